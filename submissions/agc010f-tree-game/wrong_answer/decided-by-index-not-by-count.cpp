// wrong_answer: the one-pass method (each vertex decided from its neighbours with fewer stones) run in index order, without sorting by the counts, so a neighbour with fewer stones but a larger index is read before it is decided (as losing)
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n + 1);
    vector<vector<int>> adj(n + 1);
    for (int i = 1; i <= n; i++) cin >> a[i];
    for (int i = 0; i < n - 1; i++) {
        int x, y;
        cin >> x >> y;
        adj[x].push_back(y);
        adj[y].push_back(x);
    }
    vector<bool> win(n + 1, false);
    for (int v = 1; v <= n; v++)
        for (int u : adj[v])
            if (a[u] < a[v] && !win[u]) win[v] = true;
    bool first = true;
    for (int v = 1; v <= n; v++)
        if (win[v]) {
            if (!first) cout << ' ';
            cout << v;
            first = false;
        }
    cout << '\n';
    return 0;
}
