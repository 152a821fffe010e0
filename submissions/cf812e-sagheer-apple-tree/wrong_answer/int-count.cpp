// wrong_answer: the count and the class sizes are 32-bit ints; C(|heaps|, 2) + C(|others|, 2) passes 2^31 (up to C(10^5, 2) = 4999950000) and wraps.
// Killed by max-star-xor-zero (4999850002), max-all-equal (4999950000) and max-*-tree-xor-zero (about 2.5 * 10^9, past 2^31).
// Codeforces 812E Sagheer and Apple Tree: staircase Nim, the heaps at the leaves' depth parity, S their XOR;
// count the swaps leaving S = 0 (same-class pairs when S = 0, cross pairs with a_u ^ a_v = S).
#include <iostream>
#include <algorithm>
#include <map>
#include <queue>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n + 1);
    for (int i = 1; i <= n; i++) cin >> a[i];
    vector<vector<int>> children(n + 1);
    for (int i = 2; i <= n; i++) {
        int p;
        cin >> p;
        children[p].push_back(i);
    }
    vector<int> depth(n + 1, 0);
    queue<int> q;
    q.push(1);
    int leafParity = 0;
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        if (children[v].empty()) leafParity = depth[v] % 2;
        for (int c : children[v]) {
            depth[c] = depth[v] + 1;
            q.push(c);
        }
    }
    long long s = 0;
    int heaps = 0, others = 0;
    map<long long, int> otherCount;
    for (int v = 1; v <= n; v++) {
        if (depth[v] % 2 == leafParity) {
            s ^= a[v];
            heaps++;
        } else {
            others++;
            otherCount[a[v]]++;
        }
    }
    int ans = 0;
    if (s == 0) ans = heaps * (heaps - 1) / 2 + others * (others - 1) / 2;
    for (int v = 1; v <= n; v++) {
        if (depth[v] % 2 == leafParity) {
            auto it = otherCount.find(a[v] ^ s);
            if (it != otherCount.end()) ans += it->second;
        }
    }
    cout << ans << '\n';
    return 0;
}
