// time_limit_exceeded: for each pile recomputes the XOR of all the other piles from scratch: O(m^2) per test, 4 * 10^10 steps at m = 200000.
// Too slow on every max-m case (m = 200000).
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
        for (auto &v : a) cin >> v;
        vector<pair<long long, long long>> moves;
        for (int i = 0; i < m; i++) {
            long long others = 0;
            for (int j = 0; j < m; j++)
                if (j != i) others ^= a[j];
            if (others < a[i]) moves.push_back({a[i], others});
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
