// HDU 1850 Being a Good Boy in Spring Festival: https://acm.hdu.edu.cn/showproblem.php?pid=1850
// Method: Bouton's theorem: with x the XOR of all piles, count the piles a with (a ^ x) < a (0 when x = 0).
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
            if ((v ^ x) < v) cnt++;
        cout << cnt << '\n';
    }
    return 0;
}
