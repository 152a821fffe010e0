// wrong_answer: plays normal Nim on a_i - 1 ("the last stone is poison, so drop one from each pile").
// Killed by positions where XOR(a_i - 1) and anti-Nim disagree, e.g. 1 1 (John wins; the XOR of 0 and 0 says Brother).
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
        int x = 0;
        for (int i = 0; i < n; i++) {
            int a;
            cin >> a;
            x ^= a - 1;
        }
        cout << (x != 0 ? "John" : "Brother") << '\n';
    }
    return 0;
}
