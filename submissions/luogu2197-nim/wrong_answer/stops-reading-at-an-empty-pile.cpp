// wrong_answer: stops reading a test's piles at the first empty pile (break where continue was meant), so the rest of the test is read as the next tests
#include <cstdio>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            if (a == 0) break;
            x ^= a;
        }
        puts(x ? "Yes" : "No");
    }
    return 0;
}
