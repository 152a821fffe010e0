// Codeforces 812E Sagheer and Apple Tree: https://codeforces.com/problemset/problem/812/E
// Method: staircase Nim; the nodes at depths of the leaves' parity are the heaps, S = their XOR; count the swaps leaving S = 0: C(|heaps|, 2) + C(|others|, 2) when S = 0, plus the pairs (heap u, other v) with a_u ^ a_v = S, by a map of the others' values.
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
