// time_limit_exceeded: tries every move (every pile, every amount 1..a) and keeps those leaving nim-sum 0: O(sum of a_i), about 2 * 10^9 steps for one pile near 2^31.
// Too slow on a case with large piles (the max-m cases' values reach 2^31 - 1).
#include <iostream>
#include <utility>
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
        vector<pair<long long, long long>> moves;
        for (long long v : a) {
            long long others = x ^ v;
            for (long long take = 1; take <= v; take++)
                if (((v - take) ^ others) == 0) {
                    moves.push_back({v, v - take});
                    break;
                }
        }
        if (moves.empty()) {
            cout << "No" << '\n';
            continue;
        }
        cout << "Yes" << '\n';
        for (auto &mv : moves) cout << mv.first << ' ' << mv.second << '\n';
    }
    return 0;
}
