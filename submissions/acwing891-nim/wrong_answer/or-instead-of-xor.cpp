// wrong_answer: folds the piles with | instead of ^, so equal piles never cancel.
// Killed by any position with a nonzero pile and nim-sum 0, e.g. two equal piles or 1 2 3.
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
        res |= x;
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
