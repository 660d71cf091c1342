#include "interpreter/features/en_passant.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "interpreter/features/potentials/potentials.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {
// A man of a type whose step from `origin` can be taken e.p. (with potentials: a man that may still be one).
bool may_be_victim(const Game& g, Man p, Square origin) {
    for (int t = 0; t < g.type_count(); ++t)
        if (EnPassant::makes_squares(g, colour_of(p), t, origin) && Potentials::may_be(g, p, t)) return true;
    return false;
}
}  // namespace

void EnPassant::compile(RuleCompiler& c) {
    for (int t = 0; t < c.g.type_count(); ++t)
        for (int col = 0; col < Colours; ++col) c.g.en_passant.victim_by_man[make_man(t, col)] = c.g.types[t].ep_victim;
    const auto& pieces = c.rs.pieces;
    if (std::none_of(pieces.begin(), pieces.end(), [](const PieceType& p) { return !p.en_passant_from.value.empty(); }))
        return;
    const std::size_t S = std::size_t(c.g.geo.squares());
    for (int col = 0; col < Colours; ++col) {
        std::vector<std::uint8_t>& from = c.g.en_passant.from[col];
        from.assign(std::size_t(c.g.type_count()) * S, 1);  // the promoted forms, named by no piece: anywhere
        for (const PieceType& p : pieces)
            if (!p.en_passant_from.value.empty()) {
                const std::size_t t = std::size_t(c.type_named(p.name, "piece"));
                std::copy_n(c.zone_named(p.en_passant_from, col).begin(), S, from.begin() + std::ptrdiff_t(t * S));
            }
    }
}

void EnPassant::read_fen(Position& pos, std::string_view ep, std::size_t at) {
    if (ep.empty() || ep == "-") return;
    const Game& g = pos.game();
    // One square (the first passed) or every square passed, one after another (d3d4).
    std::vector<Square> listed;
    for (std::size_t i = 0; i < ep.size();) {
        const auto s = parse_square_prefix(g.geo, ep.substr(i));
        if (!s) throw FenError(at, fmt::format("'{}' is not a square", ep.substr(i)));
        listed.push_back(s->first);
        i += std::size_t(s->second);
    }
    const int mover = pos.side() ^ 1;
    const int forward = mover == 0 ? 1 : -1;
    // The first square passed is the one nearest the mover's own side.
    const Square first = *std::min_element(listed.begin(), listed.end(), [&](Square a, Square b) {
        return forward * g.geo.rank_of(a) < forward * g.geo.rank_of(b);
    });
    // The man that passed it is the first man beyond it: straight (a chess pawn) or diagonally (a Berolina
    // pawn's diagonal double step), the straight line first; the square before it, which he left, is empty (and
    // in his type's `en_passant_from` zone, where it has one).
    const auto victim = [&](int df) {
        const Square origin = g.geo.offset(first, -df, -forward);
        if (origin == NoSquare || pos.at(origin)) return NoSquare;
        for (Square v = g.geo.offset(first, df, forward); v != NoSquare; v = g.geo.offset(v, df, forward))
            if (pos.at(v)) return colour_of(pos.at(v)) == mover && may_be_victim(g, pos.at(v), origin) ? v : NoSquare;
        return NoSquare;
    };
    Square v = NoSquare;
    for (int df : {0, -1, 1})
        if (v == NoSquare) v = victim(df);
    const bool all_passed = v != NoSquare && std::all_of(listed.begin(), listed.end(), [&](Square s) {
                                return s == first || passed_beyond_first(g.geo, first, v, s);
                            });
    if (pos.at(first) || !all_passed)
        throw FenError(
            at, fmt::format("no man can just have passed the e.p. square{} {}", listed.size() > 1 ? "s" : "", ep));
    set(pos, first, v);
}

void EnPassant::write_fen(const Position& pos, std::string& out) {
    out += ep(pos) == NoSquare ? "-" : square_name(pos.game().geo, ep(pos));
}

void EnPassant::declare_keys() {
    add_keys<PieceType>("piece", {field("en_passant_victim", &PieceType::en_passant_victim),
                                  field("en_passant_from", &PieceType::en_passant_from)});
}

}  // namespace variant
