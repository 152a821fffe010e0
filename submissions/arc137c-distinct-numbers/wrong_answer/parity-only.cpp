// wrong_answer: decides by the parity of the missing values below A_N alone, as if every game filled the holes one by one; a top gap of 2 or more wins whatever the parity
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
    bool alice = (a[n - 1] + 1 - n) % 2 == 1;
    cout << (alice ? "Alice" : "Bob") << '\n';
    return 0;
}
