// wrong_answer: when 3 divides k, treats only n = k (not every n with n % (k + 1) == k) as the exception to m % 3 == 0
#include <cstdio>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, k;
        scanf("%d %d", &n, &k);
        bool bob;
        if (k % 3 != 0) {
            bob = n % 3 == 0;
        } else {
            int m = n % (k + 1);
            bob = m % 3 == 0 && n != k;
        }
        puts(bob ? "Bob" : "Alice");
    }
    return 0;
}
