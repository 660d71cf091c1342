// Gating (Seirawan chess, S-house): when an unmoved man leaves its square on its side's first rank (a gate),
// the player may let a man of the reserve enter on the square it left, as part of the same move; a castling
// king may let it in on its own square or on its partner's. The gates are kept in the rights word
// (castling's rights word, Castling::rights(), above the rights) and written in the FEN's castling field, as
// Fairy-Stockfish writes them: the files of the gates the castling letters do not imply (KQBCDFG: K and Q
// give the king's and the rooks' squares, B C D F G the others). A gate is lost when its man moves or is
// taken. The moves are the board moves from a gate, made again as MoveKind::Gating with the type entering
// in `type` (written b1c3h), and castling moves with the type entering in their type (bits 1 up, plus one)
// and the gate in `via[1]` (written e1g1h on the king's square, h1e1h on the rook's).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "interpreter/attacks/checks.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Gating {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static constexpr MoveKind kind = MoveKind::Gating;
    static constexpr bool edits_board_moves = true;  // generate reads the board moves already listed
    // Only those of the men on open gates, and only while the reserve holds a man that may enter: their
    // squares (none otherwise), whose moves perft's last ply writes, counting the others'.
    static SquareBits moves_read_from(const Position& pos);
    static bool active(const Game& g) { return g.gating.enabled; }
    static void compile(RuleCompiler& c);
    // After the board moves and castling: each move from a gate again, once per type the reserve can let in.
    static void generate(const Position& pos, MoveList& list, bool not_in_check);
    static void make(Position& pos, Move m, Undo& u);
    static void unmake(Position& pos, Move m, const Undo& u);
    static void write(const Position& pos, Move m, std::string& out);
    static void write_entrant(const Game& g, int type, std::string& out);  // lower case: "h"
    // The man that enters stands where the mover left: it may shut a line, never open one. So where no enemy
    // man hops (a new screen could give check), a board move legal without it is legal with it; else (a
    // pinned man whose entrant keeps the line shut) the move is tested whole.
    static bool legal(Position& pos, Move m, const Checks* checks);
    // Gates are lost when their man leaves, or is taken.
    static void on_make(Position& pos, Move m, const Undo& u);

    // The gate bit of square s for colour c (0 if s is not on c's first rank).
    static std::uint32_t gate_bit(const Game& g, int c, Square s);
    // A castling move's man entering (castling: type bits 1 up hold it, plus one; via[1] the gate).
    static int castling_entrant(Move m) { return (m.type() >> 1) - 1; }
    static void enter(Position& pos, int us, Square s, int type);
    static void leave(Position& pos, int us, Square s, int type);
    // The FEN: a file letter of the castling field is a gate of its case's colour; the gates the castling
    // rights do not imply are written after them, per colour.
    static void read_gate(Position& pos, int colour, int file, std::uint32_t& rights);
    static void gates_of_rights(const Position& pos, std::uint32_t& rights);
    static void write_gates(const Position& pos, int colour, std::string& out);
};

}  // namespace variant
