// wrong_answer: the period's swap shifted by one (SG(4k+2) = 4k+3, SG(4k+3) = 4k+2, as if the blocks started at 4k), an off-by-one in the residues.
// Killed by e.g. 1 2 3 (Alice: SG 1 ^ 2 ^ 4 = 7; its 1 ^ 3 ^ 2 = 0 says Bob).
#include <cstdio>
using namespace std;

long long sg(long long x) {
    if (x % 4 == 2) return x + 1;
    if (x % 4 == 3) return x - 1;
    return x;
}

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long s;
            scanf("%lld", &s);
            x ^= sg(s);
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
