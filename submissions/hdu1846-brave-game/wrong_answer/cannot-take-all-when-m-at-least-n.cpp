// wrong_answer: special-cases m >= n as "second" (reasoning that the first player may not empty the heap at once), instead of an immediate win.
// Killed by any test with m >= n, e.g. n = 1, m = 1.
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
        bool first;
        if (m >= n)
            first = false;
        else
            first = n % (m + 1) != 0;
        cout << (first ? "first" : "second") << '\n';
    }
    return 0;
}
