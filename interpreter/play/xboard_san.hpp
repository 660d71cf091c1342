// The SAN of XBoard's saved games, where it is not ours: XBoard writes some pieces with letters of its own
// (its xiangqi: H for the horse, E for the elephant; a ruleset names them with its pieces' `xboard_code`),
// and on a board of exactly 10 ranks it counts the ranks from 0 (`Rh0` is our `Rh1`), as in its protocol
// (play/protocol_notation.hpp). docs/positions-and-moves.md#xboards-san.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "interpreter/features/compiled_game.hpp"

namespace variant {

// Do these moves, as a PGN writes them, say that their ranks count from 0: a square on rank 0, which
// SAN counting from 1 never names? Only a board of 10 ranks has them.
bool names_rank_zero(const Game& g, const std::vector<std::string>& moves);

// One move of XBoard's text as ours: its letters replaced by the pieces' codes, and where `from_zero`
// (a board of 10 ranks), each rank one higher ("E9a7" -> "B10a8" in xiangqi).
std::string xboard_san_as_ours(const Game& g, std::string_view text, bool from_zero);

}  // namespace variant
