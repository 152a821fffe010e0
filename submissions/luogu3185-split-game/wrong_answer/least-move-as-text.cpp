// wrong_answer: collects the winning moves as strings "i j k" and prints the least string, so "0 11 12" comes before "0 2 13" (the order is by integers)
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<int> p(n), sg(n, 0);
        for (int i = 0; i < n; i++) cin >> p[i];
        for (int i = n - 2; i >= 0; i--) {
            vector<bool> seen(n * n + 1, false);
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++) seen[sg[j] ^ sg[k]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[i] = g;
        }
        int x = 0;
        for (int i = 0; i < n; i++)
            if (p[i] % 2 == 1) x ^= sg[i];
        int count = 0;
        string best;
        for (int i = 0; i < n; i++) {
            if (p[i] == 0) continue;
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++)
                    if ((x ^ sg[i] ^ sg[j] ^ sg[k]) == 0) {
                        string s = to_string(i) + " " + to_string(j) + " " + to_string(k);
                        if (count == 0 || s < best) best = s;
                        count++;
                    }
        }
        cout << (count ? best : string("-1 -1 -1")) << '\n' << count << '\n';
    }
    return 0;
}
