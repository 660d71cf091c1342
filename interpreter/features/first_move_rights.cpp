#include "interpreter/features/first_move_rights.hpp"

#include <cctype>
#include <fmt/format.h>

#include "betza/coordinates.hpp"
#include "interpreter/attacks/rays.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

int first_rank(const Game& g, int c) { return c == 0 ? 0 : g.geo.ranks - 1; }

bool recorded(const Game& g, Man p) { return p && g.first_move_rights.recorded[type_of(p)]; }

}  // namespace

void FirstMoveRights::compile(RuleCompiler& c) {
    const FirstMoveRightsRule& rule = c.rs.first_move_rights;
    if (!rule.enabled) return;
    FirstMoveRightsInfo& info = c.g.first_move_rights;
    info.enabled = true;
    info.recorded.assign(std::size_t(c.g.type_count()), 0);
    info.not_in_check.assign(std::size_t(c.g.type_count()), 0);
    for (const auto& name : rule.pieces) info.recorded[std::size_t(c.type_named(name, "first-move right type"))] = 1;
    for (const auto& name : rule.not_in_check)
        info.not_in_check[std::size_t(c.type_named(name, "first-move right type"))] = 1;
}

bool FirstMoveRights::filters_in_check(const Position& pos) {
    const Game& g = pos.game();
    const int us = pos.side();
    // Only a man of ours with its right and a type that waits has moves to lose. The royal first: in Cambodian
    // chess he is the one that waits, unmoved for most of a game.
    const auto waits = [&](Man p) {
        return p && colour_of(p) == us && (p & UnmovedBit) && g.first_move_rights.not_in_check[type_of(p)];
    };
    if (const Square royal = pos.royal_square(us); royal != NoSquare && waits(pos.at(royal))) return true;
    for (Square s : pos.pieces(us))
        if (waits(pos.at(s))) return true;
    return false;
}

void FirstMoveRights::filter_legal(Position& pos, MoveList& list) {
    if (!filters_in_check(pos) || !in_check(pos)) return;
    const Game& g = pos.game();
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        // A one-leg board move (a multi-leg move is never a first move here: the validator sees to it).
        const bool one_leg = m.kind() == MoveKind::Normal || m.kind() == MoveKind::Promotion;
        const Man p = one_leg ? pos.at(m.from) : Man(0);
        bool keep = true;
        if (p && (p & UnmovedBit) && g.first_move_rights.not_in_check[type_of(p)]) {
            // Does the man reach the destination as a moved man, whose first moves are skipped?
            keep = false;
            walk_rays(
                g, pos, Man(p & ~UnmovedBit), m.from, 0,
                [&](Square to, std::uint16_t flags) { return keep = to == m.to && (flags & RayMove); },
                [&](Square to, Man, std::uint16_t flags) { return keep = to == m.to && (flags & RayCapture); });
        }
        if (keep) list.moves[n++] = m;
    }
    list.size = n;
}

void FirstMoveRights::read_fen(Position& pos, std::string_view field, std::size_t at) {
    const Game& g = pos.game();
    // Every man of a recorded type starts without its right; the letters give it back.
    for (int c = 0; c < Colours; ++c)
        for (Square s : std::vector<Square>(pos.pieces(c)))
            if (recorded(g, pos.at(s)) && (pos.at(s) & UnmovedBit)) pos.replace(s, Man(pos.at(s) & ~UnmovedBit));
    if (field.empty() || field == "-") return;
    for (std::size_t i = 0; i < field.size(); ++i) {
        const char ch = field[i];
        const int colour = std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1;
        const char lower = char(std::tolower(static_cast<unsigned char>(ch)));
        const auto file = betza::parse_file_name(std::string_view(&lower, 1));
        if (!file || *file >= g.geo.files)
            throw FenError(at + i, fmt::format("the first-move rights are the files of the men that keep them (as "
                                               "in DEde) or -, not '{}'",
                                               ch));
        const Square s = g.geo.square(*file, first_rank(g, colour));
        const Man p = pos.at(s);
        if (!recorded(g, p) || colour_of(p) != colour)
            throw FenError(at + i, fmt::format("first-move right '{}' but no {} man with first moves stands on {}", ch,
                                               colour == 0 ? "white" : "black", square_name(g.geo, s)));
        pos.replace(s, Man(p | UnmovedBit));
    }
}

bool FirstMoveRights::may_keep_right(const Game& g, int c, int t, Square s) {
    return g.first_move_rights.enabled && g.first_move_rights.recorded[std::size_t(t)] &&
           g.geo.rank_of(s) == first_rank(g, c);
}

void FirstMoveRights::write_fen(const Position& pos, std::string& out) {
    const Game& g = pos.game();
    const std::size_t before = out.size();
    for (int c = 0; c < Colours; ++c)
        for (int f = 0; f < g.geo.files; ++f) {
            const Man p = pos.at(g.geo.square(f, first_rank(g, c)));
            if (!recorded(g, p) || colour_of(p) != c || !(p & UnmovedBit)) continue;
            const char letter = betza::file_name(f)[0];
            out += c == 0 ? char(std::toupper(static_cast<unsigned char>(letter))) : letter;
        }
    if (out.size() == before) out += '-';
}

void FirstMoveRights::declare_keys() {
    using R = FirstMoveRightsRule;
    add_keys<Ruleset>("ruleset", {rule_map("first_move_rights", &Ruleset::first_move_rights)});
    add_keys<R>(
        "first_move_rights", {field("pieces", &R::pieces), field("not_in_check", &R::not_in_check)},
        {required<R>("pieces", "first_move_rights needs 'pieces' (the types whose first moves the FEN records)")});
}

}  // namespace variant
