// wrong_answer: compares the first pile read with floor(d * phi) instead of the smaller pile, so a losing pair given larger pile first is called a win.
// Killed by a losing pair stored larger pile first (edge-larger-first, max-largest-losing-swapped).
#include <iostream>
#include <cmath>
#include <cstdlib>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    long long d = llabs(b - a);
    unsigned long long v = 5ULL * d * d;
    unsigned long long r = (unsigned long long)sqrtl((long double)v);
    while (r * r > v) r--;
    while ((r + 1) * (r + 1) <= v) r++;
    long long k = (d + (long long)r) / 2;
    cout << (a == k ? 0 : 1) << '\n';
    return 0;
}
