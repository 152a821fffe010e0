// wrong_answer: a Fibonacci table of 44 int terms (up to 1836311903, enough for 10^9, not for 10^15), so above it one greedy pass leaves a remainder and the least term found is too large
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    int f[44];
    f[0] = 1;
    f[1] = 2;
    for (int i = 2; i < 44; i++) f[i] = f[i - 1] + f[i - 2];
    long long least = n;
    for (int i = 43; i >= 0; i--) {
        if (f[i] <= n) {
            n -= f[i];
            least = f[i];
        }
    }
    cout << least << '\n';
    return 0;
}
