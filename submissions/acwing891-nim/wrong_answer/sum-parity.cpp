// wrong_answer: decides by the parity of the total number of stones instead of the nim-sum.
// Killed by any position where the sum is odd but the XOR is 0 or the other way round, e.g. 1 2 3 (sum 6, XOR 0) or the all-equal max cases.
#include <bits/stdc++.h>
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
