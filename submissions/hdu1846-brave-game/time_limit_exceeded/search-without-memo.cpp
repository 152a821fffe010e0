// time_limit_exceeded: a win/lose recursion over the heap size without a memo: about m^(n/m) calls, astronomically many at n = 1000, m = 2.
// Too slow on any stored test with n well above 40 and m small (every max-c-random case has such tests).
#include <bits/stdc++.h>
using namespace std;

int m;

bool wins(int n) {
    for (int k = 1; k <= m && k <= n; k++)
        if (!wins(n - k)) return true;
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int c;
    cin >> c;
    while (c--) {
        int n;
        cin >> n >> m;
        cout << (wins(n) ? "first" : "second") << '\n';
    }
    return 0;
}
