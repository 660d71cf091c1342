// How features/potentials writes a set of types: "X" for every potential type, "!AB" for all but A and B
// when that is shorter, else the types' codes in the ruleset's order ("QRP"); lower case for the second
// player. The codes are one letter each (the validator sees to it).
#pragma once

#include <string>

#include "interpreter/features/compiled_game.hpp"

namespace variant {

std::string potential_set_text(const Game& g, unsigned set, int colour);
// The codes of the set one by one, in the ruleset's order.
std::string potential_set_letters(const Game& g, unsigned set, int colour);

}  // namespace variant
