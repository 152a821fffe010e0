// wrong_answer: the run of value 2 is started at 50625^2 (the square of the last pile worth 3) instead of 50626^2, so piles in [50625^2, 50626^2 - 1] are worth 2 instead of 1.
// Killed by a pile of 2562991875 = 50626^2 - 1 beside a pile of value 1 (edge-boundary-2562991875); an even number of such piles cancels in the XOR.
// Codeforces 255E Furlo and Rublo and Game: the window [x^(1/4), sqrt x] of a pile
// changes only when sqrt x reaches the start of a run or x^(1/4) passes the end of
// one, so the Grundy values are constant on intervals; Furlo wins iff the XOR != 0.
#include <iostream>
#include <algorithm>
using namespace std;

// where each run of equal Grundy values starts, and its value
const long long START[] = {0,
                           4,                    // 2^2: sqrt x reaches 2
                           4 * 4,                // sqrt x reaches 4 (value 1)
                           3 * 3 * 3 * 3 + 1,    // x^(1/4) passes 3 (value 0 leaves)
                           82 * 82,              // sqrt x reaches 82 (value 0)
                           15 * 15 * 15 * 15 + 1,  // x^(1/4) passes 15 (value 1 leaves)
                           50625LL * 50625,      // sqrt x reaches the value-1 run
                           6723LL * 6723 * 6723 * 6723 + 1};
const int VALUE[] = {0, 1, 2, 0, 3, 1, 2, 0};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    int res = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        cin >> a;
        int k = upper_bound(START, START + 8, a) - START - 1;
        res ^= VALUE[k];
    }
    cout << (res ? "Furlo" : "Rublo") << '\n';
    return 0;
}
