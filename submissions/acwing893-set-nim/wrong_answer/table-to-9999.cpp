// wrong_answer: fills the Grundy table bottom-up for h < 10000 (the loop bound one short of the statement's h <= 10000), so a pile of exactly 10000 reads an unfilled 0.
// Killed by edge-one-max-pile-k-100 (one pile of 10000 that wins alone: the unfilled 0 says No), then max-k-pairs-plus-winning-pile.
#include <iostream>
using namespace std;

const int N = 10000;
int k, n, s[110], f[N + 1];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> k;
    for (int i = 0; i < k; i++) cin >> s[i];
    for (int x = 1; x < N; x++) {
        bool seen[110] = {};
        for (int i = 0; i < k; i++)
            if (x >= s[i]) seen[f[x - s[i]]] = true;
        int m = 0;
        while (seen[m]) m++;
        f[x] = m;
    }
    cin >> n;
    int res = 0;
    for (int i = 0; i < n; i++) {
        int h;
        cin >> h;
        res ^= f[h];
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
