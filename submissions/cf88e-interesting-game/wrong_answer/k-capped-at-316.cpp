// wrong_answer: k is capped at 316 = sqrt(10^5) (the writer bounded the number of parts by sqrt(n) instead of k(k+1)/2 <= n), so splits into 317 to 446 parts are never seen.
// Killed by max-largest-answer-443, whose only winning split has 443 parts.
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
        bool seen[64] = {};
        for (int k = 2; k <= 316 && k * (k + 1) / 2 <= m; k++) {
            int rest = m - k * (k - 1) / 2;
            if (rest % k) continue;
            int b = rest / k;
            seen[X[b + k - 1] ^ X[b - 1]] = true;
        }
        int v = 0;
        while (seen[v]) v++;
        g[m] = v;
        X[m] = X[m - 1] ^ v;
    }
    int ans = -1;
    if (g[n]) {
        for (int k = 2; k <= 316 && k * (k + 1) / 2 <= n; k++) {
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
