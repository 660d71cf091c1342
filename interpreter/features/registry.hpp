// compile(): a checked ruleset into a Game. The game compiler's table stages (interpreter/game/) lay the moves; then
// each rule feature compiles its part of the Game; last, the setup FEN is read as a position, which checks
// what only a playable position can (castling rights, men in check, men that could never have arrived).
// Everything else was checked by the validator, which alone makes a CheckedRuleset (ruleset/validate.hpp).
// Throws DiagnosticError pointing at the ruleset value at fault.
#pragma once

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/game/game.hpp"
#include "interpreter/ruleset/checked_ruleset.hpp"

namespace variant {

Game compile(const CheckedRuleset& ruleset);

}  // namespace variant
