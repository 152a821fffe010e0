// wrong_answer: sorts the piles before listing the moves, so the moves come in increasing order of the pile, not in input order.
// Killed by a winning test with two or more winning piles not in increasing order, e.g. 7 6 2 (x = 3: "7 4", "6 5", "2 1" in input order; it prints "2 1" first).
#include <iostream>
#include <algorithm>
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
        sort(a.begin(), a.end());
        for (long long v : a)
            if ((v ^ x) < v) cout << v << ' ' << (v ^ x) << '\n';
    }
    return 0;
}
