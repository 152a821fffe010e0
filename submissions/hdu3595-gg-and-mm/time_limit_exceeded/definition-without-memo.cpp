// time_limit_exceeded: each game's step by the Every-SG definition (max over losing successors, min over all), recursing over every move with no memo: right, but exponential in the quotients.
// Killed by a game like (1, 1000), whose moves lead to (1, 999), (1, 998), ... each explored again.
#include <algorithm>
#include <climits>
#include <cstdio>
using namespace std;

// Returns the step; odd means won for the player to move. a <= b.
int step(int a, int b) {
    if (a == 0) return 0;
    int best_win = -1, best_any = INT_MAX;
    for (int k = 1; k * a <= b; k++) {
        int c = b - k * a;
        int s = step(min(a, c), max(a, c));
        if (s % 2 == 0) best_win = max(best_win, s + 1);
        best_any = min(best_any, s + 1);
    }
    return best_win >= 0 ? best_win : best_any;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int best = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            scanf("%d %d", &p, &q);
            best = max(best, step(min(p, q), max(p, q)));
        }
        puts(best % 2 == 1 ? "MM" : "GG");
    }
    return 0;
}
