// wrong_answer: the win/lose table is filled for n < 1000 only (loop bound off by one), so n = 1000 reads an unfilled "lose".
// Killed by n = 1000 with 1000 % (m + 1) != 0, e.g. n = 1000, m = 2.
#include <iostream>
#include <cstring>
using namespace std;

bool win[1001];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int c;
    cin >> c;
    while (c--) {
        int n, m;
        cin >> n >> m;
        memset(win, 0, sizeof win);
        for (int i = 1; i < 1000; i++)
            for (int k = 1; k <= m && k <= i; k++)
                if (!win[i - k]) {
                    win[i] = true;
                    break;
                }
        cout << (win[n] ? "first" : "second") << '\n';
    }
    return 0;
}
