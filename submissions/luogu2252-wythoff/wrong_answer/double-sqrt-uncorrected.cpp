// wrong_answer: takes floor(sqrt(5 d^2)) with a double square root and no integer correction; 5 d^2 above 2^53 is rounded, so the root is off by one for some d.
// Killed by max-double-off-102334155-losing and the other max-double-off-<d> pairs where the rounded root is one too large or too small.
#include <iostream>
#include <cmath>
#include <utility>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    if (a > b) swap(a, b);
    long long d = b - a;
    long long r = (long long)sqrt((double)(5 * d * d));
    long long k = (d + r) / 2;
    cout << (a == k ? 0 : 1) << '\n';
    return 0;
}
