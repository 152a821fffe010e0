// HDU 1907 John: https://acm.hdu.edu.cn/showproblem.php?pid=1907
// Method: anti-Nim (SJ theorem): John wins iff all piles are 1 and their number is even, or some pile is > 1 and the XOR != 0.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        int x = 0, ones = 0;
        bool big = false;
        for (int i = 0; i < n; i++) {
            int a;
            cin >> a;
            x ^= a;
            if (a > 1) big = true;
            if (a == 1) ones++;
        }
        bool john = big ? (x != 0) : (ones % 2 == 0);
        cout << (john ? "John" : "Brother") << '\n';
    }
    return 0;
}
