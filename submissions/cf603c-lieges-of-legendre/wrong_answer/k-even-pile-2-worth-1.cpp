// wrong_answer: for even k only piles of 0 and 1 are taken as special, so a pile of 2 is worth 1 (the even rule) instead of 2 (its split into k piles of 1 is worth 0, and removing a cow leaves 1).
// Killed by a pile of 2 beside a pile worth 1 with k even (edge-k-even-2-beside-4).
// Codeforces 603C Lieges of Legendre: Sprague-Grundy; only the parity of k matters, with
// closed forms for even k and a halving recursion for odd k; Kevin wins iff the XOR != 0.
#include <iostream>
using namespace std;

int k;

int grundy(long long a) {
    if (k % 2 == 0) {
        if (a <= 1) return (int)a;
        return a % 2 == 0 ? 1 : 0;
    }
    if (a <= 4) {
        static const int small[5] = {0, 1, 0, 1, 2};
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
