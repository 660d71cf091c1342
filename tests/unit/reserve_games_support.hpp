// Shared by the tests of the games with reserves (Hostage Chess, SC-chess, Power Mover): positions after some
// moves, legality and check on a FEN. The FEN reserves are [prison:...|airfield:...], a letter's case being
// the reserve's owner (White's prison holds black men, written in upper case).
#pragma once

#include <sstream>
#include <string>

#include "interpreter/features/royalty.hpp"
#include "tests/unit/engine_test_support.hpp"

namespace variant::test {

// The FEN after `moves`: board and reserves, side to move and castling rights (not e.p. and counters).
inline std::string after(const std::string& ruleset, const std::string& fen, const std::string& moves) {
    Position pos(game(ruleset));
    pos.set_fen(fen);
    test::play(pos, moves);
    std::stringstream ss(pos.fen());
    std::string board, side, rights;
    ss >> board >> side >> rights;
    return board + " " + side + " " + rights;
}

inline bool is_legal(const std::string& ruleset, const std::string& fen, const std::string& move) {
    Position pos(game(ruleset));
    pos.set_fen(fen);
    auto moves = legal(pos);
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

inline bool checked(const std::string& ruleset, const std::string& fen) {
    Position pos(game(ruleset));
    pos.set_fen(fen);
    return in_check(pos);
}

}  // namespace variant::test
