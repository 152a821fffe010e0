// wrong_answer: plays normal Nim (Yes iff the XOR of the rows is not 0), forgetting that the last apple loses.
// Killed by rows of single apples, e.g. 1 1 (Yes: take one, the opponent takes the last; the XOR 0 says No).
#include <cstdio>
using namespace std;

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int x = 0;
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            x ^= a;
        }
        puts(x ? "Yes" : "No");
    }
    return 0;
}
