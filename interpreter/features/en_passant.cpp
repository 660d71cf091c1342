#include "interpreter/features/en_passant.hpp"

#include <fmt/format.h>

#include "interpreter/features/potentials.hpp"

namespace variant {

namespace {
// A man of a type that can be taken e.p. (with potentials: a man that may still be one).
bool may_be_victim(const Game& g, Man p) {
    for (int t = 0; t < g.type_count(); ++t)
        if (g.types[std::size_t(t)].ep_victim && Potentials::may_be(g, p, t)) return true;
    return false;
}
}  // namespace

void EnPassant::read_fen(Position& pos, std::string_view ep, std::size_t at) {
    if (ep.empty() || ep == "-") return;
    const Game& g = pos.game();
    auto s = parse_square(g.geo, ep);
    if (!s) throw FenError(at, fmt::format("'{}' is not a square", ep));
    const int mover = pos.side() ^ 1;
    // The man that passed it stands one step beyond: straight (a chess pawn) or diagonally (a Berolina
    // pawn's diagonal double step), the straight one first; the square one step before, which he left, is
    // empty.
    const int forward = mover == 0 ? 1 : -1;
    const auto victim = [&](int df) {
        const Square v = g.geo.offset(*s, df, forward), from = g.geo.offset(*s, -df, -forward);
        const bool ok = v != NoSquare && from != NoSquare && !pos.at(from) && pos.at(v) &&
                        colour_of(pos.at(v)) == mover && may_be_victim(g, pos.at(v));
        return ok ? v : NoSquare;
    };
    Square v = NoSquare;
    for (int df : {0, -1, 1})
        if (v == NoSquare) v = victim(df);
    if (pos.at(*s) || v == NoSquare)
        throw FenError(at, fmt::format("no man can just have passed the e.p. square {}", ep));
    pos.set_ep(*s, v);
}

void EnPassant::write_fen(const Position& pos, std::string& out) {
    out += pos.ep() == NoSquare ? "-" : square_name(pos.game().geo, pos.ep());
}

}  // namespace variant
