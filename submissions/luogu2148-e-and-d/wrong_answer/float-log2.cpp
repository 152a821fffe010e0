// wrong_answer: finds the lowest 0 bit k of s = (x - 1) | (y - 1) as log2 of s ^ (s + 1) = 2^(k + 1) - 1 in single precision, whose result rounds up to k + 1 once k >= 20.
// Killed by a group of value 20 or more beside groups whose values cancel it, e.g. (2^20, 1) (value 20; it takes 21) beside groups of values 4 and 16.
#include <iostream>
#include <cmath>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        int x = 0;
        for (int i = 0; i < n / 2; i++) {
            long long a, b;
            cin >> a >> b;
            long long s = (a - 1) | (b - 1);
            int k = (int)log2f((float)(s ^ (s + 1)));
            x ^= k;
        }
        cout << (x ? "YES" : "NO") << '\n';
    }
    return 0;
}
