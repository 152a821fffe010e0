// wrong_answer: takes the first pile of a game as the larger one, as in the sample's (3, 2), without ordering the two.
// Killed by a game given smaller pile first, e.g. (2, 3): 2 steps, GG (its step(2, 3) counts 3 and says MM).
#include <algorithm>
#include <cstdio>
using namespace std;

int step(int a, int b) {
    if (b == 0) return 0;
    int s = step(b, a % b);
    if (a / b == 1) return s + 1;
    return s % 2 == 1 ? s + 2 : s + 1;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int best = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            scanf("%d %d", &p, &q);
            best = max(best, step(p, q));
        }
        puts(best % 2 == 1 ? "MM" : "GG");
    }
    return 0;
}
