// wrong_answer: takes the smaller label of each edge as the parent and adds children to parents from label N down to 2, which is right only when labels grow away from vertex 1.
// Killed by trees whose labels do not grow away from vertex 1 (the generated cases shuffle labels): random-small-11 and -14, max-random-1, max-deep-twins.
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> par(n + 1, 0), g(n + 1, 0);
    for (int i = 0; i < n - 1; i++) {
        int x, y;
        cin >> x >> y;
        if (x > y) swap(x, y);
        par[y] = x;
    }
    for (int v = n; v >= 2; v--) g[par[v]] ^= g[v] + 1;
    cout << (g[1] ? "Alice" : "Bob") << '\n';
    return 0;
}
