// time_limit_exceeded: each pile's Grundy value by a memoised search over (stones left, amounts already taken), with the memo made afresh for every pile: a pile of 60 alone visits some 10^5 states, and 600000 piles repeat that work.
// Right wherever it finishes; far over the limit on max-n-paired, max-n-random and max-n-odd-count-of-60.
// Codeforces 768E Game of Stones: Sprague-Grundy; a pile's state is the stones left and the set of
// amounts already taken from it; Jon (the second player) wins iff the XOR of the values is 0.
#include <iostream>
#include <algorithm>
#include <unordered_map>
#include <vector>
using namespace std;
typedef unsigned long long u64;

int grundy(int left, u64 used, unordered_map<u64, int> &memo) {
    u64 key = used << 6 | left;
    auto it = memo.find(key);
    if (it != memo.end()) return it->second;
    vector<bool> seen(64, false);
    for (int a = 1; a <= left; a++)
        if (!(used >> a & 1)) seen[grundy(left - a, used | 1ULL << a, memo)] = true;
    int m = 0;
    while (seen[m]) m++;
    return memo[key] = m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    int x = 0;
    for (int i = 0; i < n; i++) {
        int s;
        cin >> s;
        unordered_map<u64, int> memo;  // this pile's states
        x ^= grundy(s, 0, memo);
    }
    cout << (x == 0 ? "YES" : "NO") << '\n';
    return 0;
}
