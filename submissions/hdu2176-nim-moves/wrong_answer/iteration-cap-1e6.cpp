// wrong_answer: finds each pile's winning move by trying to take 1..min(a, 10^6) stones (an iteration cap borrowed from HDU 1850's bound), so a move that takes more than 10^6 stones is never listed.
// Killed by a winning move that takes more than 10^6 stones, e.g. piles 2147483647 1 (the move is "2147483647 1").
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
        if (x == 0) {
            cout << "No" << '\n';
            continue;
        }
        cout << "Yes" << '\n';
        for (long long v : a) {
            long long target = v ^ x;
            for (long long take = 1; take <= v && take <= 1000000; take++)
                if (v - take == target) {
                    cout << v << ' ' << target << '\n';
                    break;
                }
        }
    }
    return 0;
}
