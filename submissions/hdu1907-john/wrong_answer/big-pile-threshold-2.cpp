// wrong_answer: counts a pile as "big" only when it is > 2 (off by one at the anti-Nim boundary), so positions of 1s and 2s are treated as all-ones.
// Killed by piles of 1s and 2s only where the two rules differ, e.g. 2 2 (XOR 0: Brother; its all-ones rule says John).
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        int x = 0, ones = 0;
        bool big = false;
        for (int i = 0; i < n; i++) {
            int a;
            cin >> a;
            x ^= a;
            if (a > 2) big = true;
            if (a == 1) ones++;
        }
        bool john = big ? (x != 0) : (ones % 2 == 0);
        cout << (john ? "John" : "Brother") << '\n';
    }
    return 0;
}
