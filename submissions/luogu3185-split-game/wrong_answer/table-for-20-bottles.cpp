// wrong_answer: tabulates a bean's value by its distance to the last bottle once, for distances below 20 ("n <= 20"), one short of the statement's n <= 21: the first bottle of a 21-bottle test (distance 20, worth 38) reads an unfilled 0.
// Killed by max-all-even (21 bottles, every count even: no winning move, -1 -1 -1; with the first bottle worth 0, 0 1 1 is found), then max-boundaries-03, max-t-n-random and max-text-order-differs.
#include <iostream>
using namespace std;

const int D = 20;
int g[D + 1];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int d = 1; d < D; d++) {
        bool seen[64] = {};
        for (int a = 0; a < d; a++)
            for (int b = a; b < d; b++) seen[g[a] ^ g[b]] = true;
        int m = 0;
        while (seen[m]) m++;
        g[d] = m;
    }
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        int p[32], sg[32];
        for (int i = 0; i < n; i++) {
            cin >> p[i];
            sg[i] = g[n - 1 - i];
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
