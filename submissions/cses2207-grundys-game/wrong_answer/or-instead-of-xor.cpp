// wrong_answer: combines the two heaps' Grundy values with | instead of ^ when taking the mex
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    const int LIM = 2000;
    vector<int> g(LIM + 1, 0);
    for (int n = 3; n <= LIM; n++) {
        vector<bool> seen(2 * n + 2, false);
        for (int a = 1; a < n - a; a++) seen[g[a] | g[n - a]] = true;
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
