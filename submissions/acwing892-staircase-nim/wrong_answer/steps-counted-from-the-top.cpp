// wrong_answer: numbers the steps from the top (step n is "1"), so with n even it XORs the even steps.
// Killed by an even n where the odd steps' XOR and the even steps' XOR differ in being 0, e.g. 4 steps 1 2 3 2 (odd steps 1 ^ 3 = 2: Yes; even steps 2 ^ 2 = 0: No).
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto &v : a) cin >> v;
    int res = 0;
    for (int i = n - 1; i >= 0; i -= 2) res ^= a[i];
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
