// wrong_answer: takes the strategy-stealing case as A_N - A_(N-1) > 2 (a gap of 3 or more), so a gap of exactly 2 falls to the parity rule
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
    bool alice = a[n - 1] - a[n - 2] > 2 || (a[n - 1] + 1 - n) % 2 == 1;
    cout << (alice ? "Alice" : "Bob") << '\n';
    return 0;
}
