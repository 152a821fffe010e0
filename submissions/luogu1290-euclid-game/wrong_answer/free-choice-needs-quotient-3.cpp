// wrong_answer: believes the player to move controls the game only when the quotient is above 2 (a / b > 2), so a quotient of exactly 2 is played as forced moves
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
        bool stan = true;
        while (!(a % b == 0 || a / b > 2)) {
            long long r = a - b;
            a = b;
            b = r;
            if (a < b) swap(a, b);
            stan = !stan;
        }
        puts(stan ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
