// wrong_answer: reads the first pile into the XOR's seed and then XORs it again (loop from 0 after res = a_1), so the first pile cancels.
// Killed by a single pile (n = 1: it answers No) or any position where the XOR with a_1 and the XOR without it differ in being 0, e.g. 1 2 3.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto &v : a) cin >> v;
    int res = a[0];
    for (int i = 0; i < n; i++) res ^= a[i];
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
