// wrong_answer: names the smallest unused number of 1..2N, forgetting 2N + 1, and stops when none is left.
// Killed when the judge leaves 2N + 1 for last (the jury does when 4 divides N: edge-n-4, max-n-1000; by chance also edge-n-1): the last turn finds 1..2N used and the output ends.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<bool> used(2 * n + 2, false);
    int next = 1;
    while (true) {
        while (next <= 2 * n && used[next]) next++;
        if (next > 2 * n) break;
        used[next] = true;
        cout << next << endl;
        int y;
        if (!(cin >> y) || y == 0) break;
        used[y] = true;
    }
    return 0;
}
