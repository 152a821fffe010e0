// wrong_answer: uses the Bash game's period R + 1 (right only for L = 1) instead of L + R: g(x) = floor((x mod (R + 1)) / L).
// Killed by piles with L > 1 whose residues mod R + 1 and mod L + R give different values (the max-n-* cases with large L; all three samples pass).
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
        x ^= (a % (r + 1)) / l;
    }
    cout << (x ? "First" : "Second") << '\n';
    return 0;
}
