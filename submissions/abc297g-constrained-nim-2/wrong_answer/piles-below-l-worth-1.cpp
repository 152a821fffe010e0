// wrong_answer: gives a pile below L the value 1 instead of 0 (it has no move), keeping floor(x mod (L + R) / L) for the others.
// Killed by piles below L: edge-below-l, edge-largest-pile-below-l, max-n-random-large-l-r.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long l, r;
    cin >> n >> l >> r;
    long long x = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        cin >> a;
        x ^= a < l ? 1 : (a % (l + r)) / l;
    }
    cout << (x ? "First" : "Second") << '\n';
    return 0;
}
