// time_limit_exceeded: each drawing's Grundy value by its definition, the mex over every cut of what the cut leaves, recursing with no memo: right, but exponential in the edges.
// Killed by any large drawing, e.g. the max cases' 99 nodes.
#include <algorithm>
#include <cstdio>
#include <set>
#include <utility>
#include <vector>
using namespace std;

int m;
vector<pair<int, int>> edges;

// The edges in `alive` still connected to node 1.
vector<int> rooted(const vector<int>& alive) {
    vector<bool> reached(m + 1, false);
    reached[1] = true;
    bool grew = true;
    while (grew) {
        grew = false;
        for (int e : alive) {
            auto [a, b] = edges[e];
            if (reached[a] != reached[b]) {
                reached[a] = reached[b] = true;
                grew = true;
            }
        }
    }
    vector<int> res;
    for (int e : alive)
        if (reached[edges[e].first]) res.push_back(e);
    return res;
}

int grundy(const vector<int>& alive) {
    set<int> seen;
    for (size_t i = 0; i < alive.size(); i++) {
        vector<int> rest;
        for (size_t j = 0; j < alive.size(); j++)
            if (j != i) rest.push_back(alive[j]);
        seen.insert(grundy(rooted(rest)));
    }
    int g = 0;
    while (seen.count(g)) g++;
    return g;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int x = 0;
        for (int t = 0; t < n; t++) {
            int k;
            scanf("%d %d", &m, &k);
            edges.assign(k, {0, 0});
            vector<int> all;
            for (int i = 0; i < k; i++) {
                scanf("%d %d", &edges[i].first, &edges[i].second);
                all.push_back(i);
            }
            x ^= grundy(all);
        }
        puts(x ? "Sally" : "Harry");
    }
    return 0;
}
