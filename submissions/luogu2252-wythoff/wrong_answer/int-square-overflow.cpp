// wrong_answer: forms 5 * d * d in int, which overflows once d > 20724, so the square root is taken of a wrapped (often negative) value.
// Killed by losing pairs with a difference above 20724: max-largest-losing (d = 381966011) and the max-double-off-<d>-losing cases.
#include <iostream>
#include <cmath>
#include <utility>
using namespace std;

int main() {
    int a, b;
    cin >> a >> b;
    if (a > b) swap(a, b);
    int d = b - a;
    long long v = 5 * d * d;  // int product: wraps before the widening
    long long r = (long long)sqrtl((long double)v);
    long long k = (d + r) / 2;
    cout << (a == k ? 0 : 1) << '\n';
    return 0;
}
