// wrong_answer: divides the position in the period by R instead of L, so every pile is worth 0 or 1 (x mod (L + R) < 2R), though a pile is worth up to floor(R / L).
// Killed wherever a pile worth 2 or more decides the XOR (R >= 2L): four of the max-n-* cases.
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
        x ^= (a % (l + r)) / r;
    }
    cout << (x ? "First" : "Second") << '\n';
    return 0;
}
