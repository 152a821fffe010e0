// wrong_answer: the golden-ratio rule (the player to move wins iff a == b or a / b > phi) evaluated in double: near consecutive Fibonacci numbers above 10^8 the quotient rounds onto phi's double and the comparison goes the wrong way
#include <cmath>
#include <cstdio>
#include <utility>
using namespace std;

int main() {
    const double phi = (1 + sqrt(5.0)) / 2;
    int c;
    scanf("%d", &c);
    while (c--) {
        long long a, b;
        scanf("%lld %lld", &a, &b);
        if (a < b) swap(a, b);
        bool stan = a == b || (double)a / b > phi;
        puts(stan ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
