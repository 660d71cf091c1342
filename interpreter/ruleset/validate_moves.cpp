// Betza strings: each must parse, and the caret of a mistake lands on the bad letter inside the YAML
// string, whatever its style (the string's location carries where each of its bytes was written, see
// scalar_layout.hpp).
#include "interpreter/ruleset/validate.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "betza/betza.hpp"

namespace variant {

namespace {

void check_betza(Reader& r, const Located<std::string>& betza) {
    try {
        betza::parse(betza.value);
    } catch (const betza::ParseError& e) {
        r.error(shifted(betza.where, e.column), span(betza.where, e.column, e.length),
                fmt::format("{} in '{}'", e.what(), betza.value));
    }
}

// A warning at the `e` of a move that may capture e.p. in a game where no piece is an `en_passant_victim`:
// it can never take anything (a designer who meant a capture wrote `e` for `c`, or forgot the victim).
void warn_dead_en_passant(Reader& r, const Located<std::string>& betza) {
    bool en_passant = false;
    try {
        for (const auto& path : betza::expand(betza::parse(betza.value), betza::Player::First))
            for (const auto& leg : path.legs) en_passant = en_passant || leg.en_passant;
    } catch (const betza::ParseError&) {
        return;  // reported by check_betza
    }
    const std::size_t at = betza.value.find('e');
    if (!en_passant || at == std::string::npos) return;
    r.warning(
        shifted(betza.where, at), span(betza.where, at, 1),
        fmt::format("'e' (en passant) in '{}' can never capture: no piece is an 'en_passant_victim'", betza.value));
}

}  // namespace

void validate_moves(Reader& r, const Ruleset& rules, const Trust& trust) {
    const bool victims = std::any_of(rules.pieces.begin(), rules.pieces.end(),
                                     [](const PieceType& p) { return p.en_passant_victim; });
    for (const auto& piece : rules.pieces) {
        if (!victims) {
            for (const auto* text : {&piece.betza, piece.betza_second ? &*piece.betza_second : nullptr})
                if (text) warn_dead_en_passant(r, *text);
            for (const auto& move : piece.zoned_moves) warn_dead_en_passant(r, move.betza);
        }
        // A piece with `betza: ''` and nothing else is told below that it has no move.
        if (!piece.betza.value.empty() || (written(piece.betza) && !piece.zoned_moves.empty()))
            check_betza(r, piece.betza);
        if (piece.betza_second) check_betza(r, *piece.betza_second);
        for (const auto& move : piece.zoned_moves)
            if (written(move.betza)) check_betza(r, move.betza);
        bool moves = !piece.betza.value.empty() || !piece.zoned_moves.empty();
        // After `betz: R` or `betza: [R]` the move is there, only misspelt.
        bool trusted = trust.piece(piece, "betza") && trust.piece(piece, "zoned_moves");
        if (!moves && trusted)
            r.error(piece.name,
                    fmt::format("piece '{}' has no move: give it a 'betza' (or 'zoned_moves')", piece.name.value));
    }
}

}  // namespace variant
