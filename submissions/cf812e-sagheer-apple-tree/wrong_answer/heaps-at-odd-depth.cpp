// wrong_answer: the heaps are taken at odd depths whatever the leaves' depth, as in every sample; when the leaves lie at even depths the classes are swapped.
// Killed by edge-leaves-at-even-depth and the random-small cases with leaves at even depths.
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
    int leafParity = 1;  // the samples' leaves are all at odd depths
    while (!q.empty()) {
        int v = q.front();
        q.pop();
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
