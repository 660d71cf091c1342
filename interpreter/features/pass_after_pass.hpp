// Two passes in a row (tai shogi, rules §3.5): with `pass_after_pass: illegal`, a pass may not answer a
// pass. A pass is a `pass` move (features/pass) or a man's move that ends on its start square having taken
// nothing: a lion's turn pass (`mabK`); an igui, which takes a man, is not one.
// The position keeps whether the last move was a pass (in the hash), and where two passes in a row end the
// game (features/pass_ending) whether the last two were. FEN: when the last was, one more field after the
// fullmove number (and after Potential Chess's field, if any): "pass", or "pass2" after two passes in a row
// (so a finished game reads back finished). Written only then, so that every other FEN stays as other
// programs write it; "-" there reads as no pass too.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct PassesInARow {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    // State: the passes just made in a row, 0, 1 or 2 (more count as 2), hashed by the game's
    // pass_after_pass.key (1) and a mix of it (2).
    static constexpr int state_words = 1;
    static const int state_at;  // features/registry.cpp
    static int passes(const Position& pos) { return pos.state(state_at); }
    static bool after_pass(const Position& pos) { return passes(pos) > 0; }
    static bool after_two_passes(const Position& pos) { return passes(pos) >= 2; }
    static void set_passes(Position& pos, int n) {
        pos.toggle_key(state_key(pos));
        pos.set_state(state_at, n > 2 ? 2 : n);
        pos.toggle_key(state_key(pos));
    }
    static std::uint64_t state_key(const Position& pos) {
        const int n = passes(pos);
        const std::uint64_t k = pos.game().pass_after_pass.key;
        return n == 0 ? 0 : n == 1 ? k : mix_key(k);
    }
    static bool active(const Game& g) {
        return g.pass_after_pass.rule != PassAfterPass::Allowed || g.pass_after_pass.kept;
    }
    static void compile(RuleCompiler& c);
    static bool is_pass(Move m) {
        if (m.kind() == MoveKind::Pass) return true;
        return m.from == m.to && (m.kind() == MoveKind::Normal || m.kind() == MoveKind::MultiLeg) && m.via_count() == 0;
    }
    // Passes in a row are counted up to 2 only where two end the game (else 1: "the last move was a pass").
    static void on_make(Position& pos, Move m, const Undo&) {
        set_passes(pos, !is_pass(m) ? 0 : pos.game().consecutive_passes > 0 ? passes(pos) + 1 : 1);
    }
    // No pass right after a pass.
    static void filter_legal(Position& pos, MoveList& list);
    // It strikes only right after a pass, where a pass may not answer one (perft's leaves are counted without
    // writing the moves elsewhere: janggi, which keeps the passes for its ending only, always).
    static bool filters_now(const Position& pos) {
        return pos.game().pass_after_pass.rule == PassAfterPass::Illegal && after_pass(pos);
    }
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "e2e4 is refused: ...").
    static std::string refusal(Position&, Move) { return "a pass may not answer a pass"; }
    static constexpr FenSlot fen_slot = FenSlot::Last;  // after Potential Chess's field, if any
    static void read_fen(Position& pos, std::string_view field, std::size_t at);
    static void write_fen(const Position& pos, std::string& out);
};

}  // namespace variant
