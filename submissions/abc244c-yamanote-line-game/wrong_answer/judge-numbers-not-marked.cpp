// wrong_answer: never marks the judge's numbers as used, so it names a number the judge already named once its own smallest unused number reaches one.
// Killed whenever the judge named a number above the program's own (edge-n-1, edge-n-3..5 and max-n-*, by the jury's random replies).
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<bool> used(2 * n + 2, false);
    int next = 1;
    while (true) {
        while (used[next]) next++;
        used[next] = true;
        cout << next << endl;
        int y;
        if (!(cin >> y) || y == 0) break;
    }
    return 0;
}
