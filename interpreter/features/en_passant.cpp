#include "interpreter/features/en_passant.hpp"

#include <fmt/format.h>

namespace variant {

void EnPassant::read_fen(Position& pos, std::string_view ep, std::size_t at) {
    if (ep.empty() || ep == "-") return;
    const Game& g = pos.game();
    auto s = parse_square(g.geo, ep);
    if (!s) throw FenError(at, fmt::format("'{}' is not a square", ep));
    const int mover = pos.side() ^ 1;
    const Square v = g.geo.offset(*s, 0, mover == 0 ? 1 : -1);
    if (pos.at(*s) || v == NoSquare || !pos.at(v) || colour_of(pos.at(v)) != mover ||
        !g.types[type_of(pos.at(v))].ep_victim)
        throw FenError(at, fmt::format("no man can just have passed the e.p. square {}", ep));
    pos.set_ep(*s, v);
}

void EnPassant::write_fen(const Position& pos, std::string& out) {
    out += pos.ep() == NoSquare ? "-" : square_name(pos.game().geo, pos.ep());
}

}  // namespace variant
