// time_limit_exceeded: when L = R leaves no symmetric opening, decides every move by a win/lose search over positions as sorted lists of run lengths (memoised in a map), without Grundy values: the positions reachable from a row of N = 2000 cards are far too many.
// Over 3x the limit on the six max-n-* cases with L = R <= 10 and N - L odd; right on every case it finishes (the small ones, and L = R = 500 or 1000, where few moves fit).
#include <iostream>
#include <algorithm>
#include <map>
#include <utility>
#include <vector>
using namespace std;

int n, L, R;
vector<bool> present;
map<vector<int>, bool> memo;

vector<int> canon(vector<int> v) {
    vector<int> res;
    for (int x : v)
        if (x >= L) res.push_back(x);
    sort(res.begin(), res.end());
    return res;
}

bool wins(const vector<int> &pos) {
    auto it = memo.find(pos);
    if (it != memo.end()) return it->second;
    bool res = false;
    for (size_t i = 0; i < pos.size() && !res; i++) {
        if (i > 0 && pos[i] == pos[i - 1]) continue;
        for (int y = L; y <= R && y <= pos[i] && !res; y++)
            for (int a = 0; a + y <= pos[i] && !res; a++) {
                vector<int> next = pos;
                next.erase(next.begin() + i);
                next.push_back(a);
                next.push_back(pos[i] - a - y);
                if (!wins(canon(next))) res = true;
            }
    }
    return memo[pos] = res;
}

vector<pair<int, int>> runs() {
    vector<pair<int, int>> res;  // (start, length)
    for (int i = 1; i <= n;) {
        if (!present[i]) { i++; continue; }
        int j = i;
        while (j <= n && present[j]) j++;
        res.push_back({i, j - i});
        i = j;
    }
    return res;
}

bool read_reply() {
    int a, b;
    cin >> a >> b;
    if (a == 0 || a == -1) return false;
    for (int i = a; i < a + b; i++) present[i] = false;
    return true;
}

void search_move() {
    auto rs = runs();
    vector<int> lengths;
    for (auto [s, m] : rs) lengths.push_back(m);
    for (size_t k = 0; k < rs.size(); k++) {
        auto [s, m] = rs[k];
        for (int y = L; y <= R && y <= m; y++)
            for (int a = 0; a + y <= m; a++) {
                vector<int> next = lengths;
                next.erase(next.begin() + k);
                next.push_back(a);
                next.push_back(m - a - y);
                if (!wins(canon(next))) {
                    for (int i = s + a; i < s + a + y; i++) present[i] = false;
                    cout << s + a << ' ' << y << endl;
                    return;
                }
            }
    }
    cout << "0 0" << endl;
}

int main() {
    cin >> n >> L >> R;
    int y = -1;
    for (int c = L; c <= R && c <= n; c++)
        if ((n - c) % 2 == 0) { y = c; break; }
    if (y != -1) {
        cout << "First" << endl;
        cout << (n - y) / 2 + 1 << ' ' << y << endl;
        while (true) {
            int a, b;
            cin >> a >> b;
            if (a == 0 || a == -1) return 0;
            cout << n + 2 - a - b << ' ' << b << endl;
        }
    }
    present.assign(n + 1, true);
    if (wins(canon({n}))) {
        cout << "First" << endl;
    } else {
        cout << "Second" << endl;
        if (!read_reply()) return 0;
    }
    while (true) {
        search_move();
        if (!read_reply()) return 0;
    }
}
