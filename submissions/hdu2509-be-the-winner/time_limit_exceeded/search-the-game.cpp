// time_limit_exceeded: searches the misère game itself, memoised on the sorted multiset of rows: right, but the positions grow exponentially with the apples.
// Killed by any large case, e.g. the max cases' 100 rows of up to 100.
#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>
using namespace std;

map<vector<int>, bool> memo;

// Whether the player to move wins; an empty table means the opponent took the last apple.
bool wins(const vector<int>& rows) {
    if (rows.empty()) return true;
    auto it = memo.find(rows);
    if (it != memo.end()) return it->second;
    bool res = false;
    for (size_t i = 0; i < rows.size() && !res; i++) {
        if (i > 0 && rows[i] == rows[i - 1]) continue;
        int len = rows[i];
        for (int left = 0; left < len && !res; left++) {
            for (int right = left; left + right < len && !res; right++) {
                vector<int> next;
                for (size_t j = 0; j < rows.size(); j++)
                    if (j != i) next.push_back(rows[j]);
                if (left) next.push_back(left);
                if (right) next.push_back(right);
                sort(next.begin(), next.end());
                if (!wins(next)) res = true;
            }
        }
    }
    memo[rows] = res;
    return res;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        vector<int> rows;
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            if (a > 0) rows.push_back(a);
        }
        sort(rows.begin(), rows.end());
        puts(wins(rows) ? "Yes" : "No");
    }
    return 0;
}
