// wrong_answer: swaps the period's pair the wrong way round (SG(4k+3) = 4k+2, SG(4k+4) = 4k+5), a misread table of SG values.
// Killed by e.g. 2 3 (Alice: SG 2 ^ 4; its 2 ^ 2 = 0 says Bob).
#include <cstdio>
using namespace std;

long long sg(long long x) {
    if (x % 4 == 3) return x - 1;
    if (x % 4 == 0) return x + 1;
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
