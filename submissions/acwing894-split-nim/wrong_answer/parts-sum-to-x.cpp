// wrong_answer: reads "split into two smaller piles" as a split of the x stones (i + j = x, both at least 1), not any two piles each below x.
// Killed by a single pile of 3 (Grundy value 4: Yes; its split 2 + 1 alone gives value 0: No).
#include <iostream>
#include <algorithm>
#include <cstring>
#include <unordered_set>
using namespace std;

const int N = 110;
int n;
int f[N];

int sg(int x) {
    if (f[x] != -1) return f[x];
    unordered_set<int> S;
    for (int i = 1; i < x; i++) S.insert(sg(i) ^ sg(x - i));
    for (int i = 0;; i++)
        if (!S.count(i)) return f[x] = i;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n;
    memset(f, -1, sizeof f);
    int res = 0;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        res ^= sg(x);
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
