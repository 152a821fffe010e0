// time_limit_exceeded: every one of the C(n, 2) swaps is tried, the new XOR of the heaps found in O(1) from S: right, but 5 * 10^9 pairs at n = 10^5.
// Right wherever it finishes; far over the limit on every max case.
// Codeforces 812E Sagheer and Apple Tree: staircase Nim, the heaps at the leaves' depth parity, S their XOR;
// a swap of u and v changes S only when they lie in different classes.
#include <iostream>
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
    vector<char> heap(n + 1);
    long long s = 0;
    for (int v = 1; v <= n; v++) {
        heap[v] = depth[v] % 2 == leafParity;
        if (heap[v]) s ^= a[v];
    }
    long long ans = 0;
    for (int u = 1; u <= n; u++)
        for (int v = u + 1; v <= n; v++) {
            long long t = s;
            if (heap[u] != heap[v]) t ^= a[u] ^ a[v];
            if (t == 0) ans++;
        }
    cout << ans << '\n';
    return 0;
}
