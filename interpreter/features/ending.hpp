// How a finished game is scored: an end rule that finds the game over says the result for the side to move
// and why ("extinction: White has no king"). Each end feature has the hook
//
//   static std::optional<Ending> ending(Position&)     has its rule ended the game, and with what result?
//
// and owns the ruleset key that gives its result (end.checkmate, end.extinction.result, ...). The game's
// result as a whole (which rule is asked first, mate, repetition): interpreter/play/result.hpp.
#pragma once

#include <string>
#include <string_view>

#include "interpreter/core/rule_kinds.hpp"

namespace variant {

struct Ending {
    Outcome outcome = Outcome::Draw;  // for the side to move: Win, Loss or Draw
    std::string reason;               // "checkmate", "extinction: White has no king"
};

// The outcome for one side seen by the other.
constexpr Outcome opposite(Outcome o) {
    return o == Outcome::Win ? Outcome::Loss : o == Outcome::Loss ? Outcome::Win : o;
}

// A ruleset's result `o`, given for side `whose`, seen by the side to move `us`.
constexpr Outcome for_side_to_move(Outcome o, int whose, int us) { return whose == us ? o : opposite(o); }

constexpr std::string_view colour_name(int colour) { return colour == 0 ? "White" : "Black"; }

}  // namespace variant
