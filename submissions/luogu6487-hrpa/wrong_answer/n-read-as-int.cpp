// wrong_answer: reads n into an int; above 2^31 - 1 the read fails and n is INT_MAX, so the answer is INT_MAX's least Zeckendorf term
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
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
