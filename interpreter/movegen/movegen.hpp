// Move generation, the attack test and legality. Pseudo-legal moves come from the compiled tables; the
// legal filter keeps most moves without making them (see legal.cpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/core/move.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

// Every pseudo-legal move of the side to move (castling only when `castling` is set: it needs the
// attack test).
void generate_pseudo(const Position& pos, MoveList& list, bool castling);
// Every legal move.
void generate_legal(Position& pos, MoveList& list);
// The number of legal moves (what perft counts at its last ply).
int count_legal(Position& pos);
// The number of pseudo-legal moves of the men on the board, none written (count_legal, where the game has
// nothing else: Game::leaf_count_by_walk).
int count_board_moves(const Position& pos);

// Whether a man of colour `by` could capture on s.
bool attacked(const Position& pos, Square s, int by);
// The same, with `vacated` seen as empty and leaving out the men that capture unprotected men only
// (features/unprotected_capture: the tai emperor's protection test). A hopper's or a lame leaper's path
// through `vacated` still sees the man standing there (tai has neither).
bool attacked_by_others(const Position& pos, Square s, int by, Square vacated);
// Whether the man p standing on `from` could capture on `target`, whoever's man stands there (walks its
// tables); its multi-leg paths see `vacated` as empty.
bool man_attacks(const Position& pos, Man p, Square from, Square target, Square vacated = NoSquare);
// Whether the side to move has a royal under attack.
bool in_check(const Position& pos);

// Notation (docs/positions-and-moves.md): e2e4, e7e8q, b8b9+ (the fixed promoted partner), P@e4,
// castling as the king's move e1g1, "pass" (also read as the royal's move to its own square, e2e2, as
// Fairy-Stockfish writes it); codes of several letters in brackets: e7e8[dr], [DR]@e4;
// a transfer into a reserve e2^ (unchanged) or b8^R (entering as a rook).
std::string move_to_string(const Position& pos, Move m);
// The move as each path XBoard lists for it (`variant moves --paths`): itself, then, for a multi-leg move
// that takes several men on the way, the same outcome with the men taken in each other order its legs
// allow (MultiLegMoves::paths). Every path is written leg by leg by move_to_string and read back as m.
std::vector<Move> move_paths(const Position& pos, Move m);
// The legal move written `text`, or nullopt (then `error` says why: move_diagnosis.hpp).
struct MoveError;
std::optional<Move> parse_move(Position& pos, std::string_view text, MoveError& error);
// The same with the reason as one line: "'e2e5': the pawn on e2 cannot go to e5 here; ...".
std::optional<Move> parse_move(Position& pos, std::string_view text, std::string& error);

}  // namespace variant
