// wrong_answer: computes floor(d * phi) in double, which rounds up past the integer for some d near 10^8.
// Killed by the max-double-off-<d> cases: the 14 differences d <= 381966011 where the double product lands on the next integer.
#include <iostream>
#include <cmath>
#include <utility>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    if (a > b) swap(a, b);
    long long d = b - a;
    double phi = (1.0 + sqrt(5.0)) / 2.0;
    long long k = (long long)(d * phi);
    cout << (a == k ? 0 : 1) << '\n';
    return 0;
}
