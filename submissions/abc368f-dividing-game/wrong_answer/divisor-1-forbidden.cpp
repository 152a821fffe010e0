// wrong_answer: misreads the move as keeping every value at least 2, so a value is taken as a Nim heap of Omega(a) - 1 instead of Omega(a).
// Killed by a single prime (edge-one-2, edge-one-prime-max): it can become 1, so Anna wins, but Omega - 1 = 0 says Bruno.
#include <iostream>
#include <algorithm>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    int mx = 1;
    for (auto &x : a) {
        cin >> x;
        mx = max(mx, x);
    }
    vector<int> cnt(mx + 1, 0), spf(mx + 1, 0);
    for (int i = 2; i <= mx; i++) {
        if (spf[i] == 0) {
            for (int j = i; j <= mx; j += i)
                if (spf[j] == 0) spf[j] = i;
        }
        cnt[i] = cnt[i / spf[i]] + 1;
    }
    int x = 0;
    for (int v : a) x ^= cnt[v] - 1;
    cout << (x ? "Anna" : "Bruno") << '\n';
    return 0;
}
