// Codeforces 1194D 1-2-K Game: https://codeforces.com/problemset/problem/1194/D
// Method: losing cells of the subtraction game {1, 2, k}: n % 3 == 0 if 3 does not divide k; else m = n % (k + 1) with m % 3 == 0 and m != k.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        long long n, k;
        cin >> n >> k;
        bool bob;
        if (k % 3 != 0) {
            bob = n % 3 == 0;
        } else {
            long long m = n % (k + 1);
            bob = m % 3 == 0 && m != k;
        }
        cout << (bob ? "Bob" : "Alice") << '\n';
    }
    return 0;
}
