// HDU 1846 Brave Game: https://acm.hdu.edu.cn/showproblem.php?pid=1846
// Method: Bash game: the first player loses iff n % (m + 1) == 0.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int c;
    cin >> c;
    while (c--) {
        long long n, m;
        cin >> n >> m;
        cout << (n % (m + 1) ? "first" : "second") << '\n';
    }
    return 0;
}
