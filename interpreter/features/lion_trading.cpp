#include "interpreter/features/lion_trading.hpp"

#include <fmt/format.h>

#include <bit>
#include <cctype>
#include <optional>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

bool is_lion(const Game& g, Man x) { return x && g.lion_trading.lion[type_of(x)]; }

// Rule 1: whether the lion's move m takes a protected lion that is not next to its start square.
bool takes_protected_lion(Position& pos, Move m) {
    const Game& g = pos.game();
    const int us = pos.side();
    const Man target = pos.at(m.to);
    if (m.to == m.from || !is_lion(g, target) || colour_of(target) == us || g.distance(m.from, m.to) < 2) return false;
    Man first = 0;
    Square first_at = NoSquare;
    if (m.kind() == MoveKind::MultiLeg && m.via_count() > 0) first = pos.at(first_at = m.via[0]);
    if (first && !g.lion_trading.minor[type_of(first)]) return false;
    // Protected: attacked with the lion gone from its start square (and the man it took on the way off the
    // board), as after the move; the man taken on the way still counts as a protector (shogiops does so).
    pos.make(m);
    const bool covered = attacked(pos, m.to, us ^ 1) || (first && man_attacks(pos, first, first_at, m.to));
    pos.unmake();
    return covered;
}

// Rule 2: whether the non-lion's move m takes a lion anywhere but on `last`.
bool takes_lion_elsewhere(const Position& pos, Move m, Square last) {
    const Game& g = pos.game();
    const int us = pos.side();
    auto forbidden = [&](Square s) {
        const Man x = pos.at(s);
        return s != last && is_lion(g, x) && colour_of(x) != us;
    };
    if (m.to != m.from && forbidden(m.to)) return true;
    for (int i = 0; i < m.via_count(); ++i)
        if (forbidden(m.via[i])) return true;
    return false;
}

// A square as shogi programs write it: the file number counted from the first player's right, then the
// rank as a letter from the far side ("7f" on 12x12 is our f7).
std::optional<Square> shogi_square(const Geometry& geo, std::string_view text) {
    if (text.size() < 2 || !std::islower(static_cast<unsigned char>(text.back()))) return std::nullopt;
    int file = 0;
    for (char ch : text.substr(0, text.size() - 1)) {
        if (!std::isdigit(static_cast<unsigned char>(ch)) || file > geo.files) return std::nullopt;
        file = file * 10 + (ch - '0');
    }
    const int rank = text.back() - 'a';
    if (file < 1 || file > geo.files || rank >= geo.ranks) return std::nullopt;
    const Square s = geo.square(geo.files - file, geo.ranks - 1 - rank);
    if (!geo.on_board[s]) return std::nullopt;
    return s;
}

}  // namespace

void LionTrading::compile(RuleCompiler& c) {
    const LionTradingRule& rule = c.rs.lion_trading;
    LionTradingInfo& lt = c.g.lion_trading;
    if (!rule.enabled) return;
    lt.enabled = true;
    lt.lion.assign(std::size_t(c.g.type_count()), 0);
    lt.minor.assign(std::size_t(c.g.type_count()), 0);
    for (const auto& name : rule.lions) lt.lion[c.type_named(name, "lion_trading.lions")] = 1;
    for (const auto& name : rule.minor) lt.minor[c.type_named(name, "lion_trading.minor")] = 1;
    // The e.p. keys turned: a game with lion trading has no e.p. square (the validator sees to it).
    lt.key.clear();
    for (std::uint64_t k : c.g.key_square) lt.key.push_back(std::rotl(k, 17));
}

void LionTrading::on_make(Position& pos, Move m, const Undo& u) {
    const Game& g = pos.game();
    Square s = NoSquare;
    if (m.kind() <= MoveKind::LastBoardMove && !is_lion(g, u.moved)) {
        const int mover = colour_of(u.moved);
        for (int i = 0; i < u.taken_count; ++i)
            if (is_lion(g, u.taken_on_the_way[i]) && colour_of(u.taken_on_the_way[i]) != mover) s = u.taken_at[i];
        if (is_lion(g, u.captured) && colour_of(u.captured) != mover) s = u.captured_at;  // the destination last
    }
    if (s != last_capture(pos)) set_last_capture(pos, s);
}

void LionTrading::filter_legal(Position& pos, MoveList& list) {
    const Game& g = pos.game();
    const Square last = last_capture(pos);
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        bool ok = true;
        if (m.kind() <= MoveKind::LastBoardMove) {
            if (is_lion(g, pos.at(m.from))) ok = !takes_protected_lion(pos, m);
            else if (last != NoSquare) ok = !takes_lion_elsewhere(pos, m, last);
        }
        if (ok) list.moves[n++] = m;
    }
    list.size = n;
}

void LionTrading::read_fen(Position& pos, std::string_view field, std::size_t at) {
    if (field.empty() || field == "-") return;
    const Game& g = pos.game();
    std::optional<Square> s = parse_square(g.geo, field);
    if (!s) s = shogi_square(g.geo, field);
    if (!s)
        throw FenError(at, fmt::format("'{}' is not a square: the last lion capture is '-' or a square (f7, or 7f "
                                       "as shogi programs write it)",
                                       field));
    // The man who took the lion stands on its square, or nobody does: a lion taken on the way of a multi-leg
    // move leaves its square empty.
    const int mover = pos.side() ^ 1;
    const Man x = pos.at(*s);
    if (x && colour_of(x) != mover)
        throw FenError(at, fmt::format("a lion was taken on {} by the last move, so a man of {}, who made it, stands "
                                       "there, or nobody (a lion taken on the way); it is the other side's",
                                       square_name(g.geo, *s), side_names[mover]));
    set_last_capture(pos, *s);
}

void LionTrading::write_fen(const Position& pos, std::string& out) {
    out += last_capture(pos) == NoSquare ? "-" : square_name(pos.game().geo, last_capture(pos));
}

void LionTrading::declare_keys() {
    using R = LionTradingRule;
    add_keys<Ruleset>("ruleset", {rule_map("lion_trading", &Ruleset::lion_trading)});
    add_keys<R>("lion_trading", {field("lions", &R::lions), field("minor", &R::minor)},
                {required<R>("lions", "lion_trading needs 'lions' (the pieces the rules are about)")});
}

}  // namespace variant
