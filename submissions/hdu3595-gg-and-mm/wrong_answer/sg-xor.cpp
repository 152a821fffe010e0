// wrong_answer: treats the games as an ordinary sum: the XOR of each game's Sprague-Grundy value (mex over its moves), not the Every-SG steps.
// Killed by e.g. two games (1, 1) (MM empties both at once; the XOR 1 ^ 1 = 0 says GG).
#include <algorithm>
#include <cstdio>
#include <set>
using namespace std;

int sg[1001][1001];
bool done[1001][1001];

int grundy(int a, int b) {  // a <= b
    if (a == 0) return 0;
    if (done[a][b]) return sg[a][b];
    set<int> seen;
    for (int k = 1; k * a <= b; k++) {
        int c = b - k * a;
        seen.insert(grundy(min(a, c), max(a, c)));
    }
    int m = 0;
    while (seen.count(m)) m++;
    done[a][b] = true;
    return sg[a][b] = m;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int x = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            scanf("%d %d", &p, &q);
            x ^= grundy(min(p, q), max(p, q));
        }
        puts(x ? "MM" : "GG");
    }
    return 0;
}
