// wrong_answer: building a level's events stops at the first rectangle that holds no cell at that level (break where continue was meant), so every later rectangle is left out of that level.
// Killed where a rectangle vanishes before others that still count: edge-full-4x4-k-4, max-thin, max-translated-pairs-and-strip-k-536870911, edge-strip-4-k-536870912.
// Codeforces 494E Sharti: per level 2^t <= k, the parity of the union area of the rectangles shrunk
// to the multiples of 2^t, by a sweep with a cover-count segment tree; Hamed iff one is odd.
#include <iostream>
#include <algorithm>
#include <array>
#include <vector>
using namespace std;

typedef long long ll;

vector<ll> ys;
vector<int> cnt;
vector<ll> len;

void update(int node, int l, int r, int ql, int qr, int v) {
    if (qr <= l || r <= ql) return;
    if (ql <= l && r <= qr) {
        cnt[node] += v;
    } else {
        int mid = (l + r) / 2;
        update(2 * node, l, mid, ql, qr, v);
        update(2 * node + 1, mid, r, ql, qr, v);
    }
    if (cnt[node] > 0) len[node] = ys[r] - ys[l];
    else if (r - l == 1) len[node] = 0;
    else len[node] = len[2 * node] + len[2 * node + 1];
}

struct Event {
    ll x, y1, y2;
    int v;
    bool operator<(const Event& o) const { return x < o.x; }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    ll n, k;
    int m;
    cin >> n >> m >> k;
    vector<array<ll, 4>> rects(m);
    for (auto& r : rects) cin >> r[0] >> r[1] >> r[2] >> r[3];
    for (int t = 0; (1LL << t) <= k; t++) {
        ll s = 1LL << t;
        vector<Event> events;
        ys.clear();
        for (auto& r : rects) {
            ll a = (r[0] + s - 1) / s, c = r[2] / s;
            ll b = (r[1] + s - 1) / s, d = r[3] / s;
            if (a > c || b > d) break;
            events.push_back({a, b, d + 1, 1});
            events.push_back({c + 1, b, d + 1, -1});
            ys.push_back(b);
            ys.push_back(d + 1);
        }
        if (events.empty()) break;
        sort(events.begin(), events.end());
        sort(ys.begin(), ys.end());
        ys.erase(unique(ys.begin(), ys.end()), ys.end());
        int sz = ys.size();
        cnt.assign(4 * sz, 0);
        len.assign(4 * sz, 0);
        ll area = 0;
        for (size_t i = 0; i < events.size(); i++) {
            if (i > 0) area += len[1] * (events[i].x - events[i - 1].x);
            int l = lower_bound(ys.begin(), ys.end(), events[i].y1) - ys.begin();
            int r = lower_bound(ys.begin(), ys.end(), events[i].y2) - ys.begin();
            update(1, 0, sz - 1, l, r, events[i].v);
        }
        if (area % 2 != 0) {
            cout << "Hamed\n";
            return 0;
        }
    }
    cout << "Malek\n";
    return 0;
}
