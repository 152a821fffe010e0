// wrong_answer: decides by the parity of the total number of stones (as if every move took one stone) instead of the XOR of the piles
#include <cstdio>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        long long sum = 0;
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            sum += a;
        }
        puts(sum % 2 == 1 ? "Yes" : "No");
    }
    return 0;
}
