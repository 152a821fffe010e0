// wrong_answer: decides by the parity of the total number of stones instead of the nim-sum.
// Killed by any position where the sum's parity and the XOR's being 0 disagree, e.g. a single pile of 2 (XOR 2: Yes; even sum: No) or max-all-equal-odd-count.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    long long sum = 0;
    while (n--) {
        long long x;
        cin >> x;
        sum += x;
    }
    cout << (sum % 2 ? "Yes" : "No") << '\n';
    return 0;
}
