// wrong_answer: tries only the cuts across the width (vertical cuts), trusting that g(w, h) = g(h, w) covers the other direction; it does not, because the table entry for the other direction is computed the same wrong way.
// Killed by a sheet whose winning cuts are all horizontal, e.g. 2 x 4 (cut into 2 x 2 and 2 x 2: WIN; no vertical cut exists, so it says LOSE).
#include <iostream>
using namespace std;

const int N = 201;
int sg[N][N];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int w = 2; w < N; w++) {
        for (int h = 2; h < N; h++) {
            bool seen[N] = {};
            for (int i = 2; w - i >= 2; i++) seen[sg[i][h] ^ sg[w - i][h]] = true;
            int m = 0;
            while (seen[m]) m++;
            sg[w][h] = m;
        }
    }
    int w, h;
    while (cin >> w >> h) cout << (sg[w][h] ? "WIN" : "LOSE") << '\n';
    return 0;
}
