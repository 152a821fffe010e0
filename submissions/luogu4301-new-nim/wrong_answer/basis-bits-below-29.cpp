// wrong_answer: the basis has rows for bits 28..0 only (as if 10^9 < 2^29), so a heap whose bit 29 is all that is left after reduction counts as dependent and is removed
#include <iostream>
#include <algorithm>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k;
    cin >> k;
    vector<long long> a(k);
    for (auto &x : a) cin >> x;
    sort(a.rbegin(), a.rend());
    long long basis[29] = {0};
    long long removed = 0;
    for (long long x : a) {
        long long v = x;
        bool inserted = false;
        for (int b = 28; b >= 0; b--) {
            if (!(v >> b & 1)) continue;
            if (!basis[b]) {
                basis[b] = v;
                inserted = true;
                break;
            }
            v ^= basis[b];
        }
        if (!inserted) removed += x;
    }
    cout << removed << '\n';
    return 0;
}
