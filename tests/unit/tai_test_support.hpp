// Shared by the tai shogi tests: the game, and positions written as square -> code.
#pragma once

#include <cctype>
#include <map>
#include <string>
#include <vector>

#include "tests/unit/engine_test_support.hpp"

namespace variant::test {

inline const Game& tai() { return game("tai-shogi"); }

// A 25x25 FEN from square -> code ("R", "DV", "+DV"; upper case: the first player), first player to move.
inline std::string tai_fen(const std::map<std::string, std::string>& men) {
    std::string fen;
    for (int rank = 25; rank >= 1; --rank) {
        int empty = 0;
        for (int file = 0; file < 25; ++file) {
            auto it = men.find(std::string(1, char('a' + file)) + std::to_string(rank));
            if (it == men.end()) {
                ++empty;
                continue;
            }
            if (empty) fen += std::to_string(empty);
            empty = 0;
            std::string code = it->second;
            if (code[0] == '+') fen += '+', code.erase(0, 1);
            fen += code.size() == 1 ? code : "[" + code + "]";
        }
        if (empty) fen += std::to_string(empty);
        if (rank > 1) fen += '/';
    }
    return fen + " w - - 0 1";
}

// A man alone with the two princes, on squares on no line through m13 or c3: the first player's on x1,
// the second player's on a24 (both sides need a royal).
inline std::map<std::string, std::string> alone(const std::string& code, const std::string& square) {
    return {{square, code}, {"x1", "CP"}, {"a24", "cp"}};
}

}  // namespace variant::test
