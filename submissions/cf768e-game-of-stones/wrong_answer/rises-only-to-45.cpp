// wrong_answer: the table of rises stops at 45 (the writer took 9 amounts as the most a pile of 60 can give), so piles of 55 to 60 are worth 9 instead of 10.
// Killed by a pile of 55 beside piles worth 10 in all (edge-boundary-55).
// Codeforces 768E Game of Stones: a pile of s is worth the largest t with
// t(t+1)/2 <= s, so its value rises by one at each triangular number; Jon
// (the second player) wins iff the XOR of the values is 0.
#include <iostream>
using namespace std;

// where the value of a pile rises: 1, 3, 6, 10, ... (t(t+1)/2)
const int RISE[] = {1, 3, 6, 10, 15, 21, 28, 36, 45};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    int x = 0;
    for (int i = 0; i < n; i++) {
        int s;
        cin >> s;
        int t = 0;
        for (int r : RISE)
            if (s >= r) t++;
        x ^= t;
    }
    cout << (x == 0 ? "YES" : "NO") << '\n';
    return 0;
}
