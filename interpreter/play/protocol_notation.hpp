// Moves and positions as each engine protocol writes them (docs/engine.md#notation). Our own notation
// (movegen/notation.cpp) is the UCI dialect of Fairy-Stockfish (a pass written as it writes one, the royal's
// move to its own square, or `0000`, UCI's null move, where there is no royal; both read); the two others differ only
// in how a square, a drop, a pass and a position are written, so each is a rewrite of our text, square by square:
// - XBoard: our squares, except that on a board of exactly 10 ranks the ranks count from 0 (h0g2); a pass
//   is `@@@@`; a multi-leg move keeps its legs joined by commas (`f5e6,e6f5`); a declined promotion may end
//   in `=` (XBoard's shogi sends h8b2=).
// - USI: a square is its file counted from the right then its rank as a letter from the top (`7g`, `12a`),
//   a drop `P*5e`, a multi-leg move its squares in a row (`5e4d3c`, as lishogi writes chu's lion), a
//   position the SFEN (`... b 2P 1`: sente, the first player, upper case; hands with counts; the ply).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "interpreter/position/position.hpp"

namespace variant {

enum class Protocol { xboard, uci, usi };

// The number XBoard gives a board's first rank: 0 on a board of exactly 10 ranks, else 1.
int xboard_first_rank(const Geometry& g);

// A square's name in the protocol.
std::string protocol_square(Protocol p, const Geometry& g, Square s);

// m, a legal move of pos, as the protocol writes it.
std::string protocol_move(Protocol p, const Position& pos, const Move& m);

// The legal move the protocol's text names, or nullopt with `error` saying why.
std::optional<Move> parse_protocol_move(Protocol p, const Position& pos, std::string_view text, std::string& error);

// The position as the protocol writes it (FEN; SFEN for USI).
std::string protocol_fen(Protocol p, const Position& pos);

// Sets pos from the protocol's text; throws FenError (its column into `text` where the fault is known).
void set_protocol_fen(Protocol p, Position& pos, const std::string& text);

}  // namespace variant
