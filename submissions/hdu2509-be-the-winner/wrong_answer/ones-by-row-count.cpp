// wrong_answer: when every row is a single apple, answers by the parity of the number of rows the normal-play way (Yes iff odd).
// Killed by all-ones cases, e.g. 1 1 1 (No: Fra takes the last apple) or 1 1 (Yes).
#include <cstdio>
using namespace std;

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int x = 0;
        bool big = false;
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            x ^= a;
            if (a > 1) big = true;
        }
        bool fra = big ? (x != 0) : (n % 2 == 1);
        puts(fra ? "Yes" : "No");
    }
    return 0;
}
