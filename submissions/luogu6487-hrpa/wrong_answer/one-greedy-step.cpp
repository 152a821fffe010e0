// wrong_answer: answers n minus the largest Fibonacci number <= n (or n when that is 0), as if the representation had at most two terms
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long a = 1, b = 2;
    while (b <= n) {
        long long c = a + b;
        a = b;
        b = c;
    }
    long long rest = n - a;
    cout << (rest == 0 ? n : rest) << '\n';
    return 0;
}
