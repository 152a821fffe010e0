// wrong_answer: takes each mex in a 64-bit mask of the options' values, dropping values of 64 and more, so the mex is capped at 64; with k up to 100 moves a pile is worth up to 100 (with S = {1, ..., 100} a pile of h is worth h mod 101).
// Killed by edge-values-65-and-64-s-1-to-100 (S = {1..100}, piles 65 and 64: 65 ^ 64 != 0, Yes; capped, both piles are worth 64 and it says No). No other stored case did.
#include <iostream>
#include <cstring>
using namespace std;

const int N = 10010;
int k, n, s[110], f[N];

int sg(int x) {
    if (f[x] != -1) return f[x];
    unsigned long long mask = 0;
    for (int i = 0; i < k; i++)
        if (x >= s[i]) {
            int v = sg(x - s[i]);
            if (v < 64) mask |= 1ULL << v;
        }
    int m = 0;
    while (m < 64 && (mask >> m & 1)) m++;
    return f[x] = m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> k;
    for (int i = 0; i < k; i++) cin >> s[i];
    cin >> n;
    memset(f, -1, sizeof f);
    int res = 0;
    for (int i = 0; i < n; i++) {
        int h;
        cin >> h;
        res ^= sg(h);
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
