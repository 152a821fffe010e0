// wrong_answer: a table of the 71 Fibonacci numbers 1, 2, 3, ..., F(72) = 498454011879264 ("F(72) < 10^15 < F(74)", one term short: F(73) = 806515533049393 is also at most 10^15), so a pile of F(73) or more is decomposed greedily from F(72) and its least term comes out too small.
// Killed by max-fibonacci-f73 (F(73): the answer is all of it; from F(72) the greedy pass ends at F(71) = 308061521170129).
#include <iostream>
using namespace std;

int main() {
    long long f[71];
    f[0] = 1;
    f[1] = 2;
    for (int i = 2; i < 71; i++) f[i] = f[i - 1] + f[i - 2];
    long long n;
    cin >> n;
    long long rest = n, least = n;
    for (int i = 70; i >= 0; i--)
        if (f[i] <= rest) {
            rest -= f[i];
            least = f[i];
        }
    cout << least << '\n';
    return 0;
}
