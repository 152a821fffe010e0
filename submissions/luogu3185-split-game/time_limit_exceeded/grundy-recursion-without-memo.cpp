// time_limit_exceeded: a bean's Grundy value by the definition, recursively and without memo: the calls C(d) of g(d) are 1 + (d + 1) * (C(0) + ... + C(d - 1)), growing faster than d!: 3*10^8 for distance 10, 7.7*10^20 for distance 20 (n = 21)
#include <iostream>
#include <algorithm>
#include <set>
#include <vector>
using namespace std;

// The value of a bean at distance d from the last bottle.
int g(int d) {
    set<int> seen;
    for (int a = 0; a < d; a++)
        for (int b = a; b < d; b++) seen.insert(g(a) ^ g(b));
    int v = 0;
    while (seen.count(v)) v++;
    return v;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<int> p(n), sg(n);
        for (int i = 0; i < n; i++) cin >> p[i];
        for (int i = 0; i < n; i++) sg[i] = g(n - 1 - i);
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
