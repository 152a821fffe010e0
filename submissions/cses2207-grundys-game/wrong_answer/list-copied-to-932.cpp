// wrong_answer: a hard-coded list of the heaps with Grundy value 0 copied only up to 932 (1222 missing)
#include <algorithm>
#include <cstdio>
#include <set>
using namespace std;

int main() {
    const set<int> second = {1,   2,   4,   7,   10,  20,  23,  26,  50,  53,  270, 273, 276, 282,
                             285, 288, 316, 334, 337, 340, 346, 359, 362, 365, 386, 389, 392, 566,
                             630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932};
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        puts(second.count(n) ? "second" : "first");
    }
    return 0;
}
