// HDU 3595 GG and MM: https://acm.hdu.edu.cn/showproblem.php?pid=3595
// Method: Every-SG over Euclid's games: step by the Euclidean recursion (q = 1: step + 1; q >= 2: +2 over a won pair, +1 over a lost one); MM wins iff the largest step is odd.
#include <iostream>
#include <algorithm>
using namespace std;

// a >= b >= 0; an odd step means the player to move wins.
int step(int a, int b) {
    if (b == 0) return 0;
    int s = step(b, a % b);
    if (a / b == 1) return s + 1;
    return s % 2 == 1 ? s + 2 : s + 1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    while (cin >> n) {
        int best = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            cin >> p >> q;
            best = max(best, step(max(p, q), min(p, q)));
        }
        cout << (best % 2 == 1 ? "MM" : "GG") << '\n';
    }
    return 0;
}
