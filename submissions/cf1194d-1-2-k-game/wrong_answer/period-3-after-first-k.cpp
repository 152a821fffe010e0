// wrong_answer: when 3 divides k, takes n = k as the one exception and counts the losing cells by period 3 again from k + 1 on (as if the sequence after k restarted for good)
#include <cstdio>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, k;
        scanf("%d %d", &n, &k);
        bool bob;
        if (k % 3 != 0 || n < k)
            bob = n % 3 == 0;
        else if (n == k)
            bob = false;
        else
            bob = (n - k - 1) % 3 == 0;
        puts(bob ? "Bob" : "Alice");
    }
    return 0;
}
