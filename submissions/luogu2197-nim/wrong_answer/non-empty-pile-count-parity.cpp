// wrong_answer: decides by the parity of the number of non-empty piles (as if every move emptied a pile) instead of the XOR of the piles
#include <cstdio>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, piles = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            if (a > 0) piles++;
        }
        puts(piles % 2 == 1 ? "Yes" : "No");
    }
    return 0;
}
