// wrong_answer: stops the outer pair loop at i < n - 2, so the last two cards are never a pair together (each still pairs with the others).
// Killed where the pair of cards N - 1 and N matters: edge-same-card-twice, edge-chain, max-n-few-kinds-01, random-small-11.
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
    for (int i = 0; i < n - 2; i++)
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
