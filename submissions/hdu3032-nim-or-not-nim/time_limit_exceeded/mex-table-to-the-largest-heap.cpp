// time_limit_exceeded: computes SG by its definition (mex over taking and dividing) up to the largest heap seen: right, but O(s^2) for heaps up to 2^31 - 1.
// Killed by any case with a large heap, e.g. the edge and max cases' heaps near 2^31.
#include <cstdio>
#include <vector>
using namespace std;

vector<long long> g{0};

long long sg(long long s) {
    while ((long long)g.size() <= s) {
        long long x = g.size();
        vector<char> seen(2 * x + 2, 0);
        for (long long k = 0; k < x; k++)
            if (g[k] < (long long)seen.size()) seen[g[k]] = 1;
        for (long long a = 1; a < x; a++) {
            long long v = g[a] ^ g[x - a];
            if (v < (long long)seen.size()) seen[v] = 1;
        }
        long long m = 0;
        while (seen[m]) m++;
        g.push_back(m);
    }
    return g[s];
}

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long s;
            scanf("%lld", &s);
            x ^= sg(s);
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
