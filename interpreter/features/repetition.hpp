// Repetition (end.repetition, end.repetition_result, end.perpetual_check): the n-th occurrence of a position
// ends the game. A position knows the positions before it: those the moves made on it since its FEN passed
// through (Position::history). Two positions are the same when their keys are (men, men in hand, side to
// move, rights, e.p. square and rule state). Scored as Fairy-Stockfish 11.1 scores it: when one side gave
// check in every one of its turns from the first occurrence to the n-th and the other did not,
// `perpetual_check` is the checking side's result (shogi, xiangqi, janggi: loss); otherwise
// `repetition_result` is the result for the side to move.
#pragma once

#include <optional>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/ending.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Repetition {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static void compile(RuleCompiler& c);
    // The repetition that ends the game now, if any. Unmakes and remakes the moves of the cycle to see the
    // checks (the position is the same afterwards).
    static std::optional<Ending> repeated(Position& pos);
    // How often the current position has occurred, itself included.
    static int occurrences(const Position& pos);
};

}  // namespace variant
