// Self-capture (SC-chess): a man may capture an own man, never a royal, by any of its capturing moves (not
// en passant, and castling is no capture); the man taken goes to its owner's reserve (the airfield), or off
// the game without one. The compile step lets every capturing ray take own men (RayCaptureOwn, the flag of
// Betza's 'd'), so generation and the move text treat a self-capture as any capture (d1d2). Game::self_capture
// holds the rule.
#pragma once

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct SelfCapture {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.self_capture.enabled; }
    static void compile(RuleCompiler& c);
    // Make (+1) and unmake (-1) of the capture of the own man x (of type `type`, as it enters a reserve).
    static void on_capture(Position& pos, Man x, int type, int delta) {
        const int r = pos.game().self_capture.reserve;
        if (r >= 0) pos.add_reserve(colour_of(x), r, type, delta);
    }
};

}  // namespace variant
