// wrong_answer: assumes the positions come sorted and pairs them in input order (the statement does not sort them).
// Killed by a test whose positions come out of order, e.g. 3 chessmen "3 1 2" (sorted: pairs (0, 1), (2, 3), gaps 0 and 0, Bob wins; in input order (0, 3), (1, 2) give 2 and 0, Georgia).
#include <iostream>
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
        vector<int> p;
        if (n % 2) p.push_back(0);
        for (int i = 0; i < n; i++) {
            int v;
            cin >> v;
            p.push_back(v);
        }
        int x = 0;
        for (size_t i = 1; i < p.size(); i += 2) x ^= p[i] - p[i - 1] - 1;
        cout << (x ? "Georgia will win" : "Bob will win") << '\n';
    }
    return 0;
}
