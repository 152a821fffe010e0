// POJ 2311 Cutting Game: http://poj.org/problem?id=2311
// Method: Sprague-Grundy on pieces with both sides >= 2 (leaving a 1 x k strip loses): g(w, h) = mex over cuts of g(i, h) ^ g(w - i, h) and g(w, j) ^ g(w, h - j), i, j >= 2; WIN iff g(W, H) != 0.
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
