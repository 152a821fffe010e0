// wrong_answer: computes the values once, for the first test's n, indexed by bottle number; a value depends on the distance to the last bottle, so every later test with another n reads the wrong values
#include <iostream>
#include <algorithm>
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
        vector<int> p(n);
        static vector<int> sg;
        static bool ready = false;
        for (int i = 0; i < n; i++) cin >> p[i];
        if (!ready) {
        ready = true;
        sg.assign(n, 0);
        for (int i = n - 2; i >= 0; i--) {
            vector<bool> seen(n * n + 1, false);
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++) seen[sg[j] ^ sg[k]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[i] = g;
        }
        }
        int x = 0;
        for (int i = 0; i < n && i < (int)sg.size(); i++)
            if (p[i] % 2 == 1) x ^= sg[i];
        int count = 0, bi = -1, bj = -1, bk = -1;
        int m = min(n, (int)sg.size());
        for (int i = 0; i < m; i++) {
            if (p[i] == 0) continue;
            for (int j = i + 1; j < m; j++)
                for (int k = j; k < m; k++)
                    if ((x ^ sg[i] ^ sg[j] ^ sg[k]) == 0) {
                        if (count == 0) bi = i, bj = j, bk = k;
                        count++;
                    }
        }
        cout << bi << ' ' << bj << ' ' << bk << '\n' << count << '\n';
    }
    return 0;
}
