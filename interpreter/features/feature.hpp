// What a rule feature is. Every rule a ruleset can switch on (promotion, drops, castling, transfers, en
// passant, captures into reserves, contagion, multi-leg moves, passing, the move limit, royalty and check)
// lives in one pair of files here, interpreter/features/<rule>.{hpp,cpp}, as a struct of static functions.
// A feature has those of the following parts that its rule needs, under these names:
//
//   compile(Compiler&)             its part of the Game (game.hpp holds its data as one struct), from the
//                                  checked ruleset; run by compile() in registry.cpp, in the registry's order
//   generate(pos, list)            the pseudo-legal moves it adds (movegen/generate.cpp calls it when the
//                                  game enables the feature)
//   make(pos, m, undo) / unmake    the board change of its own move kind (Position::make's switch)
//   on_make(...)                   what it changes on every move (rights, counters, the man that lands)
//   legal(...)                     its legality rule (features/royalty.cpp's filter calls it)
//   write(pos, m, out)             its move text; parse_move reads moves by comparing with the printed
//                                  legal moves, so writing is also reading
//   read_fen / write_fen           its FEN field, if it has one (position/fen.cpp, in field order)
//
// The calls are plain static calls, written out where they happen and guarded by the Game's flag for the
// feature (`if (g.drops.any) Drops::generate(pos, list)`): no virtual call per move, no look-up by name,
// and a game that does not enable a feature pays one predictable branch for it. docs/architecture.md
// shows how to add a feature, step by step.
#pragma once

namespace variant {

struct Compiler;

}  // namespace variant
