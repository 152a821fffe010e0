// wrong_answer: plays normal Nim on s_i - 1 ("the last apple is poison, so drop one from each row").
// Killed by positions where XOR(s_i - 1) and the SJ theorem disagree, e.g. 1 1 (Yes; the XOR of 0 and 0 says No).
#include <cstdio>
using namespace std;

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int x = 0;
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            x ^= a - 1;
        }
        puts(x ? "Yes" : "No");
    }
    return 0;
}
