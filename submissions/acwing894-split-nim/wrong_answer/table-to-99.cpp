// wrong_answer: fills the Grundy table bottom-up for a < 100 (the loop bound one short of the statement's a <= 100), so a pile of exactly 100 reads an unfilled 0.
// Killed by edge-one-pile-of-100 (every single pile wins: the unfilled 0 says No), and edge-pile-100-beside-its-value.
#include <iostream>
using namespace std;

const int N = 100;
int f[N + 1];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int x = 1; x < N; x++) {
        bool seen[512] = {};
        for (int i = 0; i < x; i++)
            for (int j = 0; j <= i; j++) seen[f[i] ^ f[j]] = true;
        int m = 0;
        while (seen[m]) m++;
        f[x] = m;
    }
    int n;
    cin >> n;
    int res = 0;
    for (int i = 0; i < n; i++) {
        int a;
        cin >> a;
        res ^= f[a];
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
