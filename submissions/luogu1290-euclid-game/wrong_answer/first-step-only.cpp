// wrong_answer: looks only at the first step: Stan wins iff b divides a or a / b >= 2, as if a first move with quotient 1 always lost
#include <cstdio>
#include <utility>
using namespace std;

int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        long long a, b;
        scanf("%lld %lld", &a, &b);
        if (a < b) swap(a, b);
        puts(a % b == 0 || a / b >= 2 ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
