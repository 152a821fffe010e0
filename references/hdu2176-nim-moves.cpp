// HDU 2176 取(m堆)石子游戏: https://acm.hdu.edu.cn/showproblem.php?pid=2176
// Method: Bouton's theorem: with x the XOR of all piles, No if x = 0, else Yes and "a (a ^ x)" for each pile a with (a ^ x) < a, in input order.
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
        for (long long v : a)
            if ((v ^ x) < v) cout << v << ' ' << (v ^ x) << '\n';
    }
    return 0;
}
