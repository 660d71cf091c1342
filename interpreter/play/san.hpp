// Standard algebraic notation (SAN), written and read, for every ruleset: the piece's letter (its FEN code,
// upper case; none for the `end.pawns` types, as chess writes pawn moves), the least disambiguation (the
// file, else the rank, else both; a pawn's capture always names its file), `x` for a capture, the
// destination, then the promotion (`=Q`; `+` for the fixed promoted partner, shogi's, and `=` where that
// promotion is declined), a drop `P@e4`, castling `O-O` (towards the higher files) and `O-O-O`, gating
// `Na3/H`, multi-leg moves `Nf5xe6-f5`, Hostage exchanges `N-B@f7`, transfers `Nb1^R`, Potential Chess
// moves `dxe5>QP(p)` (the board move's SAN, then the coordinate text's set), and `+` for check, `#` for
// mate. Passes keep their coordinate text (movegen/notation.cpp), check mark added.
// docs/positions-and-moves.md#san.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "interpreter/position/position.hpp"

namespace variant {

// m, a legal move of pos, in SAN. `pos` is the same afterwards (the check suffix makes the move).
std::string move_to_san(Position& pos, Move m);

// The legal move written `text` in SAN (check marks and annotations `+ # ! ?` ignored, `0-0` read as
// `O-O`) or in our coordinate form; nullopt with `error` naming the move and listing the candidates (the
// legal moves to the same square, or all of them) when it is illegal or ambiguous.
std::optional<Move> parse_any_move(Position& pos, std::string_view text, std::string& error);

// SAN only; `error` without the text ("ambiguous; it may be: Nbd2 Nfd2"). `near`: some legal move goes to the square
// the text names (the error then lists those).
std::optional<Move> parse_san(Position& pos, std::string_view text, std::string& error, bool& near);

// Is a refused text more likely meant as SAN than as coordinates (its error is then parse_san's)?
bool looks_like_san(std::string_view text);

}  // namespace variant
