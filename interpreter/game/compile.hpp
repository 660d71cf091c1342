// The compiler: Ruleset -> Game. Throws DiagnosticError pointing at the ruleset value at fault (a setup
// FEN that does not fit the board, an unknown piece name, a Betza string the notation library rejects, a
// rule the engine does not support yet).
#pragma once

#include "interpreter/diagnostics.hpp"
#include "interpreter/game/game.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

Game compile(const Ruleset& ruleset);

}  // namespace variant
