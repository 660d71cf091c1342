// Betza strings: each must parse, and the caret of a mistake lands on the bad letter inside the YAML
// string (the string's own location is where its first character is, see Reader::string).
#include "interpreter/ruleset/validate.hpp"

#include <algorithm>

#include "betza/betza.hpp"

namespace variant {

namespace {

void check_betza(Reader& r, const Located<std::string>& betza) {
    try {
        betza::parse(betza.value);
    } catch (const betza::ParseError& e) {
        SourceLocation where = betza.where;
        where.column += int(e.column);
        r.error(where, int(std::max<std::size_t>(e.length, 1)), std::string(e.what()) + " in '" + betza.value + "'");
    }
}

}  // namespace

void validate_moves(Reader& r, const Ruleset& rules) {
    for (const auto& piece : rules.pieces) {
        if (!piece.betza.value.empty()) check_betza(r, piece.betza);
        if (piece.betza_second) check_betza(r, *piece.betza_second);
        for (const auto& move : piece.zoned_moves)
            if (!move.betza.value.empty()) check_betza(r, move.betza);
        bool moves = !piece.betza.value.empty() || !piece.zoned_moves.empty();
        if (!moves) r.error(piece.name, "piece '" + piece.name.value + "' has no move: give it a 'betza' (or 'zoned_moves')");
    }
}

}  // namespace variant
