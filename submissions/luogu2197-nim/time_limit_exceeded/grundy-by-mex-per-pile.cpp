// time_limit_exceeded: the Grundy value of each pile by its definition (the mex of the values of all smaller piles), recomputed from scratch for every pile: O(a^2) per pile, about 5*10^11 steps on 10 tests of 10^4 piles near 10^4
#include <cstdio>
#include <vector>
using namespace std;

// g(a) = mex{g(b) : b < a}, tabulated from 0 up to a each time.
int grundy(int a) {
    vector<int> g(a + 1);
    for (int v = 0; v <= a; v++) {
        vector<bool> seen(v + 1, false);
        for (int b = 0; b < v; b++) seen[g[b]] = true;
        int m = 0;
        while (seen[m]) m++;
        g[v] = m;
    }
    return g[a];
}

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            x ^= grundy(a);
        }
        puts(x ? "Yes" : "No");
    }
    return 0;
}
