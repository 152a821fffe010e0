// wrong_answer: XORs only the parity of each pile's Grundy value M % (L + 1), as if values 2 and 0 were the same.
// Killed by a single pile whose Grundy value is even and nonzero, e.g. (M, L) = (2, 2): Grundy 2, the first player wins.
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
        for (int i = 0; i < n; i++) {
            int m, l;
            cin >> m >> l;
            x ^= (m % (l + 1)) & 1;
        }
        cout << (x == 0 ? "Yes" : "No") << '\n';
    }
    return 0;
}
