// The games against hand-worked expectations (each count is explained in its data file):
//   tests/data/moves/*.tsv     legal move lists after a FEN and some moves (every printed move parses back)
//   tests/data/halfmove/*.tsv  the half-move clock after a FEN and some moves (move-limit resets)
// (Pocket Mutation Chess's transfers made and unmade, and a pocket's capacity in a FEN:
// features/transfers_test.cpp.)
// Perft against published and oracle counts is perft_reference_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "engine_test_support.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/ruleset/loader.hpp"

namespace fs = std::filesystem;
using namespace variant;

namespace {

struct Row {
    std::string where;  // file:line
    std::vector<std::string> fields;
};

// The tab-separated fields of every line that is not a comment, in every .tsv file of a data folder.
std::vector<Row> read_tables(const std::string& folder) {
    std::vector<Row> rows;
    for (const auto& entry : fs::directory_iterator(fs::path(VARIANT_SOURCE_DIR) / "tests/data" / folder)) {
        if (entry.path().extension() != ".tsv") continue;
        std::ifstream in(entry.path());
        std::string text;
        for (int number = 1; std::getline(in, text); ++number) {
            if (text.empty() || text[0] == '#') continue;
            Row row{folder + "/" + entry.path().filename().string() + ":" + std::to_string(number), {}};
            std::stringstream ss(text);
            for (std::string cell; std::getline(ss, cell, '\t');) row.fields.push_back(cell);
            rows.push_back(std::move(row));
        }
    }
    return rows;
}

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::stringstream ss(text);
    for (std::string w; ss >> w;) out.push_back(w);
    return out;
}

const Game& game_named(const std::string& ruleset) {
    static std::map<std::string, Game> games;
    auto it = games.find(ruleset);
    if (it == games.end()) {
        fs::path path = fs::path(VARIANT_SOURCE_DIR) / "rulesets" / (ruleset + ".yaml");
        it = games.emplace(ruleset, compile(load_ruleset(path.string()))).first;
    }
    return it->second;
}

// Applies `moves` ("-" for none), each parsed from its text.
}  // namespace

TEST_CASE("hand-worked legal move lists", "[games]") {
    // ruleset, fen, moves, filter, count, legal, working
    for (const Row& row : read_tables("moves")) {
        const auto& f = row.fields;
        REQUIRE(f.size() >= 6);
        INFO(row.where << ": " << f[1] << " after " << f[2] << (f.size() > 6 ? " -- " + f[6] : ""));
        Position pos(game_named(f[0]));
        pos.set_fen(f[1]);
        test::play(pos, f[2]);
        MoveList list;
        generate_legal(pos, list);
        std::vector<std::string> got;
        for (const Move& m : list) {
            std::string text = move_to_string(pos, m);
            std::string error;
            auto back = parse_move(pos, text, error);
            CHECK((back && *back == m));
            if (f[3] == "*" || text.find(f[3]) != std::string::npos) got.push_back(text);
        }
        std::sort(got.begin(), got.end());
        std::vector<std::string> expected = words(f[5]);
        std::sort(expected.begin(), expected.end());
        CHECK(int(expected.size()) == std::stoi(f[4]));
        CHECK(got == expected);
    }
}

TEST_CASE("hand-worked half-move clocks", "[games]") {
    // ruleset, fen, moves, halfmove, working
    for (const Row& row : read_tables("halfmove")) {
        const auto& f = row.fields;
        REQUIRE(f.size() >= 4);
        INFO(row.where << ": " << f[1] << " after " << f[2] << (f.size() > 4 ? " -- " + f[4] : ""));
        Position pos(game_named(f[0]));
        pos.set_fen(f[1]);
        test::play(pos, f[2]);
        CHECK(pos.halfmove() == std::stoi(f[3]));
    }
}
