// wrong_answer: for odd k an even pile is given mex{0, g(a/2)} as 1 when g(a/2) = 0 and 2 otherwise, but when g(a/2) = 2 the mex is 1.
// Killed by a pile of 8 (its half 4 is worth 2) beside a pile of 1 with k odd (edge-k-odd-8-beside-1).
// Codeforces 603C Lieges of Legendre: Sprague-Grundy; only the parity of k matters, with
// closed forms for even k and a halving recursion for odd k; Kevin wins iff the XOR != 0.
#include <iostream>
using namespace std;

int k;

int grundy(long long a) {
    if (k % 2 == 0) {
        if (a <= 2) return (int)a;
        return a % 2 == 0 ? 1 : 0;
    }
    if (a <= 4) {
        static const int small[5] = {0, 1, 0, 1, 2};
        return small[a];
    }
    if (a % 2 == 1) return 0;
    return grundy(a / 2) == 0 ? 1 : 2;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n >> k;
    int x = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        cin >> a;
        x ^= grundy(a);
    }
    cout << (x ? "Kevin" : "Nicky") << '\n';
    return 0;
}
