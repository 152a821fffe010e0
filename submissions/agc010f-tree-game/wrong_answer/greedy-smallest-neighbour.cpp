// wrong_answer: a greedy that only tries the move to the neighbour with the fewest stones (win iff that neighbour has fewer stones than v and loses), missing a winning move to another neighbour with fewer stones
#include <iostream>
#include <vector>
using namespace std;

int n;
vector<long long> a;
vector<vector<int>> adj;

bool win(int v, int parent) {
    int best = -1;
    for (int u : adj[v])
        if (u != parent && (best == -1 || a[u] < a[best])) best = u;
    return best != -1 && a[best] < a[v] && !win(best, v);
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
