// wrong_answer: a parity rule fitted to the sample (6 and 8 first, 7 second): odd heaps lose
#include <cstdio>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        puts(n % 2 == 1 ? "second" : "first");
    }
    return 0;
}
