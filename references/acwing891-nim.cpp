// AcWing 891 Nim游戏 (Nim game): https://www.acwing.com/problem/content/893/
// Method: Bouton's theorem: the first player wins iff a_1 ^ ... ^ a_n != 0.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    int res = 0;
    while (n--) {
        int x;
        cin >> x;
        res ^= x;
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
