// AtCoder ARC137 C Distinct Numbers: https://atcoder.jp/contests/arc137/tasks/arc137_c
// Method: strategy stealing: Alice wins iff A_N - A_(N-1) >= 2, or the number of missing values below A_N (A_N + 1 - N) is odd.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    bool alice = a[n - 1] - a[n - 2] >= 2 || (a[n - 1] + 1 - n) % 2 == 1;
    cout << (alice ? "Alice" : "Bob") << '\n';
    return 0;
}
