// wrong_answer: Grundy values by the mex definition only up to 1000, "first" for every larger heap: misses the last heap with value 0, 1222
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    const int LIM = 1000;
    vector<int> g(LIM + 1, 0);
    for (int n = 3; n <= LIM; n++) {
        vector<bool> seen(n + 1, false);
        for (int a = 1; a < n - a; a++) seen[g[a] ^ g[n - a]] = true;
        int m = 0;
        while (seen[m]) m++;
        g[n] = m;
    }
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        puts(n > LIM || g[n] != 0 ? "first" : "second");
    }
    return 0;
}
