// Codeforces 1934 D2 XOR Break (Game Version): https://codeforces.com/problemset/problem/1934/D2
// Method: interactive; the player to break p wins iff popcount(p) is even; break the even part into (its highest bit, the rest).
#include <iostream>
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
            p = __builtin_popcountll(q1) % 2 == 0 ? q1 : q2;
        }
        while (true) {
            long long high = 1LL << (63 - __builtin_clzll(p));
            cout << high << ' ' << (p ^ high) << endl;
            long long q1, q2;
            cin >> q1 >> q2;
            if (q1 == 0 && q2 == 0) break;
            if (q1 == -1) return 0;
            p = __builtin_popcountll(q1) % 2 == 0 ? q1 : q2;
        }
    }
    return 0;
}
