// wrong_answer: finds the highest bit as 2^floor(log(p) / log(2)), and the ratio rounds up to k for p just below some powers of two 2^k (2^48 - 1 for one), so the break is 2^k and p ^ 2^k > p.
// Killed by 2^48 - 1 (max-t-1000-powers-and-near-10-18) and 2^59 - 1 (max-t-1000-dense).
#include <iostream>
#include <cmath>
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
            long long high = 1LL << (int)(log((double)p) / log(2.0));
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
