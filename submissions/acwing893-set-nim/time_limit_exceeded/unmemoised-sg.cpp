// time_limit_exceeded: the Grundy recursion without its memo: exponential in h / min(S), far beyond 10^9 calls for a pile of 10^4 and small moves.
// Too slow on any stored case with a large pile and several small moves (edge-one-max-pile-k-100 and the max cases).
#include <iostream>
using namespace std;

int k, n;
int s[110];

int sg(int x) {
    bool seen[110] = {};
    for (int i = 0; i < k; i++)
        if (x >= s[i]) seen[sg(x - s[i])] = true;
    int m = 0;
    while (seen[m]) m++;
    return m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> k;
    for (int i = 0; i < k; i++) cin >> s[i];
    cin >> n;
    int res = 0;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        res ^= sg(x);
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
