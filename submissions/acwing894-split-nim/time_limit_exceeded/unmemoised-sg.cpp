// time_limit_exceeded: the Grundy recursion without its memo: each g(x) recomputes g(i) and g(j) for every pair below x, exponential in x (past 10^9 calls well before x = 100).
// Too slow on any stored case with a pile of 20 or more (a single pile of 20 already runs past 10 s here; every max case has piles up to 100).
#include <iostream>
using namespace std;

int n;

int sg(int x) {
    bool seen[256] = {};
    for (int i = 0; i < x; i++)
        for (int j = 0; j <= i; j++) seen[sg(i) ^ sg(j)] = true;
    int m = 0;
    while (seen[m]) m++;
    return m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n;
    int res = 0;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        res ^= sg(x);
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
