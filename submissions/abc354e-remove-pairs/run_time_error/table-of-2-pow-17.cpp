// run_time_error: sizes the win table 1 << 17, so with N = 18 the sets holding card 18 are read and written past its end.
// Killed by a segmentation fault on the cases with N = 18 (the max-n-* cases).
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
    static char win[1 << 17];
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
