// wrong_answer: decides by the top gap alone (Alice iff A_N - A_(N-1) >= 2), missing that with adjacent top values an odd number of holes wins
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
    bool alice = a[n - 1] - a[n - 2] >= 2;
    cout << (alice ? "Alice" : "Bob") << '\n';
    return 0;
}
