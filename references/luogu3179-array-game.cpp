// Luogu P3179 [HAOI2015] array game: https://www.luogu.com.cn/problem/P3179
// Method: SG(x) depends only on m = n / x; for every value m in increasing order, the mex of the prefix XORs of SG over j = 2..k, taken in blocks of equal m / j (stamped flags), values stored by m <= sqrt(n) or by n / m; a query is the XOR of its cells' values.
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
        for (long long l = 2, r; l <= m; l = r + 1) {
            r = m / (m / l);
            int g = get(m / l);
            vis[now ^ g] = stamp;
            if ((r - l + 1) & 1) now ^= g;
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
