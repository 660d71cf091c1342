// Castling: the king type moves towards an unmoved partner on its rank, and the partner lands on the square
// the king crossed next to its destination. Switched on by the ruleset's `castling` key (the named king and
// partner types; two squares to either side) or by 'O' in a piece's Betza ('O2', 'O3', 'lO2': that piece is
// the king, the number how far it moves, the directions which sides; its partner the key's type if the key
// is there too, else any own man), the partner being the outermost one on the king's rank in the setup,
// beyond the king's destination. Needs the right (FEN KQkq, lost when the king or the partner moves or is
// captured), empty squares between the king and the partner, and the king not in check nor passing or
// landing on an attacked square. Generated only when the side is not in check. The move is
// MoveKind::Castling with `via[0]` = the partner's square, written as the king's move (e1g1).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "interpreter/core/fen_board.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct Compiler;

struct Castling {
    static constexpr MoveKind kind = MoveKind::Castling;
    static bool active(const Game& g) { return g.castling.enabled; }
    // The king and partner types and the distances; the squares come from the setup (compile() runs this
    // after it).
    static void compile(Compiler& c);
    // Only when the side is known not to be in check and has a right left (the test inline: every node asks).
    static void generate(const Position& pos, MoveList& list, bool not_in_check) {
        if (not_in_check && pos.castling()) generate_moves(pos, list);
    }
    static void generate_moves(const Position& pos, MoveList& list);
    static void make(Position& pos, Move m, Undo& u);
    static void unmake(Position& pos, Move m, const Undo& u);
    static void write(const Position& pos, Move m, std::string& out) {  // as the king's move: e1g1
        out += square_name(pos.game().geo, m.from);
        out += square_name(pos.game().geo, m.to);
    }
    // Generation has tested every square the king stands on, passes and lands on; where the enemy has hoppers
    // or complex attackers, the partner's landing square may still make a screen or a line: test the move.
    static bool legal(Position& pos, Move m, const Checks*) {
        const int them = pos.side() ^ 1;
        const Game& g = pos.game();
        return !(g.any_hopper[them] || g.any_complex_attacker[them]) || Royals::full_test(pos, m);
    }
    // Every move: rights are lost when a move starts or ends on a king's or partner's setup square.
    // A partner dropped on its setup square regains its right while the king is unmoved, where the game says
    // so (Hostage Chess).
    static void on_make(Position& pos, Move m, const Undo&) {
        const Game& g = pos.game();
        if (m.kind() == MoveKind::Drop || m.kind() == MoveKind::Exchange) {
            if (g.castling.dropped_partner_castles) regain(pos, m.to);
            return;
        }
        if (m.kind() == MoveKind::Pass) return;
        const Square end = m.kind() == MoveKind::Transfer ? m.from : m.to;  // a transfer's `to` is a reserve
        const std::uint32_t rights = pos.castling() & ~std::uint32_t(g.castling.clear[m.from] | g.castling.clear[end]);
        if (rights != pos.castling()) pos.set_castling(rights);
    }
    static void regain(Position& pos, Square dropped_on);
    // The FEN field: "KQkq" or "-"; `at` is the field's column in the FEN.
    static void read_fen(Position& pos, std::string_view field, std::size_t at);
    static void write_fen(const Position& pos, std::string& out);
};

}  // namespace variant
