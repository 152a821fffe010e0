// wrong_answer: the counter is a global that is never reset between tests, so each answer adds the previous ones.
// Killed by any input where a test with a nonzero answer comes before another test, e.g. two tests 5 7 9 and 5 7 9 (answers 1 and 1; it prints 1 and 2).
#include <iostream>
#include <vector>
using namespace std;

int cnt;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m;
    while (cin >> m && m) {
        vector<long long> a(m);
        long long x = 0;
        for (auto &v : a) {
            cin >> v;
            x ^= v;
        }
        for (long long v : a)
            if ((v ^ x) < v) cnt++;
        cout << cnt << '\n';
    }
    return 0;
}
