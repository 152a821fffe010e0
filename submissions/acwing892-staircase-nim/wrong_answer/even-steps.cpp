// wrong_answer: XORs the even-numbered steps (a 0-based/1-based mix-up of the parity) instead of the odd ones.
// Killed by one step (n = 1: it answers No), or any position where the odd and even steps' XORs differ in being 0.
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
        if (i % 2 == 0) res ^= x;
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
