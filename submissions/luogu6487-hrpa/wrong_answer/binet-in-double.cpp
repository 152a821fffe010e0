// wrong_answer: Fibonacci numbers by Binet's formula in double, llround(phi^k / sqrt 5): from F(71) = 308061521170129 on the rounded value is one too large (308061521170130), so for n above 3*10^14 the greedy pass uses a number that is not a Fibonacci number
#include <iostream>
#include <cmath>
#include <vector>
using namespace std;

int main() {
    long long n;
    cin >> n;
    const double phi = (1 + sqrt(5.0)) / 2;
    vector<long long> f;
    for (int k = 2;; k++) {
        long long x = llround(pow(phi, k) / sqrt(5.0));
        if (x > n) break;
        f.push_back(x);
    }
    long long rest = n, least = n;
    for (int i = (int)f.size() - 1; i >= 0; i--) {
        if (f[i] <= rest) {
            rest -= f[i];
            least = f[i];
        }
    }
    cout << least << '\n';
    return 0;
}
