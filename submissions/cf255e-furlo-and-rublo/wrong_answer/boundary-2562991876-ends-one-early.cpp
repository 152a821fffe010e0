// wrong_answer: g(2562991875) is taken as 2: the run of value 1 ends one early (x < 2562991875LL where x < 2562991876LL belongs).
// Killed by a pile of 2562991875 beside a pile of value 1 (edge-boundary-2562991875), which must be lost.
// Codeforces 255E Furlo and Rublo and Game: the Grundy values are constant on
// intervals, tabulated by hand from a brute force; Furlo wins iff the XOR != 0.
#include <iostream>
using namespace std;

int grundy(long long x) {
    if (x < 4) return 0;
    if (x < 16) return 1;
    if (x < 82) return 2;
    if (x < 6724) return 0;
    if (x < 50626) return 3;
    if (x < 2562991875LL) return 1;
    if (x < 2042925103215442LL) return 2;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    int res = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        cin >> a;
        res ^= grundy(a);
    }
    cout << (res ? "Furlo" : "Rublo") << '\n';
    return 0;
}
