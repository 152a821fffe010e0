// wrong_answer: does not count a pile that must be emptied ((a ^ x) == 0, the pile equal to the nim-sum), as if a move had to leave a stone.
// Killed by a test where one pile equals the XOR of all piles, e.g. 1 2 3 5 (x = 5: the one winning move empties the 5; it prints 0).
#include <iostream>
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
        int cnt = 0;
        for (long long v : a)
            if ((v ^ x) < v && (v ^ x) > 0) cnt++;
        cout << cnt << '\n';
    }
    return 0;
}
