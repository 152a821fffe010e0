// Codeforces 768E Game of Stones: https://codeforces.com/problemset/problem/768/E
// Method: Sprague-Grundy: a pile of s has value the largest t with t(t+1)/2 <= s; Jon (second player) wins iff the XOR == 0.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int g[61];
    for (int s = 0; s <= 60; s++) {
        int t = 0;
        while ((t + 1) * (t + 2) / 2 <= s) t++;
        g[s] = t;
    }
    int n;
    cin >> n;
    int x = 0;
    for (int i = 0; i < n; i++) {
        int s;
        cin >> s;
        x ^= g[s];
    }
    cout << (x == 0 ? "YES" : "NO") << '\n';
    return 0;
}
