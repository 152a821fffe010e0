// wrong_answer: takes each mex in a 16-bit mask of the options' values (unsigned short: "the values printed for small heaps stay below 16"), dropping values of 16 and more, so the mex is capped at 16; the first heap worth 16 or more is 321, and the capped table turns the losing heaps 932 and 1222 into wins (a cap of 24 or more changes no answer up to 2000).
// Killed by max-t-mixed (heaps 932 and 1222 among the zeros: second; the capped table says first), then max-t-zeros, table-every-heap-to-1300 (token 932) and table-zeros-and-neighbours.
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    const int LIM = 2000;
    vector<int> g(LIM + 1, 0);
    for (int n = 3; n <= LIM; n++) {
        unsigned short mask = 0;
        for (int a = 1; a < n - a; a++) {
            int v = g[a] ^ g[n - a];
            if (v < 16) mask |= (unsigned short)(1u << v);
        }
        int m = 0;
        while (m < 16 && (mask >> m & 1)) m++;
        g[n] = m;
    }
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        bool first = n > LIM ? true : g[n] != 0;
        puts(first ? "first" : "second");
    }
    return 0;
}
