// wrong_answer: prints -1 when the removed total is 0, reading "nothing to remove" as "no winning choice" (one heap, or independent heaps, answer 0)
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
    if (removed == 0)
        cout << -1 << '\n';
    else
        cout << removed << '\n';
    return 0;
}
