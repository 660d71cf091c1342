#include "interpreter/features/no_checks.hpp"

#include <algorithm>
#include <bit>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/promotion.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void NoChecks::compile(RuleCompiler& c) {
    Game& g = c.g;
    g.no_checks.enabled = c.rs.no_checks;
    const std::size_t T = std::size_t(g.type_count()), S = std::size_t(g.geo.squares());
    if (!g.no_checks.enabled || S > SquareBitsMax) return;
    for (int col = 0; col < Colours; ++col) {
        const std::size_t dirs = g.attack_dirs[col].size();
        if (dirs > 64) continue;
        g.no_checks.far_dirs[col].assign(T, 0);
        g.no_checks.near_of[col].assign(T * S, SquareBits{});
        for (std::size_t a = 0; a < dirs; ++a)
            for (std::size_t t = 0; t < T; ++t) {
                const int reach = g.attack_range[col][a * T + t];
                if (reach >= 2) g.no_checks.far_dirs[col][t] |= std::uint64_t(1) << a;
                if (reach != 1) continue;
                for (Square s{0}; s < Square(S); ++s)  // the attack direction steps from s to the attacker
                    if (const Square q = g.next(g.attack_dirs[col][a].dir, s); q != NoSquare)
                        g.no_checks.near_of[col][t * S + std::size_t(s)].set(q);
            }
    }
}

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

// Do us's attacks come along the rider lines alone (GameTables::attack_line_at), read from the board alone?
bool attacks_by_lines(const Game& g, int us) {
    return board_only(g, us) && !g.attack_line_at[us].empty() && !g.any_wrap_attack[us] && !g.any_hopper[us] &&
           !g.leap_attacks.any[us];
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
    const bool lines_decide = attacks_by_lines(g, us) && !checked();
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

// Where us's attacks come along the lines alone, a move attacks the enemy royal only from where it lands, or by
// uncovering a line: the first man on a royal's line, where an own man behind him would reach the royal once
// he has gone. Those men are weighed, and a man of type t may not land where one step of his type reaches the
// royal, nor on the squares of a line from the royal that t reaches farther along, up to its first man (taking
// him there attacks as well). Under the check royalty no royal stands attacked when his foe is to move (the
// sides' moves never leave one so, nor does a FEN: movegen/sanity.cpp), so none is now.
bool NoChecks::leaf_filter(const Position& pos, LeafFilter& filter) {
    const Game& g = pos.game();
    const int us = pos.side();
    if (g.royalty != Royalty::Check || g.no_checks.far_dirs[us].empty() || !attacks_by_lines(g, us)) return false;
    const std::size_t S = std::size_t(g.geo.squares()), T = std::size_t(g.type_count());
    const std::uint64_t* far_dirs = g.no_checks.far_dirs[us].data();
    std::uint64_t dirs = 0;  // the directions along which some type of the side's men reaches two squares or more
    for (std::uint32_t types = filter.types; types; types &= types - 1) dirs |= far_dirs[std::countr_zero(types)];
    const SquareBits occupied = either(pos.occupied(0), pos.occupied(1));
    const SquareBits& own = pos.occupied(us);
    const std::uint8_t* range = g.attack_range[us].data();
    const auto type_at = [&](int word, std::uint64_t bit) {
        return std::size_t(type_of(pos.at(Square(64 * word + std::countr_zero(bit)))));
    };
    for (Square royal : pos.pieces(us ^ 1)) {
        if (!g.types[type_of(pos.at(royal))].royal) continue;
        // Per direction: its line's squares up to the first man, him included (`seen`), their number and word.
        std::uint64_t seen[64];
        int length[64], word[64];
        for (std::uint64_t d = dirs; d; d &= d - 1) {
            const std::size_t a = std::size_t(std::countr_zero(d));
            const AttackLine& l = g.attack_lines[us][a * S + std::size_t(royal)];
            if (l.word >= 2) return false;
            const int w = l.word;
            const std::uint64_t ray = l.line.word[w];
            const std::uint64_t first = first_bit(ray, occupied.word[w], l.rising);  // 0 for none
            seen[a] = before_first(ray, first, l.rising) | first;
            length[a] = std::popcount(seen[a]);
            word[a] = w;
            if (!(first & own.word[w])) continue;
            const std::uint64_t second = first_bit(ray & ~seen[a], occupied.word[w], l.rising);
            if ((second & own.word[w]) &&
                range[a * T + type_at(w, second)] >= std::popcount(before_first(ray, second, l.rising) | second))
                filter.weighed.word[w] |= first;
        }
        for (std::uint32_t types = filter.types; types; types &= types - 1) {
            const int t = std::countr_zero(types);
            const SquareBits& near = g.no_checks.near_of[us][std::size_t(t) * S + std::size_t(royal)];
            std::uint64_t refused[2] = {near.word[0], near.word[1]};
            for (std::uint64_t d = far_dirs[t]; d; d &= d - 1) {
                const std::size_t a = std::size_t(std::countr_zero(d));
                const int reach = range[a * T + std::size_t(t)];
                if (reach >= length[a]) {
                    refused[word[a]] |= seen[a];
                    continue;
                }
                Square q = royal;  // a reach shorter than the seen part: its first `reach` squares
                for (int k = 0; k < reach; ++k) {
                    q = g.next(g.attack_dirs[us][a].dir, q);
                    refused[word[a]] |= std::uint64_t(1) << (q & 63);
                }
            }
            filter.refused[t].word[0] |= refused[0];
            filter.refused[t].word[1] |= refused[1];
        }
    }
    return true;
}

void NoChecks::declare_keys() { add_keys<Ruleset>("ruleset", {field("no_checks", &Ruleset::no_checks)}); }

}  // namespace variant
