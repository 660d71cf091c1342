// libFuzzer target for the Betza library: any bytes either parse or fail with a ParseError inside the text;
// what parses must print, describe, expand and draw, and its canonical text must parse to the same tree.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "betza/betza.hpp"
#include "betza/diagram.hpp"
#include "interpreter/core/diagnostics.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 64) return 0;  // longer strings only repeat what short ones test, more slowly
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    betza::Piece piece;
    try {
        piece = betza::parse(text);
    } catch (const betza::ParseError& e) {
        if (e.column > size || e.length == 0) std::abort();
        (void)variant::render(variant::betza_error(text, e));
        return 0;
    }
    const std::string printed = betza::print(piece);
    if (!(betza::parse(printed) == piece)) std::abort();
    if (betza::print(betza::parse(printed)) != printed) std::abort();
    (void)betza::describe(piece);
    for (auto player : {betza::Player::First, betza::Player::Second}) {
        const auto paths = betza::expand(piece, player);
        // A small board keeps four-leg riders quick; the walk is the same on any size.
        if (player == betza::Player::Second) (void)betza::reach(paths, betza::BoardSize{5, 4}, betza::Square{2, 1});
    }
    return 0;
}
