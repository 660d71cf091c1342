#include "interpreter/features/no_checks.hpp"

#include <algorithm>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/promotion.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void NoChecks::compile(RuleCompiler& c) { c.g.no_checks = c.rs.no_checks; }

namespace {

// Can a plain or promoting move of `us` be tested on the board alone (the man lifted from `from` and set on
// `to`)? Only where the attack test reads the board alone: no complex attacker (whose test walks the piece
// lists), no multi-leg move, no rule that changes what lands (contagion) or what stands around (explosions)
// or what attacks with the reserves.
bool board_only(const Game& g, int us) {
    return !g.any_complex_attacker[us] && !g.multi_leg.any && !g.any_contagious && !g.atomic.enabled &&
           !g.reserve_gate.any && !g.reserves_change_attacks && !g.potential.enabled;
}

// What a royal on `royal` sees along colour us's attack lines from it (GameTables::attack_lines): the squares up
// to the first man on each line, that one included (`seen`), and those first men (`firsts`). A board move of
// us changes the first man on a line only if it lands on a seen square or leaves a first man's square, so only
// then need that line be looked along. A line across the board's two words counts as seen and first whole.
struct LineView {
    SquareBits seen, firsts;
};

LineView line_view(const Game& g, const Position& pos, int us, Square royal) {
    const std::size_t S = std::size_t(g.geo.squares());
    const SquareBits occupied = either(pos.occupied(0), pos.occupied(1));
    LineView v;
    for (std::size_t a = 0; a < g.attack_dirs[us].size(); ++a) {
        const AttackLine& l = g.attack_lines[us][a * S + std::size_t(royal)];
        if (l.word >= 2) {
            v.seen = either(v.seen, l.line);
            v.firsts = either(v.firsts, l.line);
            continue;
        }
        const std::uint64_t ray = l.line.word[l.word];
        const std::uint64_t first = first_bit(ray, occupied.word[l.word], l.rising);  // 0 for none
        const std::uint64_t before = before_first(ray, first, l.rising);
        v.seen.word[l.word] |= before | first;
        v.firsts.word[l.word] |= first;
    }
    return v;
}

}  // namespace

void NoChecks::filter_legal(Position& pos, MoveList& list) {
    const Game& g = pos.game();
    const int us = pos.side(), them = us ^ 1;
    Square royals[MaxBoardSide * MaxBoardSide];
    int royal_count = 0;
    for (Square s : pos.pieces(them))
        if (g.types[type_of(pos.at(s))].royal) royals[royal_count++] = s;
    const auto checked = [&] {
        return std::any_of(royals, royals + royal_count, [&](Square s) { return attacked(pos, s, us); });
    };
    const bool fast = board_only(g, us);
    // Where the attack test reads the rider lines alone (GameTables::attack_line_at), a royal not attacked now
    // can be attacked after a board move only along its line through the square left or the one landed on:
    // the others hold the same men. Most moves touch no such line, and the others cost two lines' scans.
    const std::size_t S = std::size_t(g.geo.squares());
    const bool lines_decide = fast && !g.attack_line_at[us].empty() && !g.any_wrap_attack[us] && !g.any_hopper[us] &&
                              !g.leap_attacks.any[us] && !checked();
    // Royal r's attack line through each square (GameTables::attack_line_at), and what he sees along them.
    const auto lines_of = [&](int r) { return g.attack_line_at[us].data() + std::size_t(royals[r]) * S; };
    constexpr int MaxViews = 4;  // more royals are rare: each move's lines are then looked along in full
    LineView views[MaxViews];
    const bool viewed = lines_decide && royal_count <= MaxViews;
    for (int r = 0; viewed && r < royal_count; ++r) views[r] = line_view(g, pos, us, royals[r]);
    // Does the move from `from` to `to`, landing as `lands`, attack a royal along one of those two lines? Asked
    // of the board as it stands (attacked_along_after), none of it lifted; a line along which the move
    // changes nothing the royal sees is not looked along.
    const auto line_checks = [&](Square from, Square to, Man lands) {
        for (int r = 0; r < royal_count; ++r) {
            const std::uint8_t a = lines_of(r)[from], b = lines_of(r)[to];
            const bool leaves = a != GameTables::NoLine && (!viewed || a == b || views[r].firsts.has(from));
            const bool lands_seen = b != GameTables::NoLine && b != a && (!viewed || views[r].seen.has(to));
            if (leaves && attacked_along_after(pos, royals[r], us, a, from, to, lands)) return true;
            if (lands_seen && attacked_along_after(pos, royals[r], us, b, from, to, lands)) return true;
        }
        return false;
    };
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        bool checks;
        if (fast && (m.kind() == MoveKind::Normal || m.kind() == MoveKind::Promotion) &&
            std::find(royals, royals + royal_count, m.to) == royals + royal_count) {
            const Man p = pos.at(m.from);
            const Man lands = m.kind() == MoveKind::Promotion ? Promotion::promoted(g, p, m, us) : Man(p & ~UnmovedBit);
            if (lines_decide) {
                checks = line_checks(m.from, m.to, lands);
            } else {
                pos.lift(m.from);
                const Man there = pos.lift(m.to);
                pos.unlift(m.to, lands);
                checks = checked();
                pos.unlift(m.to, there);
                pos.unlift(m.from, p);
            }
        } else {
            pos.make(m);
            checks = std::any_of(pos.pieces(them).begin(), pos.pieces(them).end(),
                                 [&](Square s) { return g.types[type_of(pos.at(s))].royal && attacked(pos, s, us); });
            pos.unmake();
        }
        if (!checks) list.moves[n++] = m;
    }
    list.size = n;
}

void NoChecks::declare_keys() { add_keys<Ruleset>("ruleset", {field("no_checks", &Ruleset::no_checks)}); }

}  // namespace variant
