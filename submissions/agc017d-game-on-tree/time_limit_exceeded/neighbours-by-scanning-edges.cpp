// time_limit_exceeded: the colon principle, but each vertex's neighbours are found by scanning the whole edge list: (N - 1)^2, about 10^10 edge visits at N = 10^5.
// Over 3x the limit on every case with N near 10^5 (the max-* cases); right on every case it finishes.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> ex(n - 1), ey(n - 1);
    for (int i = 0; i < n - 1; i++) cin >> ex[i] >> ey[i];
    vector<int> order = {1}, par(n + 1, 0), g(n + 1, 0);
    par[1] = -1;
    for (size_t i = 0; i < order.size(); i++) {
        int v = order[i];
        for (int j = 0; j < n - 1; j++) {
            int u = ex[j] == v ? ey[j] : ey[j] == v ? ex[j] : 0;
            if (u != 0 && u != par[v]) {
                par[u] = v;
                order.push_back(u);
            }
        }
    }
    for (int i = (int)order.size() - 1; i > 0; i--) g[par[order[i]]] ^= g[order[i]] + 1;
    cout << (g[1] ? "Alice" : "Bob") << '\n';
    return 0;
}
