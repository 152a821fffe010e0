// time_limit_exceeded: a win/lose recursion over the heap size without a memo: exponential in n (it recomputes every smaller heap along every line of play), hopeless at n = 1000.
// Too slow on every stored case with large heaps (the max-c-random and edge cases; the sample's n = 23 still finishes).
#include <iostream>
using namespace std;

int m;

bool wins(int n) {
    for (int k = 1; k <= m && k <= n; k++)
        if (!wins(n - k)) return true;
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int c;
    cin >> c;
    while (c--) {
        int n;
        cin >> n >> m;
        cout << (wins(n) ? "first" : "second") << '\n';
    }
    return 0;
}
