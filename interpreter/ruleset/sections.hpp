// The front end's own sections of a ruleset file: the board and zones, the pieces, the reserves, the end's
// common keys, the engine's settings and the notation. Each declares its keys in a table (key_table.hpp),
// checks what it can know locally (a zone off the board, a negative capacity), fills its part of the
// Ruleset and reports mistakes through the Reader. The rules' sections are declared by the rules
// themselves (features/<rule>.cpp). Cross-references (undefined names, contradictions) are checked
// afterwards by the validators (validate.hpp), which see the whole Ruleset.
#pragma once

#include <fmt/format.h>

#include "interpreter/ruleset/key_table.hpp"
#include "interpreter/ruleset/reader.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

void read_board(Reader& r, const Node& node, Board& board);  // read_board.cpp
void read_zones(Reader& r, const Node& node, const Board& board, std::vector<Zone>& zones);
void read_pieces(Reader& r, const Node& node, std::vector<PieceType>& pieces);    // read_pieces.cpp
void read_reserves(Reader& r, const Node& node, std::vector<Reserve>& reserves);  // read_reserves.cpp
void read_engine(Reader& r, const Node& node, EngineSettings& engine);            // read_engine.cpp
void read_notation(Reader& r, const Node& node, NotationSettings& notation);      // read_notation.cpp

// Their key tables, declared by declare_front_end_keys (loader.cpp) before the rules' own.
void declare_ruleset_keys();   // loader.cpp: the top level
void declare_board_keys();     // read_board.cpp: board, zone
void declare_piece_keys();     // read_pieces.cpp: piece, zoned_move
void declare_reserve_keys();   // read_reserves.cpp: reserve
void declare_end_keys();       // read_game_end.cpp: end
void declare_engine_keys();    // read_engine.cpp: engine, engine_weights
void declare_notation_keys();  // read_notation.cpp: notation

}  // namespace variant
