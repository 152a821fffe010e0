// AtCoder AGC010 F Tree Game: https://atcoder.jp/contests/agc010/tasks/agc010_f
// Method: the editorial's per-start recursion, O(N^2): from each start vertex, win(v, parent) = some neighbour u != parent with A[u] < A[v] and !win(u, v).
#include <iostream>
#include <vector>
using namespace std;

int n;
vector<long long> a;
vector<vector<int>> adj;

bool win(int v, int parent) {
    for (int u : adj[v])
        if (u != parent && a[u] < a[v] && !win(u, v)) return true;
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n;
    a.resize(n + 1);
    adj.assign(n + 1, {});
    for (int i = 1; i <= n; i++) cin >> a[i];
    for (int i = 0; i < n - 1; i++) {
        int x, y;
        cin >> x >> y;
        adj[x].push_back(y);
        adj[y].push_back(x);
    }
    bool first = true;
    for (int v = 1; v <= n; v++)
        if (win(v, 0)) {
            if (!first) cout << ' ';
            cout << v;
            first = false;
        }
    cout << '\n';
    return 0;
}
