// AtCoder ABC244 C Yamanote Line Game: https://atcoder.jp/contests/abc244/tasks/abc244_c
// Method: interactive; name the smallest unused number of 1..2N+1 (any legal play wins), flushing each line.
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
        while (used[next]) next++;
        used[next] = true;
        cout << next << endl;
        int y;
        if (!(cin >> y) || y == 0) break;
        used[y] = true;
    }
    return 0;
}
