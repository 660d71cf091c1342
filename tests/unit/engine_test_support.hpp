// Shared by the engine tests: the reference games compiled once from their YAML files.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/move_diagnosis.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/perft/perft.hpp"
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

// The legal moves of the game's setup position, sorted.
inline std::vector<std::string> setup_moves(const Game& g) {
    Position pos(g);
    pos.set_fen(g.setup_fen);
    return legal(pos);
}

// The legal moves of the man on `from`, in our notation ("a1" is not a prefix of a move from a10).
inline std::vector<std::string> moves_from(Position& pos, const std::string& from) {
    std::vector<std::string> out;
    for (const auto& m : legal(pos))
        if (m.rfind(from, 0) == 0 && !std::isdigit(static_cast<unsigned char>(m[from.size()]))) out.push_back(m);
    return out;
}

// The same in `fen`.
inline std::vector<std::string> moves_on(const Game& g, const std::string& fen, const std::string& from) {
    Position pos(g);
    pos.set_fen(fen);
    return moves_from(pos, from);
}

// Whether the list holds the move m.
inline bool has_move(const std::vector<std::string>& moves, const std::string& m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// The FEN after the move `text`, which must be legal; the position is left as it was.
inline std::string fen_after(Position& pos, const std::string& text) {
    std::string error;
    auto m = parse_move(pos, text, error);
    REQUIRE(m);
    pos.make(*m);
    std::string fen = pos.fen();
    pos.unmake();
    return fen;
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

// Perft of `fen` in game g to `depth`.
inline std::uint64_t perft_at(const Game& g, const std::string& fen, int depth) {
    Position pos(g);
    pos.set_fen(fen);
    return perft(pos, depth);
}

// The legal moves of `fen` in a shipped ruleset, sorted, each made and unmade cleanly first (check_make_unmake).
inline std::vector<std::string> moves_at(const std::string& ruleset, const std::string& fen) {
    Position pos(game(ruleset));
    pos.set_fen(fen);
    check_make_unmake(pos);
    return legal(pos);
}

// A tiny game: a royal king, a rook and a pawn that steps forward, the royalty rule, an extra piece's line.
inline Game tiny(int files, int ranks, const std::string& royalty, const std::string& setup,
                 const std::string& extra_piece = "") {
    std::string yaml = "name: Tiny\n"
                       "board: {files: " +
                       std::to_string(files) + ", ranks: " + std::to_string(ranks) +
                       "}\n"
                       "pieces:\n"
                       "  king: {code: K, betza: K, royal: true}\n"
                       "  rook: {code: R, betza: R}\n"
                       "  pawn: {code: P, betza: fW}\n" +
                       extra_piece + "royalty: " + royalty +
                       "\n"
                       "setup: " +
                       setup + "\n";
    return compile(load_ruleset_from_string(yaml, "tiny.yaml"));
}

}  // namespace variant::test
