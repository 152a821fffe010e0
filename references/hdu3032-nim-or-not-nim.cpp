// HDU 3032 Nim or not Nim?: https://acm.hdu.edu.cn/showproblem.php?pid=3032
// Method: Lasker's Nim (multi-SG): SG(4k+1) = 4k+1, SG(4k+2) = 4k+2, SG(4k+3) = 4k+4, SG(4k+4) = 4k+3; Alice wins iff the XOR != 0.
#include <iostream>
using namespace std;

long long sg(long long x) {
    if (x % 4 == 3) return x + 1;
    if (x % 4 == 0) return x - 1;
    return x;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long s;
            cin >> s;
            x ^= sg(s);
        }
        cout << (x ? "Alice" : "Bob") << '\n';
    }
    return 0;
}
