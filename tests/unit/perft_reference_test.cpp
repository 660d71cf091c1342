// Every perft suite in tests/data/perft/*.tsv (ruleset, FEN, depth, expected nodes, source): each line whose
// count fits the node budget of this build must match. A line whose ruleset file is missing, or whose FEN
// the game refuses, fails: a suite must never pass by skipping its lines.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "interpreter/features/registry.hpp"
#include "interpreter/perft/perft.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/build_kind.hpp"

namespace fs = std::filesystem;
using namespace variant;

namespace {

std::uint64_t node_budget() {
    // Memory errors show on small trees; the Release build counts the big ones.
    return test::Sanitized ? 100'000 : test::Debug ? 2'000'000 : 200'000'000;
}

struct Line {
    std::string file;
    int number;
    std::string ruleset, fen, source;
    int depth;
    std::uint64_t nodes;
};

std::vector<Line> read_suites() {
    std::vector<Line> lines;
    for (const auto& entry : fs::directory_iterator(fs::path(VARIANT_SOURCE_DIR) / "tests/data/perft")) {
        if (entry.path().extension() != ".tsv") continue;
        std::ifstream in(entry.path());
        std::string text;
        int number = 0;
        while (std::getline(in, text)) {
            ++number;
            if (text.empty() || text[0] == '#') continue;
            std::vector<std::string> f;
            std::stringstream ss(text);
            for (std::string cell; std::getline(ss, cell, '\t');) f.push_back(cell);
            REQUIRE(f.size() >= 4);
            lines.push_back({entry.path().filename().string(), number, f[0], f[1], f.size() > 4 ? f[4] : "",
                             std::stoi(f[2]), std::stoull(f[3])});
        }
    }
    return lines;
}

fs::path ruleset_path(const std::string& name) {
    for (const char* dir : {"rulesets", "tests/data/rulesets"}) {
        fs::path p = fs::path(VARIANT_SOURCE_DIR) / dir / (name + ".yaml");
        if (fs::exists(p)) return p;
    }
    return {};
}

// Counts every line up to `budget` nodes with these options. The games are compiled once for the three test
// cases below (compiling the suites' 120 rulesets takes ~25 s in the sanitizer build).
void check_suites(std::uint64_t budget, const PerftOptions& options) {
    static std::map<std::string, std::unique_ptr<Game>> games;
    int checked = 0;
    for (const Line& l : read_suites()) {
        if (l.nodes > budget) continue;
        fs::path path = ruleset_path(l.ruleset);
        if (path.empty()) {
            FAIL_CHECK(l.file << ":" << l.number << ": no ruleset '" << l.ruleset
                              << "' in rulesets/ or tests/data/rulesets/");
            continue;
        }
        auto& game = games[l.ruleset];
        if (!game) {
            try {
                game = std::make_unique<Game>(compile(load_ruleset(path.string())));
            } catch (const DiagnosticError& e) {
                FAIL(l.file << ":" << l.number << ": " << e.render_all());
            }
        }
        Position pos(*game);
        try {
            pos.set_fen(l.fen);
        } catch (const FenError& e) {
            FAIL_CHECK(l.file << ":" << l.number << ":\n" << format_fen_error(l.fen, e));
            continue;
        }
        std::uint64_t nodes = 0;
        for (const auto& e : divide(pos, l.depth, options)) nodes += e.nodes;
        INFO(l.file << ":" << l.number << ": " << l.ruleset << " " << l.fen << " depth " << l.depth << " (" << l.source
                    << ")");
        CHECK(nodes == l.nodes);
        ++checked;
    }
    CHECK(checked > 0);
}

}  // namespace

TEST_CASE("perft suites match their published or oracle counts", "[perft]") {
    check_suites(node_budget(), PerftOptions{2});
}

// Issue 20: the perft hash (shared by three threads, on a table small enough to be replaced in) must change
// no count, so every suite is counted again with it, up to a tenth of the budget.
TEST_CASE("perft suites match their counts with the perft hash on", "[perft][hash]") {
    check_suites(node_budget() / 10, PerftOptions{3, 16});
}

// The last ply written move by move (`perft --write-leaves`, what a search pays) instead of counted in bulk
// (count_legal's shortcuts) must change no count either: every suite again, up to a tenth of the budget.
TEST_CASE("perft suites match their counts with the last ply written", "[perft]") {
    PerftOptions written{2};
    written.write_leaves = true;
    check_suites(node_budget() / 10, written);
}
