// wrong_answer: pairs the sorted chessmen from the left and, for odd N, leaves the rightmost one unpaired instead of pairing from the right with a virtual chessman at cell 0.
// Killed by an odd N whose pairing from the right matters, e.g. one chessman at cell 2 (gap 1 to the border: Georgia wins; it pairs nothing and says Bob).
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
        int x = 0;
        for (int i = 1; i < n; i += 2) x ^= p[i] - p[i - 1] - 1;
        cout << (x ? "Georgia will win" : "Bob will win") << '\n';
    }
    return 0;
}
