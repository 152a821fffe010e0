// time_limit_exceeded: finds the splits of each size m by trying every smallest part b and adding parts until the sum reaches m: about m (1 + ln(m) / 2) steps per size, some 3 * 10^10 in all at n = 10^5.
// Right wherever it finishes; far over the limit on the max-* cases with n near 10^5.
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
        // every smallest part b, the parts b, b+1, ... added until they reach m
        for (int b = 1; b < m; b++) {
            int sum = b;
            for (int k = 2; sum < m; k++) {
                sum += b + k - 1;
                if (sum == m) seen[X[b + k - 1] ^ X[b - 1]] = true;
            }
        }
        int v = 0;
        while (seen[v]) v++;
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
