// wrong_answer: lists each winning pile size once (a set of sizes), though two equal piles are two moves to print.
// Killed by a winning test where a winning pile size occurs twice, e.g. 3 piles 4 4 4 (x = 4: "4 0" three times).
#include <iostream>
#include <set>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m;
    while (cin >> m && m) {
        vector<long long> a(m);
        long long x = 0;
        for (auto &v : a) {
            cin >> v;
            x ^= v;
        }
        if (x == 0) {
            cout << "No" << '\n';
            continue;
        }
        cout << "Yes" << '\n';
        set<long long> printed;
        for (long long v : a)
            if ((v ^ x) < v && printed.insert(v).second) cout << v << ' ' << (v ^ x) << '\n';
    }
    return 0;
}
