// time_limit_exceeded: Grundy values by the mex definition up to the largest heap in the input: O(N^2 / 4), about 2.5*10^11 steps for N = 10^6
#include <algorithm>
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    vector<int> q(t);
    int top = 2;
    for (int &n : q) {
        scanf("%d", &n);
        top = max(top, n);
    }
    vector<int> g(top + 1, 0);
    for (int n = 3; n <= top; n++) {
        vector<bool> seen(n + 1, false);
        for (int a = 1; a < n - a; a++) seen[g[a] ^ g[n - a]] = true;
        int m = 0;
        while (seen[m]) m++;
        g[n] = m;
    }
    for (int n : q) puts(g[n] != 0 ? "first" : "second");
    return 0;
}
