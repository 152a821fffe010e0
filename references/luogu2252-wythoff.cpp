// Luogu P2252 [SHOI2002] 取石子游戏 (Wythoff's game): https://www.luogu.com.cn/problem/P2252
// Method: Wythoff: with a <= b, d = b - a, the mover loses iff a = floor(d * phi) = (d + floor(sqrt(5 d^2))) / 2, the square root taken exactly in integers.
#include <iostream>
#include <cmath>
#include <utility>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long a, b;
    cin >> a >> b;
    if (a > b) swap(a, b);
    long long d = b - a;
    // floor(d * sqrt(5)) exactly: a double estimate of sqrt(5 d^2), then corrected
    unsigned long long v = 5ULL * d * d;
    unsigned long long r = (unsigned long long)sqrtl((long double)v);
    while (r * r > v) r--;
    while ((r + 1) * (r + 1) <= v) r++;
    long long k = (d + (long long)r) / 2;
    cout << (a == k ? 0 : 1) << '\n';
    return 0;
}
