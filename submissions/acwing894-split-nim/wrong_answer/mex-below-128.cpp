// wrong_answer: takes the mex in a seen array of 128 values ("a <= 100, so the values fit in 7 bits"), ignoring larger options; but g(65) = 128 and larger piles have values up to 199.
// Killed by a pile of 66 or more beside piles whose values cancel its true value, e.g. 66 1 2 65 (131 ^ 1 ^ 2 ^ 128 = 0: No; capped, 128 ^ 1 ^ 2 ^ 128 = 3: Yes). A single pile cannot kill it: every single pile wins.
#include <iostream>
#include <cstring>
using namespace std;

const int N = 110;
int n;
int f[N];

int sg(int x) {
    if (f[x] != -1) return f[x];
    bool seen[128] = {};
    for (int i = 0; i < x; i++)
        for (int j = 0; j <= i; j++) {
            int v = sg(i) ^ sg(j);
            if (v < 128) seen[v] = true;
        }
    int m = 0;
    while (m < 128 && seen[m]) m++;
    return f[x] = m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n;
    memset(f, -1, sizeof f);
    int res = 0;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        res ^= sg(x);
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
