// wrong_answer: for odd k the table of small piles stops at 2, so a pile of 3 falls under "odd piles are worth 0" instead of 1 (and 4 is then worth 1, its half 2 being worth 0).
// Killed by a pile of 3 alone with k odd (edge-k-odd-pile-3).
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
    if (a <= 2) {
        static const int small[3] = {0, 1, 0};
        return small[a];
    }
    if (a % 2 == 1) return 0;
    return grundy(a / 2) == 1 ? 2 : 1;
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
