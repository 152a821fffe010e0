// wrong_answer: looks for the mex among 0..7 only ("the values stay small"), giving 8 when all of them are taken; but 264 sheets up to 200 x 200 are worth 8 (the first 2 x 71) and 264 are worth 9 (the first 2 x 88), so those worth 9 are given 8 and the errors spread through the table.
// Killed by edge-sides-2-3-199-200 (line 315: LOSE, the capped table says WIN), then max-every-sheet-to-200.
#include <iostream>
using namespace std;

const int N = 201;
int sg[N][N];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int w = 2; w < N; w++)
        for (int h = 2; h < N; h++) {
            bool seen[16] = {};
            for (int i = 2; w - i >= 2; i++) seen[sg[i][h] ^ sg[w - i][h]] = true;
            for (int j = 2; h - j >= 2; j++) seen[sg[w][j] ^ sg[w][h - j]] = true;
            int m = 0;
            while (m < 8 && seen[m]) m++;
            sg[w][h] = m;
        }
    int w, h;
    while (cin >> w >> h) cout << (sg[w][h] ? "WIN" : "LOSE") << '\n';
    return 0;
}
