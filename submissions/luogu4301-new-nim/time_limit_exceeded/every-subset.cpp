// time_limit_exceeded: tries every subset of heaps to keep (2^k of them) and checks each for a xor-0 sub-subset with a basis: right, but 2^100 subsets at k = 100
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int k;
    cin >> k;
    vector<long long> a(k);
    long long total = 0;
    for (auto &x : a) {
        cin >> x;
        total += x;
    }
    long long best = -1;
    // k <= 100: the mask is a 128-bit counter.
    unsigned __int128 subsets = (unsigned __int128)1 << k;
    for (unsigned __int128 mask = 1; mask < subsets; mask++) {
        long long basis[31] = {0};
        long long kept = 0;
        bool ok = true;
        for (int i = 0; i < k && ok; i++) {
            if (!(mask >> i & 1)) continue;
            long long v = a[i];
            for (int b = 30; b >= 0 && v; b--) {
                if (!(v >> b & 1)) continue;
                if (!basis[b]) {
                    basis[b] = v;
                    break;
                }
                v ^= basis[b];
            }
            if (v == 0) ok = false;
            kept += a[i];
        }
        if (ok && (best < 0 || total - kept < best)) best = total - kept;
    }
    cout << best << '\n';
    return 0;
}
