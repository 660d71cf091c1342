// Castling: the king type moves towards an unmoved partner on its rank, and the partner lands beside it.
// Switched on by the ruleset's `castling` key (the named king and partner types; two squares to either side,
// or to the files `king_files` names) or by 'O' in a piece's Betza ('O2', 'O3', 'lO2': that piece is the king,
// the number how far it moves, the directions which sides; its partner the key's type if the key is there
// too, else any own man), the partner being the outermost one on the king's rank in the setup, beyond the
// king's destination (with `king_files`: anywhere on that side). The partner lands on `partner_files`, by
// default beside the king on the side the king came from. With `random_start` (Chess960) the king and
// partners start anywhere on the rank and the FEN's rights name them (X-FEN or Shredder letters,
// features/castling_fen.cpp). Needs the right (lost when the king or the partner moves or is captured),
// every square the king and the partner cross or land on empty but for those two, and the king not in check
// nor passing or landing on an attacked square. Generated only when the side is not in check. The move is
// MoveKind::Castling with `via[0]` = the partner's square and the side in its type (bit 0), written as the
// king's move (e1g1), or in Chess960 as the king taking its partner (e1h1).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "interpreter/attacks/checks.hpp"
#include "interpreter/core/fen_board.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


// The squares of the king and of each partner (per colour; side 0 towards the higher files) that the castling
// rights name: the setup's, or a Chess960 FEN's. Set by the FEN reader; no move changes them.
struct CastlingSquares {
    Square king[Colours] = {NoSquare, NoSquare};
    Square partner[Colours][2] = {{NoSquare, NoSquare}, {NoSquare, NoSquare}};
};

struct Castling {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    // State: the rights word (bit c * 2 + side: 0 king side, towards the higher files; 1 queen side), whose
    // bits from GatingInfo::GateShift up features/gating declares its gates (it uses this word, owning none);
    // then the squares the rights name, two to a word (each as square + 1; 0: none).
    static constexpr int state_words = 4;
    static const int state_at;  // features/registry.cpp
    static std::uint32_t rights(const Position& pos) { return std::uint32_t(pos.state(state_at)); }
    static void set_rights(Position& pos, std::uint32_t rights);  // xors the keys of the old and new rights
    static std::uint64_t state_key(const Position& pos);          // the rights' and the gates' keys
    static CastlingSquares squares(const Position& pos);
    static void set_squares(Position& pos, const CastlingSquares& cs);

    static constexpr MoveKind kind = MoveKind::Castling;
    static bool active(const Game& g) { return g.castling.enabled; }
    // The king and partner types and the distances; the squares come from the setup (compile() runs this
    // after it).
    static void compile(RuleCompiler& c);
    // Only when the side is known not to be in check and has a right left (the test inline: every node asks).
    static void generate(const Position& pos, MoveList& list, bool not_in_check) {
        if (not_in_check)
            if (const std::uint32_t open = open_sides(pos)) generate_moves(pos, list, open, false);
    }
    // The same where the side's one royal is known unattacked (dispatch::count_or_generate): the king's own
    // square needs no attack test then, a third of those a castling pays.
    static void generate_out_of_check(const Position& pos, MoveList& list) {
        if (const std::uint32_t open = open_sides(pos)) generate_moves(pos, list, open, true);
    }
    // The sides (bit 0: towards the higher files) the side to move has the right to castle to, less those where
    // the squares are fixed and a man stands between king and partner: inline, as every leaf asks and most
    // positions with the rights have a man there.
    static std::uint32_t open_sides(const Position& pos) {
        const CastlingInfo& ci = pos.game().castling;
        const int us = pos.side();
        std::uint32_t ours = rights(pos) >> (us * 2) & 3;
        if (ours && ci.fixed_squares) {
            const SquareBits occupied = either(pos.occupied(0), pos.occupied(1));
            for (int side = 0; side < 2; ++side)
                if (!disjoint(ci.between[us][side], occupied)) ours &= ~(1u << side);
        }
        return ours;
    }
    // The castling moves to the sides of `open` (open_sides) that pass their attack tests.
    static void generate_moves(const Position& pos, MoveList& list, std::uint32_t open, bool royal_unattacked);
    static bool king_path_safe(const Position& pos, Square k, Square kto, bool k_unattacked);
    static void generate_to(const Position& pos, MoveList& list, const CastlingSquares& cs, int side, int king_to_file,
                            int rank);
    // The file the partner lands on when the king castles to the file king_to_file: the named one, else beside
    // the king on the side the king came from.
    static int partner_file(const Game& g, int side, int king_to_file) {
        const int named = g.castling.partner_file[side];
        return named >= 0 ? named : king_to_file - (side == 0 ? 1 : -1);
    }
    static void make(Position& pos, Move m, Undo& u);
    static void unmake(Position& pos, Move m, const Undo& u);
    // As the king's move (e1g1); in Chess960, and for a king castling one square (free castling's `O1`, whose
    // text would be the king's own step), as the king taking its partner (e1h1); with a man entering
    // through a gate (features/gating), its code after the king's move if it enters on the king's square
    // (e1g1h), else after the partner's move to the king's square (h1e1h), as Fairy-Stockfish writes them.
    static void write(const Position& pos, Move m, std::string& out);
    // Generation has tested every square the king stands on, passes and lands on; where the enemy has hoppers
    // or complex attackers, the partner's landing square may still make a screen or a line, and where the
    // partner started beyond the king's destination it may have hidden a line to it: test the move.
    static bool legal(Position& pos, Move m, const Checks*) {
        const int them = pos.side() ^ 1;
        const Game& g = pos.game();
        const bool shielded = g.castling.random_start || g.castling.shields[pos.side()][side_of(m)];
        return !(shielded || g.any_hopper[them] || g.any_complex_attacker[them]) || Royals::full_test(pos, m);
    }
    static int side_of(Move m) { return m.type() & 1; }
    // Every move: rights are lost when a move starts or ends on a king's or partner's setup square.
    // A partner dropped on its setup square regains its right while the king is unmoved, where the game says
    // so (Hostage Chess); with `drop_files` (Placement chess) a king or partner dropped on its square gets the
    // right once the other stands on its own.
    static void on_make(Position& pos, Move m, const Undo&) {
        const Game& g = pos.game();
        if (m.kind() == MoveKind::Drop || m.kind() == MoveKind::Exchange) {
            if (g.castling.dropped_partner_castles || g.castling.dropped_men_castle) regain(pos, m.to);
            return;
        }
        if (m.kind() == MoveKind::Pass || !(rights(pos) & 15)) return;
        const Square end = m.kind() == MoveKind::Transfer ? m.from : m.to;  // a transfer's `to` is a reserve
        const std::uint32_t lost = g.castling.random_start
                                       ? lost_at(pos, m.from, end)
                                       : std::uint32_t(g.castling.clear[m.from] | g.castling.clear[end]);
        if (rights(pos) & lost) set_rights(pos, rights(pos) & ~lost);
    }
    // Chess960: the rights whose king or partner stands on a or b.
    static std::uint32_t lost_at(const Position& pos, Square a, Square b);
    static void regain(Position& pos, Square dropped_on);
    // The FEN field (features/castling_fen.cpp): "KQkq" or "-"; in Chess960 also the partners' files (Shredder
    // "HAha", X-FEN "Kq" or a file where the partner is not the outermost); `at` is the field's column.
    // In the rights' place unless another rule claims it.
    static constexpr FenSlot fen_slot = FenSlot::Rights;
    static constexpr bool fen_default = true;
    static void read_fen(Position& pos, std::string_view field, std::size_t at);
    static void write_fen(const Position& pos, std::string& out);
};

}  // namespace variant
