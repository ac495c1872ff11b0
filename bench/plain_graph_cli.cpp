// plain_graph_cli: the yardstick for `gamegraph graph FILE`, written the way a
// competitive programmer would: iostream with sync_with_stdio(false), names mapped
// by std::unordered_map<std::string, int>, the plain solver of plain_solver.hpp,
// output through cout with '\n'. Reads only "u v" edge lines (what the benchmark
// file holds) and prints NAME OUTCOME DEPTH per vertex in order of first
// appearance, exactly like gamegraph.
//
//   plain_graph_cli FILE     (or standard input)
#include <fstream>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

#include "plain_solver.hpp"

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    std::ifstream file;
    if (argc > 1) {
        file.open(argv[1]);
        if (!file) {
            std::cerr << "cannot open " << argv[1] << "\n";
            return 1;
        }
    }
    std::istream& in = argc > 1 ? static_cast<std::istream&>(file) : std::cin;

    std::unordered_map<std::string, int> id;
    std::vector<std::string> names;
    std::vector<std::int32_t> edges;
    auto get = [&](const std::string& s) {
        auto it = id.find(s);
        if (it != id.end()) return it->second;
        const int k = static_cast<int>(names.size());
        id.emplace(s, k);
        names.push_back(s);
        return k;
    };
    std::string a, b;
    while (in >> a >> b) {
        edges.push_back(get(a));
        edges.push_back(get(b));
    }
    const int n = static_cast<int>(names.size());
    const plain::Csr g = plain::build(n, edges.data(), static_cast<long long>(edges.size() / 2));
    const plain::Result r = plain::solve(g);
    static const char* const kName[3] = {" DRAW ", " WIN ", " LOSE "};
    for (int v = 0; v < n; ++v) {
        std::cout << names[v] << kName[r.res[v]];
        if (r.dist[v] < 0) std::cout << '-';
        else std::cout << r.dist[v];
        std::cout << '\n';
    }
    return 0;
}
