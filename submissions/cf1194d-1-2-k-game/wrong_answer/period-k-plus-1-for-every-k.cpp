// wrong_answer: uses the period k + 1 rule (m = n % (k + 1), lost iff m % 3 == 0 and m != k) for every k, also when 3 does not divide k and the period is 3
#include <cstdio>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, k;
        scanf("%d %d", &n, &k);
        bool bob;
        int m = n % (k + 1);
        bob = m % 3 == 0 && m != k;
        puts(bob ? "Bob" : "Alice");
    }
    return 0;
}
