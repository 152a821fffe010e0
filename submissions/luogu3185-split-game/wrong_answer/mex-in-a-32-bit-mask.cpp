// wrong_answer: takes each bottle's mex in a 32-bit mask of the options' values, dropping values of 32 and more, so the mex is capped at 32; bottles at distance 17 to 20 from the last are worth 32, 35, 37 and 38, so from 19 bottles on the first ones are given 32 and the XOR and the winning moves come out wrong.
// Killed by max-all-even (21 bottles, every count even: no winning move, -1 -1 -1; the capped values find 0 1 20), then max-boundaries-01..03, max-t-n-random and max-text-order-differs.
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
            unsigned mask = 0;
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++) {
                    int v = sg[j] ^ sg[k];
                    if (v < 32) mask |= 1u << v;
                }
            int g = 0;
            while (g < 32 && (mask >> g & 1)) g++;
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
