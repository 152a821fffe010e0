// wrong_answer: treats any position with an empty pile as a win (take the other pile), forgetting that (0, 0) has no move and is lost.
// Killed by edge-both-empty (0 0).
#include <iostream>
#include <cmath>
#include <utility>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    if (a == 0 || b == 0) {
        cout << 1 << '\n';
        return 0;
    }
    if (a > b) swap(a, b);
    long long d = b - a;
    unsigned long long v = 5ULL * d * d;
    unsigned long long r = (unsigned long long)sqrtl((long double)v);
    while (r * r > v) r--;
    while ((r + 1) * (r + 1) <= v) r++;
    long long k = (d + (long long)r) / 2;
    cout << (a == k ? 0 : 1) << '\n';
    return 0;
}
