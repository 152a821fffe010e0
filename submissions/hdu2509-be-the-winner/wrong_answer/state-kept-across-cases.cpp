// wrong_answer: the "some row is above 1" flag is declared once, outside the loop over cases, so a case of single apples after a case with a big row is judged by the XOR rule.
// Killed by a case of single apples after one with a row above 1, e.g. 1 3 then 2 1 1 (Yes; the stale flag and XOR 0 say No).
#include <cstdio>
using namespace std;

int main() {
    int n;
    bool big = false;
    while (scanf("%d", &n) == 1) {
        int x = 0;
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            x ^= a;
            if (a > 1) big = true;
        }
        bool fra = big ? (x != 0) : (x == 0);
        puts(fra ? "Yes" : "No");
    }
    return 0;
}
