// time_limit_exceeded: tries every first take k = 1, 2, ... and tests whether the opponent's position (n - k, at most 2k) is lost by the rule "lost iff the cap is below the least Zeckendorf term of what is left": O(answer * log n), about 8*10^14 iterations when n = F(73)
#include <iostream>
#include <vector>
using namespace std;

vector<long long> f;

long long least_term(long long r) {
    long long least = r;
    for (int i = (int)f.size() - 1; i >= 0; i--) {
        if (f[i] <= r) {
            r -= f[i];
            least = f[i];
        }
    }
    return least;
}

int main() {
    long long n;
    cin >> n;
    f = {1, 2};
    while (f.back() <= n) f.push_back(f[f.size() - 1] + f[f.size() - 2]);
    for (long long k = 1; k <= n; k++) {
        long long left = n - k;
        if (left == 0 || 2 * k < least_term(left)) {
            cout << k << '\n';
            return 0;
        }
    }
    return 0;
}
