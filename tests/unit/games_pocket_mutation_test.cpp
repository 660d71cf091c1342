// Pocket Mutation Chess (rulesets/pocket-mutation-chess.yaml) against hand-worked expectations:
// tests/data/moves/pocket-mutation-chess.tsv (legal move lists, each count explained in the file) and
// tests/data/moves/pocket-mutation-chess-clock.tsv (the 50-move count). The movement of its fairy pieces is
// checked by perft against the oracle (tests/data/perft/pocket-mutation-pieces.tsv, perft_reference_test.cpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "interpreter/game/compile.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/ruleset/loader.hpp"

using namespace variant;

namespace {

const std::string data_dir = std::string(VARIANT_SOURCE_DIR) + "/tests/data/moves/";

// The tab-separated fields of every line that is not a comment, with its line number.
std::vector<std::pair<int, std::vector<std::string>>> read_table(const std::string& path) {
    std::vector<std::pair<int, std::vector<std::string>>> rows;
    std::ifstream in(path);
    REQUIRE(in);
    std::string text;
    for (int number = 1; std::getline(in, text); ++number) {
        if (text.empty() || text[0] == '#') continue;
        std::vector<std::string> fields;
        std::stringstream ss(text);
        for (std::string cell; std::getline(ss, cell, '\t');) fields.push_back(cell);
        rows.push_back({number, fields});
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
    if (it == games.end())
        it = games.emplace(ruleset, compile(load_ruleset(std::string(VARIANT_SOURCE_DIR) + "/rulesets/" + ruleset + ".yaml")))
                 .first;
    return it->second;
}

// The position after `moves` ("-" for none), each parsed from its text.
void play(Position& pos, const std::string& moves) {
    if (moves == "-") return;
    for (const auto& text : words(moves)) {
        std::string error;
        auto m = parse_move(pos, text, error);
        INFO(error);
        REQUIRE(m);
        pos.make(*m);
    }
}

}  // namespace

TEST_CASE("Pocket Mutation Chess: hand-worked legal move lists", "[games][pocket-mutation]") {
    for (const auto& [number, f] : read_table(data_dir + "pocket-mutation-chess.tsv")) {
        REQUIRE(f.size() >= 6);
        INFO("pocket-mutation-chess.tsv:" << number << ": " << f[1] << " after " << f[2] << " (" << (f.size() > 6 ? f[6] : "") << ")");
        Position pos(game_named(f[0]));
        pos.set_fen(f[1]);
        play(pos, f[2]);
        MoveList list;
        generate_legal(pos, list);
        std::vector<std::string> got;
        for (const Move& m : list) {
            std::string text = move_to_string(pos, m);
            // Every printed move parses back to itself.
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

TEST_CASE("Pocket Mutation Chess: the 50-move count", "[games][pocket-mutation]") {
    for (const auto& [number, f] : read_table(data_dir + "pocket-mutation-chess-clock.tsv")) {
        REQUIRE(f.size() >= 4);
        INFO("pocket-mutation-chess-clock.tsv:" << number << ": " << f[1] << " after " << f[2]);
        Position pos(game_named(f[0]));
        pos.set_fen(f[1]);
        play(pos, f[2]);
        CHECK(pos.halfmove() == std::stoi(f[3]));
    }
}

TEST_CASE("Pocket Mutation Chess: pocket moves make and unmake cleanly", "[games][pocket-mutation]") {
    // After 1.e4, every Black move (pocket moves included) is made and unmade: FEN and hash come back.
    Position pos(game_named("pocket-mutation-chess"));
    pos.set_fen(game_named("pocket-mutation-chess").setup_fen);
    play(pos, "e2e4");
    const std::string fen = pos.fen();
    const std::uint64_t key = pos.key();
    MoveList list;
    generate_legal(pos, list);
    for (const Move& m : list) {
        pos.make(m);
        pos.unmake();
        CHECK(pos.fen() == fen);
        CHECK(pos.key() == key);
    }
}
