// wrong_answer: plays plain Nim (XOR of the heaps), as if dividing a heap changed nothing.
// Killed by heaps where the two nim-sums disagree, e.g. 1 2 3 (Alice: SG 1 ^ 2 ^ 4 = 7; the plain XOR 0 says Bob).
#include <cstdio>
using namespace std;

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
            x ^= s;
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
