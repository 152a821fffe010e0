// time_limit_exceeded: the values by quotient m = n / x as the reference has them, but the mex over k = 1..m one k at a time (no blocks): the sum of m over the 2·sqrt(n) values, about n·ln(sqrt n) ≈ 10^10 steps for n = 10^9
#include <iostream>
#include <algorithm>
#include <cmath>
#include <vector>
using namespace std;

int n, sq;
vector<int> sgSmall, sgLarge, vis;

int get(int m) { return m <= sq ? sgSmall[m] : sgLarge[n / m]; }

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n;
    sq = (int)sqrt((double)n);
    while ((long long)sq * sq > n) sq--;
    while ((long long)(sq + 1) * (sq + 1) <= n) sq++;
    sgSmall.assign(sq + 2, 0);
    sgLarge.assign(sq + 2, 0);
    vis.assign(1 << 17, 0);
    vector<int> vals;
    for (long long l = 1, r; l <= n; l = r + 1) {
        r = n / (n / l);
        vals.push_back(n / l);
    }
    reverse(vals.begin(), vals.end());
    int stamp = 0;
    for (int m : vals) {
        stamp++;
        int now = 0;
        vis[0] = stamp;
        for (int k = 2; k <= m; k++) {
            now ^= get(m / k);
            vis[now] = stamp;
        }
        int g = 0;
        while (vis[g] == stamp) g++;
        if (m <= sq) sgSmall[m] = g;
        else sgLarge[n / m] = g;
    }
    int k;
    cin >> k;
    while (k--) {
        int w;
        cin >> w;
        int x = 0;
        for (int i = 0; i < w; i++) {
            int c;
            cin >> c;
            x ^= get(n / c);
        }
        cout << (x ? "Yes" : "No") << '\n';
    }
    return 0;
}
