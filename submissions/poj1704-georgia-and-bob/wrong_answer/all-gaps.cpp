// wrong_answer: XORs every gap between neighbouring chessmen (and the border), not only the in-pair gaps of the staircase reduction.
// Killed by a position where the between-pair gaps do not cancel, e.g. chessmen at 2 and 3 (in-pair gap 0: Bob wins; gaps 1 and 0 say Georgia).
#include <iostream>
#include <algorithm>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<int> p(n);
        for (auto &v : p) cin >> v;
        sort(p.begin(), p.end());
        int x = 0, prev = 0;
        for (int v : p) {
            x ^= v - prev - 1;
            prev = v;
        }
        cout << (x ? "Georgia will win" : "Bob will win") << '\n';
    }
    return 0;
}
