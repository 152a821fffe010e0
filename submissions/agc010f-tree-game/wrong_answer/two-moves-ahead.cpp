// wrong_answer: looks only two moves ahead: v wins iff some neighbour u with fewer stones has no neighbour with fewer stones than u (a chain of three or more decreasing vertices is judged wrongly)
#include <iostream>
#include <vector>
using namespace std;

int n;
vector<long long> a;
vector<vector<int>> adj;

bool hasSmaller(int u) {
    for (int w : adj[u])
        if (a[w] < a[u]) return true;
    return false;
}

bool win(int v, int parent) {
    for (int u : adj[v])
        if (u != parent && a[u] < a[v] && !hasSmaller(u)) return true;
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
