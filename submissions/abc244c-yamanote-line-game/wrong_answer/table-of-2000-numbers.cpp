// wrong_answer: keeps the numbers in a table of 2000 (taking 2N + 1 <= 2000) and names the smallest unused one in it, so with N = 1000 the number 2001 is never named.
// Killed by max-n-1000, where the jury leaves 2001 for last: the program's last turn finds 1..2000 used and the output ends.
#include <iostream>
using namespace std;

const int MAXV = 2000;
bool used[MAXV + 2];

int main() {
    int n;
    cin >> n;
    while (true) {
        int x = 1;
        while (x <= MAXV && (x > 2 * n + 1 || used[x])) x++;
        if (x > MAXV) break;
        used[x] = true;
        cout << x << endl;
        int y;
        if (!(cin >> y) || y == 0) break;
        if (y <= MAXV) used[y] = true;
    }
    return 0;
}
