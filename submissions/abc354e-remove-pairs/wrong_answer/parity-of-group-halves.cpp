// wrong_answer: counts floor(c / 2) moves for every group of c cards sharing a front and again for every group sharing a back, and decides by the parity of the total (a guess that fits both samples), as if fronts and backs were separate games.
// Killed where one removal uses a front pair and a back pair at once, e.g. two identical cards (edge-same-card-twice: 1 + 1 = 2, but one move, Takahashi).
#include <iostream>
#include <map>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    map<long long, int> fronts, backs;
    for (int i = 0; i < n; i++) {
        long long a, b;
        cin >> a >> b;
        fronts[a]++;
        backs[b]++;
    }
    long long moves = 0;
    for (auto [v, c] : fronts) moves += c / 2;
    for (auto [v, c] : backs) moves += c / 2;
    cout << (moves % 2 ? "Takahashi" : "Aoki") << '\n';
    return 0;
}
