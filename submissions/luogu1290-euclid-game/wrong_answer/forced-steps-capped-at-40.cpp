// wrong_answer: follows the Euclidean algorithm for at most 40 steps ("Euclid needs about log2(2^31) = 31 steps, 40 is plenty") and then answers for whoever is to move; a pair of consecutive Fibonacci numbers needs up to 43 forced steps below 2^31 (F(46) = 1836311903 and F(45)), so from 41 steps on the answer is for a player who has not reached the end.
// Killed by max-fibonacci: its consecutive Fibonacci pairs up to F(46) take 41, 42 and 43 forced steps, and the player to move after the last one wins, so stopping after 40 answers as for an even count and fails the pairs of 41 and 43 (max-fibonacci-above-10-pow-8 takes at most 42 and passes).
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
        for (int step = 0; step < 40; step++) {
            if (a % b == 0 || a / b >= 2) break;
            long long r = a - b;
            a = b;
            b = r;
            stan = !stan;
        }
        printf("%s\n", stan ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
