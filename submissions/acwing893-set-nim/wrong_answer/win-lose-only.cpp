// wrong_answer: keeps only whether each pile is a win (Grundy value != 0) and XORs those bits, dropping the Grundy values themselves.
// Killed by two winning piles of different Grundy values, e.g. values 1 and 2 (XOR 3: Yes; win bits 1 ^ 1 = 0: No).
#include <iostream>
#include <cstring>
using namespace std;

const int N = 10010;
int k, n;
int s[110], f[N];

bool win(int x) {
    if (f[x] != -1) return f[x];
    for (int i = 0; i < k; i++)
        if (x >= s[i] && !win(x - s[i])) return f[x] = 1;
    return f[x] = 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> k;
    for (int i = 0; i < k; i++) cin >> s[i];
    cin >> n;
    memset(f, -1, sizeof f);
    int res = 0;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        res ^= win(x);
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
