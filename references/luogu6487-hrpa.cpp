// Luogu P6487 HRPA: https://www.luogu.com.cn/problem/P6487
// Method: Fibonacci Nim: the least winning first take is the smallest term of n's Zeckendorf representation (greedy from the largest Fibonacci number).
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long n;
    cin >> n;
    vector<long long> f = {1, 2};
    while (f.back() <= n) f.push_back(f[f.size() - 1] + f[f.size() - 2]);
    long long rest = n, least = n;
    for (int i = (int)f.size() - 1; i >= 0; i--) {
        if (f[i] <= rest) {
            rest -= f[i];
            least = f[i];
        }
    }
    cout << least << '\n';
    return 0;
}
