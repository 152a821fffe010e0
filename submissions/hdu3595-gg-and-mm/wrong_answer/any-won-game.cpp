// wrong_answer: MM wins iff some game is won for the player to move (Euclid's game rule), as if MM could choose which game decides; the last game to end decides, and its loser stretches nothing.
// Killed by a won game beside a longer lost one, e.g. (1, 1) and (3, 2) (GG: (3, 2) lasts two steps; its "some game is won" says MM).
#include <algorithm>
#include <cstdio>
using namespace std;

// Euclid's game: with a >= b > 0, the player to move wins iff the first quotient >= 2 (or an exact division) comes after an even number of forced steps.
bool wins(int a, int b) {
    bool mover = true;
    while (true) {
        if (a % b == 0 || a / b >= 2) return mover;
        int r = a - b;
        a = b;
        b = r;
        mover = !mover;
    }
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        bool any = false;
        for (int i = 0; i < n; i++) {
            int p, q;
            scanf("%d %d", &p, &q);
            if (min(p, q) > 0 && wins(max(p, q), min(p, q))) any = true;
        }
        puts(any ? "MM" : "GG");
    }
    return 0;
}
