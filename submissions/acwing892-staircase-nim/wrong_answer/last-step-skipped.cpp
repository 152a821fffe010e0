// wrong_answer: the loop stops one step early (i < n), so step n never enters the XOR.
// Killed by an odd n where step n decides, e.g. one step (n = 1: it answers No).
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n + 1);
    for (int i = 1; i <= n; i++) cin >> a[i];
    int res = 0;
    for (int i = 1; i < n; i += 2) res ^= a[i];
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
