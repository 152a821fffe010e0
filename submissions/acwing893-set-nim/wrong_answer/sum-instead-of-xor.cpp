// wrong_answer: adds the piles' Grundy values instead of XORing them, so the first player "wins" whenever some pile has a nonzero value.
// Killed by nonzero Grundy values that XOR to 0, e.g. two equal piles of a nonzero value (the mirror cases: No).
#include <iostream>
#include <algorithm>
#include <cstring>
#include <unordered_set>
using namespace std;

const int N = 10010;
int k, n;
int s[110], f[N];

int sg(int x) {
    if (f[x] != -1) return f[x];
    unordered_set<int> S;
    for (int i = 0; i < k; i++) {
        if (x >= s[i]) S.insert(sg(x - s[i]));
    }
    for (int i = 0;; i++)
        if (!S.count(i)) return f[x] = i;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> k;
    for (int i = 0; i < k; i++) cin >> s[i];
    cin >> n;
    memset(f, -1, sizeof f);
    int res = 0;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        res += sg(x);
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
