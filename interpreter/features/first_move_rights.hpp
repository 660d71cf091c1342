// First-move rights (Cambodian chess, Kar Ouk): a man of a listed type keeps the right to its first moves
// (Betza `i`: the king's knight leap, the met's double step) while it is unmoved, and the FEN records the
// right by file in its castling field, as Fairy-Stockfish writes it ("DEde": the men on d1, e1, d8, e8),
// so a man that moved and came back has lost it. The right is the man's unmoved bit, lost when it moves or
// is taken; types listed under `not_in_check` make their first moves only while their side is not in
// check. Switched on by the ruleset's `first_move_rights` (which cannot go with castling or gating: they
// share the field).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct FirstMoveRights {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.first_move_rights.enabled; }
    static void compile(RuleCompiler& c);
    // In check, the men of the `not_in_check` types keep only the moves they have without their right.
    static void filter_legal(Position& pos, MoveList& list);
    // It strikes only in check, and only where a man of such a type keeps its right (perft's leaves are
    // counted without writing the moves elsewhere, and out of check without asking).
    static bool filters_in_check(const Position& pos);
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "e2e4 is refused: ...").
    static std::string refusal(Position&, Move) {
        return "this man may not make its first move while its side is in check";
    }
    // The castling field: a file letter (upper case White, lower case Black) gives the right to the man of a
    // listed type on that file of its side's first rank; the men of those types not named have moved.
    static constexpr FenSlot fen_slot = FenSlot::Rights;  // in the castling rights' place
    static void read_fen(Position& pos, std::string_view field, std::size_t at);
    static void write_fen(const Position& pos, std::string& out);
    // May the field give a man of colour c and type t on s its right (leave him unmoved)?
    static bool may_keep_right(const Game& g, int c, int t, Square s);
};

}  // namespace variant
