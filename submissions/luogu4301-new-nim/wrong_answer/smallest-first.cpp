// wrong_answer: inserts the heaps into the basis from the smallest up, so it keeps small heaps and removes a larger one that depends on them (1 2 3: removes 3 instead of 1)
#include <iostream>
#include <algorithm>
#include <vector>
using namespace std;

int main() {
    int k;
    cin >> k;
    vector<long long> a(k);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long basis[31] = {0};
    long long removed = 0;
    for (long long x : a) {
        long long v = x;
        bool inserted = false;
        for (int b = 30; b >= 0; b--) {
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
