// The compiler: Ruleset -> Game. Throws CompileError pointing at the ruleset value at fault (a setup FEN
// that does not fit the board, an unknown piece name, a Betza string the notation library rejects, a rule
// the engine does not support yet).
#pragma once

#include <stdexcept>
#include <string>

#include "interpreter/game/game.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

struct CompileError : std::runtime_error {
    CompileError(SourceLocation where, const std::string& message, int length = 1)
        : std::runtime_error(message), where(std::move(where)), length(length) {}
    SourceLocation where;
    int length;  // characters to underline
};

Game compile(const Ruleset& ruleset);

}  // namespace variant
