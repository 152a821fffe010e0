// wrong_answer: removes only repeated heap sizes (keeping one of each), as if equal pairs were the only xor-0 subsets; misses triples like 1 2 3
#include <iostream>
#include <algorithm>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k;
    cin >> k;
    vector<long long> a(k);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long removed = 0;
    for (int i = 1; i < k; i++)
        if (a[i] == a[i - 1]) removed += a[i];
    cout << removed << '\n';
    return 0;
}
