// time_limit_exceeded: searches the game tree by the rules without memo, trying the multiples k = 1, 2, ... in turn: from a position with quotient q the tries lead to positions with quotients q - 1, q - 2, ..., each searched in full, about 2^q calls (q = 20 at (375, 18), one move from the stored (393, 375)); where a quotient reaches the hundreds of millions the recursion that deep overflows the stack instead
#include <algorithm>
#include <cstdio>
using namespace std;

// Whether the player to move wins from (a, b), a >= b > 0.
bool wins(long long a, long long b) {
    if (a % b == 0) return true;
    for (long long k = 1; k * b <= a; k++) {
        long long r = a - k * b;
        if (!wins(max(r, b), min(r, b))) return true;
    }
    return false;
}

int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        long long a, b;
        scanf("%lld %lld", &a, &b);
        puts(wins(max(a, b), min(a, b)) ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
