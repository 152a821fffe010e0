// wrong_answer: scans for the lowest 0 bit of (x - 1) | (y - 1) only among bits 0..29 (an iteration cap), so a group of value 31 (bits 0..30 all set) gets 30.
// Killed by a group of value 31, e.g. (x, y) = (2^30 + 1, 2^30): (x - 1) | (y - 1) = 2^31 - 1, value 31; it takes 30.
#include <iostream>
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
            int k = 0;
            while (k < 30 && (s >> k & 1)) k++;
            x ^= k;
        }
        cout << (x ? "YES" : "NO") << '\n';
    }
    return 0;
}
