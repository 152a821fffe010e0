// AtCoder ABC354 E Remove Pairs: https://atcoder.jp/contests/abc354/tasks/abc354_e
// Method: win/lose table over the 2^N subsets of cards left: win[S] iff some removable pair {i, j} in S has win[S \ {i, j}] false, filled in increasing S.
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n), b(n);
    for (int i = 0; i < n; i++) cin >> a[i] >> b[i];
    vector<pair<int, int>> pairs;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] == a[j] || b[i] == b[j]) pairs.push_back({i, j});
    vector<char> win(1 << n, 0);
    for (int s = 0; s < (1 << n); s++) {
        for (auto [i, j] : pairs) {
            if ((s >> i & 1) && (s >> j & 1) && !win[s ^ (1 << i) ^ (1 << j)]) {
                win[s] = 1;
                break;
            }
        }
    }
    cout << (win[(1 << n) - 1] ? "Takahashi" : "Aoki") << '\n';
    return 0;
}
