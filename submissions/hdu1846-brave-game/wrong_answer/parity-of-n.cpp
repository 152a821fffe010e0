// wrong_answer: ignores m and decides by the parity of n, as if one candy were taken per turn.
// Killed by any test where n % (m + 1) == 0 and n is odd, or n % (m + 1) != 0 and n is even, e.g. n = 2, m = 2.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int c;
    cin >> c;
    while (c--) {
        int n, m;
        cin >> n >> m;
        cout << (n % 2 ? "first" : "second") << '\n';
    }
    return 0;
}
