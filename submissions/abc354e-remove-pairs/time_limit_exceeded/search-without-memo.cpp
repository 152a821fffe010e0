// time_limit_exceeded: the win/lose recursion over the cards left with no memo, so a set reached by different orders of removals is searched again each time: up to 153 pairs a move, 9 moves deep at N = 18.
// Over 3x the limit on max-n-slow-without-memo (6.5 * 10^8 positions visited, counted once by a scan), where the first player loses; right on every other case.
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

int n;
vector<pair<int, int>> pairs;

bool win(int s) {
    for (auto [i, j] : pairs)
        if ((s >> i & 1) && (s >> j & 1) && !win(s ^ (1 << i) ^ (1 << j))) return true;
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n;
    vector<long long> a(n), b(n);
    for (int i = 0; i < n; i++) cin >> a[i] >> b[i];
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] == a[j] || b[i] == b[j]) pairs.push_back({i, j});
    cout << (win((1 << n) - 1) ? "Takahashi" : "Aoki") << '\n';
    return 0;
}
