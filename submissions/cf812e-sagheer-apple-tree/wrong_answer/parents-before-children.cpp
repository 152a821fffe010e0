// wrong_answer: depths are filled in index order, depth[i] = depth[p_i] + 1, as if every parent had a smaller number; the statement does not promise p_i < i, and a parent numbered after its child still has depth 0 then.
// Killed by edge-path-parents-after-children and the shuffled max cases (max-path, max-all-equal, max-*-tree-xor-zero).
// Codeforces 812E Sagheer and Apple Tree: staircase Nim, the heaps at the leaves' depth parity, S their XOR;
// count the swaps leaving S = 0 (same-class pairs when S = 0, cross pairs with a_u ^ a_v = S).
#include <iostream>
#include <algorithm>
#include <map>
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
    int leafParity = 0;
    vector<int> parent(n + 1, 0);
    for (int p = 1; p <= n; p++)
        for (int c : children[p]) parent[c] = p;
    for (int v = 2; v <= n; v++) depth[v] = depth[parent[v]] + 1;
    for (int v = 1; v <= n; v++)
        if (children[v].empty()) leafParity = depth[v] % 2;
    long long s = 0, heaps = 0, others = 0;
    map<long long, long long> otherCount;
    for (int v = 1; v <= n; v++) {
        if (depth[v] % 2 == leafParity) {
            s ^= a[v];
            heaps++;
        } else {
            others++;
            otherCount[a[v]]++;
        }
    }
    long long ans = 0;
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
