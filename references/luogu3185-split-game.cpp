// Luogu P3185 [HNOI2007] split game: https://www.luogu.com.cn/problem/P3185
// Method: a bean's Grundy value by its distance to the last bottle, g(d) = mex{g(a) ^ g(b) : a <= b < d}; X = XOR over bottles with an odd count; (i, j, k) with p_i > 0 wins iff X ^ g(i) ^ g(j) ^ g(k) == 0, tried in increasing order.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<int> p(n), sg(n, 0);
        for (int i = 0; i < n; i++) cin >> p[i];
        for (int i = n - 2; i >= 0; i--) {
            vector<bool> seen(n * n + 1, false);
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++) seen[sg[j] ^ sg[k]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[i] = g;
        }
        int x = 0;
        for (int i = 0; i < n; i++)
            if (p[i] % 2 == 1) x ^= sg[i];
        int count = 0, bi = -1, bj = -1, bk = -1;
        for (int i = 0; i < n; i++) {
            if (p[i] == 0) continue;
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++)
                    if ((x ^ sg[i] ^ sg[j] ^ sg[k]) == 0) {
                        if (count == 0) bi = i, bj = j, bk = k;
                        count++;
                    }
        }
        cout << bi << ' ' << bj << ' ' << bk << '\n' << count << '\n';
    }
    return 0;
}
