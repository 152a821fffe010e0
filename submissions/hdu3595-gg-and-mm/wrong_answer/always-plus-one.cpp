// wrong_answer: with a quotient of 2 or more counts one step more than the pair below, forgetting that the winner goes through (b, b + r) when (r, b) is won for its mover (two steps more).
// Killed by e.g. (7, 2): 3 steps, MM (its 2 says GG).
#include <algorithm>
#include <cstdio>
using namespace std;

int step(int a, int b) {
    if (b == 0) return 0;
    return step(b, a % b) + 1;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int best = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            scanf("%d %d", &p, &q);
            best = max(best, step(max(p, q), min(p, q)));
        }
        puts(best % 2 == 1 ? "MM" : "GG");
    }
    return 0;
}
