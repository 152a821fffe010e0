// time_limit_exceeded: each level's union area by a sweep that keeps one cover count per compressed column segment in a plain array, updated and summed cell by cell: O(m) per event, O(m^2) per level.
// Right wherever it finishes; some 10^10 steps per level on the max-* cases (5 * 10^4 rectangles).
// Codeforces 494E Sharti: per level 2^t <= k, the parity of the union area of the rectangles shrunk
// to the multiples of 2^t; Hamed iff one is odd.
#include <iostream>
#include <algorithm>
#include <array>
#include <vector>
using namespace std;

typedef long long ll;

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
        vector<ll> ys;
        for (auto& r : rects) {
            ll a = (r[0] + s - 1) / s, c = r[2] / s;
            ll b = (r[1] + s - 1) / s, d = r[3] / s;
            if (a > c || b > d) continue;
            events.push_back({a, b, d + 1, 1});
            events.push_back({c + 1, b, d + 1, -1});
            ys.push_back(b);
            ys.push_back(d + 1);
        }
        if (events.empty()) break;
        sort(events.begin(), events.end());
        sort(ys.begin(), ys.end());
        ys.erase(unique(ys.begin(), ys.end()), ys.end());
        vector<int> cover(ys.size(), 0);
        ll area = 0;
        for (size_t i = 0; i < events.size(); i++) {
            if (i > 0) {
                ll covered = 0;
                for (size_t j = 0; j + 1 < ys.size(); j++)
                    if (cover[j] > 0) covered += ys[j + 1] - ys[j];
                area += covered * (events[i].x - events[i - 1].x);
            }
            int l = lower_bound(ys.begin(), ys.end(), events[i].y1) - ys.begin();
            int r = lower_bound(ys.begin(), ys.end(), events[i].y2) - ys.begin();
            for (int j = l; j < r; j++) cover[j] += events[i].v;
        }
        if (area % 2 != 0) {
            cout << "Hamed\n";
            return 0;
        }
    }
    cout << "Malek\n";
    return 0;
}
