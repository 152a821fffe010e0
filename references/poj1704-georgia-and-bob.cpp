// POJ 1704 Georgia and Bob: http://poj.org/problem?id=1704
// Method: staircase Nim: sort, pair the chessmen from the right (a virtual one at cell 0 when N is odd); Georgia wins iff the XOR of the in-pair gaps != 0.
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
        for (size_t i = 1; i < p.size(); i += 2) x ^= p[i] - p[i - 1] - 1;
        cout << (x ? "Georgia will win" : "Bob will win") << '\n';
    }
    return 0;
}
