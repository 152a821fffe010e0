// wrong_answer: the table of Omega (prime factors with multiplicity) has room for 10^5 but its sieve runs for i < 10^5, so Omega(10^5) stays 0 and a pile of 100000 = 2^5 * 5^5 (Omega 10) counts as a pile with no move.
// Killed by edge-one-max (10^5 alone: Omega 10, Anna; the unfilled 0 says Bruno).
#include <iostream>
using namespace std;

const int MAXA = 100000;
int spf[MAXA + 1], cnt[MAXA + 1];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int i = 2; i < MAXA; i++) {
        if (spf[i] == 0)
            for (int j = i; j <= MAXA; j += i)
                if (spf[j] == 0) spf[j] = i;
        cnt[i] = cnt[i / spf[i]] + 1;
    }
    int n;
    cin >> n;
    int x = 0;
    for (int i = 0; i < n; i++) {
        int a;
        cin >> a;
        x ^= cnt[a];
    }
    cout << (x ? "Anna" : "Bruno") << '\n';
    return 0;
}
