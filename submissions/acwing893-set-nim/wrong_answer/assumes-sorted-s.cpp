// wrong_answer: stops scanning the moves at the first s_i larger than the pile, as if S were given sorted (it is not).
// Killed by an S given out of increasing order where a move after a larger one matters, e.g. S = {5, 2} and one pile of 2 (take 2: Yes; it stops at 5 and says No).
#include <iostream>
#include <algorithm>
#include <cstring>
#include <unordered_set>
using namespace std;

const int N = 10010;
int k, n;
int s[110], f[N];

int sg(int x) {
    if (f[x] != -1) return f[x];
    unordered_set<int> S;
    for (int i = 0; i < k; i++) {
        if (s[i] > x) break;
        S.insert(sg(x - s[i]));
    }
    for (int i = 0;; i++)
        if (!S.count(i)) return f[x] = i;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> k;
    for (int i = 0; i < k; i++) cin >> s[i];
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
