// time_limit_exceeded: a win / lose table over every cell 0..n for each game (win[i] = some move reaches a losing cell): right, but 10^9 steps per game
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, k;
        scanf("%d %d", &n, &k);
        vector<bool> win(n + 1, false);
        for (int i = 1; i <= n; i++) {
            bool w = !win[i - 1];
            if (i >= 2 && !win[i - 2]) w = true;
            if (i >= k && !win[i - k]) w = true;
            win[i] = w;
        }
        puts(win[n] ? "Alice" : "Bob");
    }
    return 0;
}
