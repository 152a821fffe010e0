// AtCoder ABC368 F Dividing Game: https://atcoder.jp/contests/abc368/tasks/abc368_f
// Method: Sprague-Grundy; a value is a Nim heap of Omega(a) (prime factors with multiplicity), from a smallest-prime-factor sieve; Anna wins iff the XOR != 0.
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
    for (int v : a) x ^= cnt[v];
    cout << (x ? "Anna" : "Bruno") << '\n';
    return 0;
}
