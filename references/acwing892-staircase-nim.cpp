// AcWing 892 台阶-Nim游戏 (staircase Nim): https://www.acwing.com/problem/content/894/
// Method: staircase Nim: the first player wins iff the XOR of the odd-numbered steps (1-based) != 0.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    int res = 0;
    for (int i = 1; i <= n; i++) {
        int x;
        cin >> x;
        if (i % 2) res ^= x;
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
