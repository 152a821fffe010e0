// wrong_answer: declares the sum lost for the first player only when every pile is lost alone (M % (L + 1) == 0 for all), instead of XORing the Grundy values.
// Killed by two nonzero piles of equal Grundy value, e.g. (M, L) = (1, 1) twice: XOR 0, Agrael wins.
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
        bool allLost = true;
        for (int i = 0; i < n; i++) {
            int m, l;
            cin >> m >> l;
            if (m % (l + 1) != 0) allLost = false;
        }
        cout << (allLost ? "Yes" : "No") << '\n';
    }
    return 0;
}
