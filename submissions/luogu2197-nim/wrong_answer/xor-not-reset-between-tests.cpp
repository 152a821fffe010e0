// wrong_answer: the XOR accumulator is declared once, outside the test loop, so each test's nim-sum includes every earlier test's piles
#include <cstdio>
using namespace std;

int main() {
    int t, x = 0;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            x ^= a;
        }
        puts(x ? "Yes" : "No");
    }
    return 0;
}
