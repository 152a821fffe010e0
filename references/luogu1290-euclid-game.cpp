// Luogu P1290 Euclid's game: https://www.luogu.com.cn/problem/P1290
// Method: follow the Euclidean algorithm; the player to move wins at the first step with a % b == 0 or a / b >= 2, and each step with quotient 1 is a forced move that passes the turn.
#include <iostream>
#include <utility>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int c;
    cin >> c;
    while (c--) {
        long long a, b;
        cin >> a >> b;
        if (a < b) swap(a, b);
        bool stan = true;
        while (a % b != 0 && a / b < 2) {
            long long r = a - b;
            a = b;
            b = r;
            stan = !stan;
        }
        cout << (stan ? "Stan wins" : "Ollie wins") << '\n';
    }
    return 0;
}
