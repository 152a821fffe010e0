// wrong_answer: the removed total is kept in a 32-bit int, which wraps once it passes 2^31 - 1 (70 removed heaps near 10^9 make over 10^10)
#include <algorithm>
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    int k;
    scanf("%d", &k);
    vector<int> a(k);
    for (auto &x : a) scanf("%d", &x);
    sort(a.rbegin(), a.rend());
    int basis[31] = {0};
    int removed = 0;
    for (int x : a) {
        int v = x;
        bool inserted = false;
        for (int b = 30; b >= 0; b--) {
            if (!(v >> b & 1)) continue;
            if (!basis[b]) {
                basis[b] = v;
                inserted = true;
                break;
            }
            v ^= basis[b];
        }
        if (!inserted) removed += x;
    }
    printf("%d\n", removed);
    return 0;
}
