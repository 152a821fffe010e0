// wrong_answer: counts piles with (a ^ x) <= a, so when the nim-sum x is 0 every pile is counted instead of none.
// Killed by any test whose nim-sum is 0, e.g. 2 piles 3 3 (answer 0, it prints 2).
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m;
    while (cin >> m && m) {
        vector<long long> a(m);
        long long x = 0;
        for (auto &v : a) {
            cin >> v;
            x ^= v;
        }
        int cnt = 0;
        for (long long v : a)
            if ((v ^ x) <= v) cnt++;
        cout << cnt << '\n';
    }
    return 0;
}
