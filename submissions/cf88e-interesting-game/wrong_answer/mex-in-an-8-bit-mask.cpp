// wrong_answer: the values seen among the splits are kept in an 8-bit mask, so a split worth 8 or more is lost and the mex of a size whose splits cover 0..8 comes out as 8.
// Killed where a size below n has a value above 8 that the prefix XOR carries into the answer (the max-* cases).
// Codeforces 88E Interesting Game: Sprague-Grundy over the sizes 1..n, a split into k
// consecutive parts b..b+k-1 worth X(b+k-1) ^ X(b-1) (X the prefix XOR of g).
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> g(n + 1, 0), X(n + 1, 0);
    for (int m = 1; m <= n; m++) {
        unsigned char seen = 0;  // bit v: value v is an option
        for (int k = 2; k * (k + 1) / 2 <= m; k++) {
            int rest = m - k * (k - 1) / 2;
            if (rest % k) continue;
            int b = rest / k;
            seen |= 1 << (X[b + k - 1] ^ X[b - 1]);
        }
        int v = 0;
        while (v < 8 && (seen >> v & 1)) v++;
        g[m] = v;
        X[m] = X[m - 1] ^ v;
    }
    int ans = -1;
    if (g[n]) {
        for (int k = 2; k * (k + 1) / 2 <= n; k++) {
            int rest = n - k * (k - 1) / 2;
            if (rest % k) continue;
            int b = rest / k;
            if ((X[b + k - 1] ^ X[b - 1]) == 0) {
                ans = k;
                break;
            }
        }
    }
    cout << ans << '\n';
    return 0;
}
