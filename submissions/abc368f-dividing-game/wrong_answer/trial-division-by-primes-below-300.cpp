// wrong_answer: counts prime factors by trial division with the primes below 300 only ("sqrt(10^5) is about 316, 300 will do") and counts what is left above 1 as one more prime, so a value with two prime factors of 307 or more (307 * 307 = 94249, ..., 313 * 317 = 99221) is given Omega 1 instead of 2.
// Killed by edge-313-times-317-beside-4 (99221 = 313 * 317 beside 4: 2 ^ 2 = 0, Bruno; Omega 1 for 99221 says Anna). No other stored case did: max-n-random-1 and -2 hold 13 and 80 such values, but their nim-sums are non-zero with the error and without.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    vector<int> primes;
    for (int p = 2; p < 300; p++) {
        bool prime = true;
        for (int q : primes)
            if (p % q == 0) prime = false;
        if (prime) primes.push_back(p);
    }
    int n;
    cin >> n;
    int x = 0;
    for (int i = 0; i < n; i++) {
        int a;
        cin >> a;
        int omega = 0;
        for (int p : primes)
            while (a % p == 0) {
                a /= p;
                omega++;
            }
        if (a > 1) omega++;
        x ^= omega;
    }
    cout << (x ? "Anna" : "Bruno") << '\n';
    return 0;
}
