// wrong_answer: takes the in-pair gap as p[i] - p[i - 1], the distance, instead of the number of empty cells p[i] - p[i - 1] - 1.
// Killed by an odd number of pairs, e.g. one chessman at cell 1 (no empty cell before it: Bob wins; distance 1 says Georgia).
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
        if (n % 2) p.push_back(0);
        sort(p.begin(), p.end());
        int x = 0;
        for (size_t i = 1; i < p.size(); i += 2) x ^= p[i] - p[i - 1];
        cout << (x ? "Georgia will win" : "Bob will win") << '\n';
    }
    return 0;
}
