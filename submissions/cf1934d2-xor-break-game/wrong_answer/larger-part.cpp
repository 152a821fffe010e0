// wrong_answer: the right side, then always breaks the larger of the judge's two parts (into its highest bit and the rest), as if the judge always handed the part of even popcount on top; the jury hands it as the smaller part on its odd turns, and the larger part then has odd popcount.
// Killed by the first game where the jury is lost and replies twice (edge-every-n-1-to-1000 from n = 15 on, and every max case).
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int t;
    cin >> t;
    while (t--) {
        long long n;
        cin >> n;
        long long p;
        if (__builtin_popcountll(n) % 2 == 0) {
            cout << "first" << endl;
            p = n;
        } else {
            cout << "second" << endl;
            long long q1, q2;
            cin >> q1 >> q2;
            if (q1 == 0 && q2 == 0) continue;
            if (q1 == -1) return 0;
            p = max(q1, q2);
        }
        while (true) {
            long long high = 1LL << (63 - __builtin_clzll(p));
            cout << high << ' ' << (p ^ high) << endl;
            long long q1, q2;
            cin >> q1 >> q2;
            if (q1 == 0 && q2 == 0) break;
            if (q1 == -1) return 0;
            p = max(q1, q2);
        }
    }
    return 0;
}
