// wrong_answer: keeps only win/lose per sheet and calls a cut winning iff both pieces are lost, as if a sum of two won games were won.
// Killed by a sheet whose winning cut leaves two equal won pieces, e.g. 4 x 4 (cut into two 2 x 4, then mirror: WIN; both pieces are won alone, so it says LOSE).
#include <iostream>
using namespace std;

const int N = 201;
bool win[N][N];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int w = 2; w < N; w++) {
        for (int h = 2; h < N; h++) {
            bool good = false;
            for (int i = 2; w - i >= 2; i++)
                if (!win[i][h] && !win[w - i][h]) good = true;
            for (int j = 2; h - j >= 2; j++)
                if (!win[w][j] && !win[w][h - j]) good = true;
            win[w][h] = good;
        }
    }
    int w, h;
    while (cin >> w >> h) cout << (win[w][h] ? "WIN" : "LOSE") << '\n';
    return 0;
}
