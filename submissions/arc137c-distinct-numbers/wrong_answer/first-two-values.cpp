// wrong_answer: looks at the gap between the two smallest values (a[1] - a[0]) instead of the two largest
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
    bool alice = a[1] - a[0] >= 2 || (a[n - 1] + 1 - n) % 2 == 1;
    cout << (alice ? "Alice" : "Bob") << '\n';
    return 0;
}
