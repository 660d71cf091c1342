// The attack test by reverse lookup: from the square, walk every direction along which the attacking side
// captures by plain sliding or leaping; the first man met attacks if its type's range along that direction
// reaches (Game::attack_range). On boards of at most 128 squares that man is found by a bit scan of the
// direction's line (GameTables::attack_lines); cylinder slides likewise along wrapping rows
// (Game::wrap_attack_range). Men with complex captures (hoppers, lame leapers...) walk their own tables.
#include "interpreter/attacks/attacks.hpp"

#include <bit>

#include "interpreter/attacks/attack_lines.hpp"
#include "interpreter/attacks/leap_attacks.hpp"
#include "interpreter/attacks/multi_leg_walk.hpp"
#include "interpreter/attacks/rays.hpp"
#include "interpreter/attacks/reserve_blind.hpp"

namespace variant {

bool man_attacks(const Position& pos, Man p, Square from, Square target, Square vacated) {
    const GameTables& g = pos.tables();
    if (g.multi_leg.any) {
        bool hit = false;
        walk_multi_leg(
            pos, p, from,
            [&](Square to, const TakenOnTheWay& taken) {
                if (taken.contains(target) || (to == target && to != from)) hit = true;
            },
            SeenAs{target, vacated});
        if (hit) return true;
    }
    bool hit = false;
    auto reaches = [&](Square to, auto&&...) { return hit = to == target; };
    walk_rays(g, pos, p, from, RayCapture, reaches, reaches);
    return hit;
}

namespace {

// A hopper of `by` attacks s: walking away from s, the first man met is the screen, and the next one is a
// hopper of `by` that hops along this line (a grasshopper only with the screen right next to s). Found by bit
// scans where the hop lines exist (GameTables::hop_lines), else by stepping. `vacated` is seen empty (neither
// screen nor hopper), and a man of a type `skip` names screens but never hops.
template <class Skip> bool hopper_attacks(const Position& pos, Square s, int by, Square vacated, Skip skip) {
    const GameTables& g = pos.tables();
    const int T = g.type_count();
    const auto& dirs = g.hop_dirs[by];
    const std::uint8_t* kind = g.hop_kind[by].data();
    // Does the man x of `by`, behind `screen` on line a, hop onto s (`adjacent`: the screen is next to s)?
    const auto hops = [&](std::size_t a, Man x, Man screen, bool adjacent) {
        const std::uint8_t how = kind[a * T + type_of(x)];
        return ((how & HopAnywhere) || ((how & HopRightBehind) && adjacent)) && !skip(type_of(x)) &&
               !(g.hop_limits.any && refuses(g, x, screen, g.hop_limits.no_screen));
    };
    if (!g.hop_lines[by].empty()) {  // the screen and the man behind it by bit scans of the line
        const std::size_t S = std::size_t(g.geo.squares());
        SquareBits theirs = pos.occupied(by);
        SquareBits occupied = either(pos.occupied(0), pos.occupied(1));
        if (vacated != NoSquare) {
            theirs.reset(vacated);
            occupied.reset(vacated);
        }
        for (std::size_t a = 0; a < dirs.size(); ++a) {
            const AttackLine& l = g.hop_lines[by][a * S + std::size_t(s)];
            if (disjoint(l.line, theirs)) continue;
            const int screen = first_in(l.line, occupied, l.rising);
            SquareBits behind = occupied;
            behind.reset(Square(screen));
            const int hopper = first_in(l.line, behind, l.rising);
            if (hopper >= 0 && theirs.has(Square(hopper)) &&
                hops(a, pos.at(Square(hopper)), pos.at(Square(screen)), count_before(l.line, screen, l.rising) == 0))
                return true;
        }
        return false;
    }
    const auto at = [&](Square q) { return q == vacated ? Man(0) : pos.at(q); };
    for (std::size_t a = 0; a < dirs.size(); ++a) {
        const int d = dirs[a];
        Square q = g.next(d, s);
        bool adjacent = true;
        while (q != NoSquare && !at(q)) {
            q = g.next(d, q);
            adjacent = false;
        }
        if (q == NoSquare) continue;
        const Man screen = at(q);
        for (q = g.next(d, q); q != NoSquare; q = g.next(d, q)) {
            const Man x = at(q);
            if (!x) continue;
            if (colour_of(x) == by && hops(a, x, screen, adjacent)) return true;
            break;
        }
    }
    return false;
}

// Along the directions of one reverse-lookup table, walked by `next`: does the first man met attack s?
// A wrapping walk stops when it comes back to s (Wraps: a constant, so the plain walk pays nothing).
template <bool Wraps, class Next, class Skip>
bool rider_attacks(const Position& pos, Square s, int by, const std::vector<AttackDir>& dirs, const std::uint8_t* range,
                   Next next, Square vacated, Skip skip) {
    const GameTables& g = pos.tables();
    const int T = g.type_count();
    for (std::size_t a = 0; a < dirs.size(); ++a) {
        const int d = dirs[a].dir, max = dirs[a].max_range;
        Square q = s;
        for (int k = 1; k <= max; ++k) {
            q = next(d, q);
            if (q == NoSquare || (Wraps && q == s)) break;
            const Man x = pos.at(q);
            if (!x || q == vacated) continue;
            if (colour_of(x) == by && range[a * T + type_of(x)] >= k && !skip(type_of(x)) &&
                !(g.reserve_gate.blinds && reserve_promotion_blind(pos, x, s)))
                return true;
            break;
        }
    }
    return false;
}

// Along line a of attack_dirs[by] from s (GameTables::attack_lines), with `occupied` the board's men, `theirs`
// those of `by` and man_at(q) the man on q: is the first man met one of `by` whose type reaches s from there?
template <class ManAt, class Skip>
[[gnu::always_inline]] inline bool line_attacks(const Position& pos, Square s, int by, std::size_t a,
                                                const SquareBits& occupied, const SquareBits& theirs, ManAt man_at,
                                                Skip skip) {
    const GameTables& g = pos.tables();
    const std::size_t S = std::size_t(g.geo.squares());
    const AttackLine& l = g.attack_lines[by][a * S + std::size_t(s)];
    int first;
    if (l.word < 2) [[likely]] {  // in one word: the first man as a bit, without a branch on where he is
        const std::uint64_t bit = first_bit(l.line.word[l.word], occupied.word[l.word], l.rising);
        if (!(bit & theirs.word[l.word])) return false;
        first = 64 * l.word + std::countr_zero(bit);
    } else {
        first = first_in(l.line, occupied, l.rising);
        if (first < 0 || !theirs.has(Square(first))) return false;
    }
    const Man x = man_at(Square(first));
    const int reach = g.attack_range[by][a * std::size_t(g.type_count()) + std::size_t(type_of(x))];
    // Only a type that reaches less far than the line is long needs the distance.
    return (reach >= g.attack_dirs[by][a].max_range || reach > count_before(l.line, first, l.rising)) &&
           !skip(type_of(x)) && !(g.reserve_gate.blinds && reserve_promotion_blind(pos, x, s));
}

// rider_attacks's plain directions by their lines (GameTables::attack_lines): the first man on each found
// by a bit scan of the occupancy, `vacated` taken out of it.
// Where each square lies on one line (GameTables::attack_line_at), a man next to s is tested by his type's range
// alone, and only the lines of the far attackers are scanned (attacks/attack_lines.hpp).
// `Words`: 1 where the board fits one word of a set (fits_one_word).
template <int Words = 2, class Skip>
bool rider_attacks_by_lines(const Position& pos, Square s, int by, Square vacated, Skip skip) {
    const GameTables& g = pos.tables();
    SquareBits occupied = either(pos.occupied(0), pos.occupied(1));
    if (vacated != NoSquare) occupied.reset(vacated);
    const auto on_board = [&pos](Square q) { return pos.at(q); };
    const auto far_line = [&](std::size_t a) {
        return line_attacks(pos, s, by, a, occupied, pos.occupied(by), on_board, skip);
    };
    if (g.attack_line_at[by].empty()) return any_line_holding(g, by, s, pos.occupied(by), far_line);
    SquareBits men = pos.occupied(by);
    if (vacated != NoSquare) men.reset(vacated);
    const std::uint8_t* range = g.attack_range[by].data();
    const std::size_t T = std::size_t(g.type_count());
    const auto near = [&](std::size_t a, Square q) {
        const Man x = pos.at(q);
        return range[a * T + std::size_t(type_of(x))] && !skip(type_of(x)) &&
               !(g.reserve_gate.blinds && reserve_promotion_blind(pos, x, s));
    };
    return any_near_or_far_line<Words>(g, by, s, men, pos.far_men(by), near, far_line);
}

// The attack test, seeing `vacated` as empty (NoSquare: the board as it is) and leaving out the men of the
// types `skip` names. Both are constants for attacked(), so the plain test pays nothing for them.
template <class Skip> bool attacked_by(const Position& pos, Square s, int by, Square vacated, Skip skip) {
    const GameTables& g = pos.tables();
    if (g.attack_lines[by].empty()) {
        if (rider_attacks<false>(
                pos, s, by, g.attack_dirs[by], g.attack_range[by].data(),
                [&g](int d, Square q) { return g.next(d, q); }, vacated, skip))
            return true;
    } else {
        // On a board of one word, the lines' loops of one word (chess: the royal's moves and castling ask this at
        // most leaves); where the lines say every attack (GameTables::attacks_by_named_lines), nothing more.
        const bool hit = fits_one_word(g.geo) ? rider_attacks_by_lines<1>(pos, s, by, vacated, skip)
                                              : rider_attacks_by_lines<2>(pos, s, by, vacated, skip);
        if (hit || g.attacks_by_named_lines[by]) return hit;
    }
    if (g.any_wrap_attack[by] && rider_attacks<true>(
                                     pos, s, by, g.wrap_attack_dirs[by], g.wrap_attack_range[by].data(),
                                     [&g](int d, Square q) { return g.next_wrapping(d, q); }, vacated, skip))
        return true;
    if (g.any_hopper[by] && hopper_attacks(pos, s, by, vacated, skip)) return true;
    if (g.leap_attacks.any[by] && leap_attacked(pos, s, by, vacated, skip)) return true;
    if (g.any_complex_attacker[by])
        for (Square f : pos.pieces(by)) {
            const Man x = pos.at(f);
            const int t = type_of(x);
            if (g.complex_attacker[by][t] && !skip(t) &&
                (g.complex_reach[by][t] == 255 || g.distance(f, s) <= g.complex_reach[by][t]) &&
                man_attacks(pos, x, f, s, vacated))
                return true;
        }
    return false;
}

}  // namespace

bool attacked(const Position& pos, Square s, int by) {
    return attacked_by(pos, s, by, NoSquare, [](int) { return false; });
}

bool attacked_along_after(const Position& pos, Square s, int by, std::size_t line, Square from, Square to, Man lands) {
    SquareBits occupied = either(pos.occupied(0), pos.occupied(1)), theirs = pos.occupied(by);
    occupied.reset(from);
    theirs.reset(from);
    occupied.set(to);
    theirs.set(to);
    return line_attacks(
        pos, s, by, line, occupied, theirs, [&](Square q) { return q == to ? lands : pos.at(q); },
        [](int) { return false; });
}

bool attacked_by_others(const Position& pos, Square s, int by, Square vacated) {
    const GameTables& g = pos.tables();
    return attacked_by(pos, s, by, vacated, [&](int t) { return g.types[t].captures_unprotected_only; });
}

}  // namespace variant
