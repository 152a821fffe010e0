// wrong_answer: takes the jury's first part every time instead of the part of even popcount; it wins only while the jury happens to list the part that wins first.
// Killed by any game with two jury breaks or more, where the jury lists the parts in either order by turns.
#include <bits/stdc++.h>
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
            p = q1;
        }
        while (true) {
            long long high = 1LL << (63 - __builtin_clzll(p));
            cout << high << ' ' << (p ^ high) << endl;
            long long q1, q2;
            cin >> q1 >> q2;
            if (q1 == 0 && q2 == 0) break;
            if (q1 == -1) return 0;
            p = q1;
        }
    }
    return 0;
}
