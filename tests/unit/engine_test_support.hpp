// Shared by the engine tests: the reference games compiled once from their YAML files.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/move_diagnosis.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/ruleset/loader.hpp"

namespace variant::test {

inline const Game& game(const std::string& name) {
    static std::map<std::string, std::unique_ptr<Game>> games;
    auto& g = games[name];
    if (!g)
        g = std::make_unique<Game>(
            compile(load_ruleset(std::string(VARIANT_SOURCE_DIR) + "/rulesets/" + name + ".yaml")));
    return *g;
}

// The legal moves of a position in our notation, sorted: hand-worked lists compare against it.
inline std::vector<std::string> legal(Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    std::vector<std::string> out;
    for (const Move& m : list) out.push_back(move_to_string(pos, m));
    std::sort(out.begin(), out.end());
    return out;
}

// The move a written text reads as, printed in our notation, or "error: ..." and the part of the text the
// error underlines, in brackets: spelling tests compare against it.
inline std::string read_as(Position& pos, const std::string& text) {
    MoveError error;
    const auto m = parse_move(pos, text, error);
    if (m) return move_to_string(pos, *m);
    return "error: " + error.message + " [" + text.substr(error.offset, error.length) + "]";
}

// Plays `moves` (moves in our notation, separated by spaces; "-": none), each of which must be legal.
inline void play(Position& pos, const std::string& moves) {
    if (moves == "-") return;
    std::stringstream ss(moves);
    for (std::string text; ss >> text;) {
        std::string error;
        auto m = parse_move(pos, text, error);
        INFO(pos.fen() << ": " << text << ": " << error);
        REQUIRE(m);
        pos.make(*m);
    }
}

// Every legal move of the position made and unmade: after the move the hash is the one computed from
// scratch and the FEN reads back the same; after the unmake FEN and hash are back.
inline void check_make_unmake(Position& pos) {
    const std::string before = pos.fen();
    const std::uint64_t key = pos.key();
    MoveList list;
    generate_legal(pos, list);
    CHECK(list.size > 0);
    for (const Move& m : list) {
        INFO(before << " " << move_to_string(pos, m));
        pos.make(m);
        CHECK(pos.key() == pos.compute_key());
        Position copy(pos.game());
        copy.set_fen(pos.fen());
        CHECK(copy.fen() == pos.fen());
        pos.unmake();
        CHECK(pos.fen() == before);
        CHECK(pos.key() == key);
    }
}

}  // namespace variant::test
