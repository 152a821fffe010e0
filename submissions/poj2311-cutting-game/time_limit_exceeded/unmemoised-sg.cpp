// time_limit_exceeded: the Grundy recursion over sheets without a memo: every cut recomputes both pieces from scratch, exponential in W + H.
// Too slow on max-every-sheet-to-200 and edge-sides-2-3-199-200, whose sheets reach 200 x 200.
#include <iostream>
using namespace std;

int sg(int w, int h) {
    bool seen[64] = {};
    for (int i = 2; w - i >= 2; i++) seen[sg(i, h) ^ sg(w - i, h)] = true;
    for (int j = 2; h - j >= 2; j++) seen[sg(w, j) ^ sg(w, h - j)] = true;
    int m = 0;
    while (seen[m]) m++;
    return m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int w, h;
    while (cin >> w >> h) cout << (sg(w, h) ? "WIN" : "LOSE") << '\n';
    return 0;
}
