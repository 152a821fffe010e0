// time_limit_exceeded: tries every move (every pile, every amount 1..a) and checks whether it leaves nim-sum 0: O(sum of a_i), up to 10^8 per test at M = 100, N_i = 10^6.
// Too slow on max-m-random and max-m-paired (200 tests of 100 piles up to 10^6: 8.2 s and 5.6 s here, against the 1 s limit).
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m;
    while (cin >> m && m) {
        vector<int> a(m);
        int x = 0;
        for (auto &v : a) {
            cin >> v;
            x ^= v;
        }
        int cnt = 0;
        for (int v : a) {
            int others = x ^ v;
            for (int take = 1; take <= v; take++)
                if (((v - take) ^ others) == 0) cnt++;
        }
        cout << cnt << '\n';
    }
    return 0;
}
