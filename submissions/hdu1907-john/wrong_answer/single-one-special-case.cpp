// wrong_answer: plays normal Nim (XOR != 0) with only the sample's special case, one pile of 1, patched in; misses the rest of anti-Nim's all-ones rule.
// Killed by all-ones positions other than a single 1, e.g. 1 1 (John wins; XOR 0 says Brother) or 1 1 1.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        int x = 0;
        vector<int> a(n);
        for (auto &v : a) {
            cin >> v;
            x ^= v;
        }
        bool john = x != 0;
        if (n == 1 && a[0] == 1) john = false;
        cout << (john ? "John" : "Brother") << '\n';
    }
    return 0;
}
