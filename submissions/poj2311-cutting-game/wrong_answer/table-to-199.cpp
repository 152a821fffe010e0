// wrong_answer: the Grundy table is filled for sides below 200 only (loop bound off by one), so a sheet with a side of 200 reads an unfilled 0.
// Killed by a sheet with W or H = 200 and a nonzero value, e.g. 2 x 200 (value 1: WIN; it reads 0 and says LOSE).
#include <iostream>
using namespace std;

const int N = 201;
int sg[N][N];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int w = 2; w < 200; w++) {
        for (int h = 2; h < 200; h++) {
            bool seen[N] = {};
            for (int i = 2; w - i >= 2; i++) seen[sg[i][h] ^ sg[w - i][h]] = true;
            for (int j = 2; h - j >= 2; j++) seen[sg[w][j] ^ sg[w][h - j]] = true;
            int m = 0;
            while (seen[m]) m++;
            sg[w][h] = m;
        }
    }
    int w, h;
    while (cin >> w >> h) cout << (sg[w][h] ? "WIN" : "LOSE") << '\n';
    return 0;
}
