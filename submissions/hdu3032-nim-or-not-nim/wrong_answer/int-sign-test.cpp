// wrong_answer: values in int, and the winner tested with "x > 0": SG(2^31 - 1) = 2^31 wraps to INT_MIN, so a nim-sum with bit 31 set reads as negative.
// Killed by an odd number of heaps of 2^31 - 1, e.g. 2147483647 alone (Alice; x < 0 says Bob).
#include <cstdio>
using namespace std;

int sg(int x) {
    if (x % 4 == 3) return x + 1;
    if (x % 4 == 0) return x - 1;
    return x;
}

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        int x = 0;
        for (int i = 0; i < n; i++) {
            int s;
            scanf("%d", &s);
            x ^= sg(s);
        }
        puts(x > 0 ? "Alice" : "Bob");
    }
    return 0;
}
