// wrong_answer: tests a >= 2 * b in int; for b >= 2^30 the product overflows to a negative number and a forced move is taken for a free choice
#include <cstdio>
#include <utility>
using namespace std;

int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        int a, b;
        scanf("%d %d", &a, &b);
        if (a < b) swap(a, b);
        bool stan = true;
        while (!(a % b == 0 || a >= 2 * b)) {
            int r = a - b;
            a = b;
            b = r;
            stan = !stan;
        }
        puts(stan ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
