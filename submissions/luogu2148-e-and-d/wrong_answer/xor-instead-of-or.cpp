// wrong_answer: takes the lowest 0 bit of (x - 1) ^ (y - 1) instead of (x - 1) | (y - 1), so bits set in both piles vanish.
// Killed by a group whose x - 1 and y - 1 share a low set bit, e.g. (2, 2): value 1 (E wins); the XOR form gives 0.
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
            long long s = (a - 1) ^ (b - 1);
            int k = 0;
            while (s >> k & 1) k++;
            x ^= k;
        }
        cout << (x ? "YES" : "NO") << '\n';
    }
    return 0;
}
