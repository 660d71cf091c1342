// Passing: with `pass: true` a player may pass (MoveKind::Pass, written "pass"); nothing on the board changes.
#pragma once

#include <string>

#include "interpreter/attacks/checks.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/facing_royals.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct Pass {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static constexpr MoveKind kind = MoveKind::Pass;
    static bool active(const Game& g) { return g.pass; }
    static void generate(const Position&, MoveList& list, bool) { list.push(Move::make(0, 0, MoveKind::Pass)); }
    static void make(Position&, Move, Undo&) {}
    static void unmake(Position&, Move, const Undo&) {}
    static void write(const Position&, Move, std::string& out) { out += "pass"; }
    // Under bikjang a pass is legal while the generals face, even in check (features/facing_royals).
    static bool legal(Position& pos, Move m, const Checks*) {
        return FacingRoyals::bikjang_pass(pos) || Royals::full_test(pos, m);
    }
};

}  // namespace variant
