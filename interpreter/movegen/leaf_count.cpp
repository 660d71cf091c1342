// Perft's last ply: the number of legal moves, counted where the position allows without writing them
// (count_legal). Where no rule strikes or edits board moves (Game::leaf_count_by_walk), the men's moves come
// from their masks (LeafMasks, movegen.hpp) and groups of like men by shifts (movegen/shift_count.hpp); where
// the check rule binds, only those the check information clears (movegen/check_info.hpp) are counted so, and
// the others written and filtered; a filter beyond check that says its refusals as sets
// (features/leaf_filter.hpp) has them taken out of the counts.
#include <bit>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/leaf_filter.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/check_info.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/movegen/shift_count.hpp"

namespace variant {

namespace {

// The royal's legal moves where his masks give them all (LeafMasks::leap_targets): each square he may go to
// that no enemy attacks with him lifted where royal_lift_needed says so, as plain_move_legal tests it without
// writing the moves, but those of `refused` (a filter's: count_filtered); else his moves are written into
// `tested`.
int count_royal_moves(Position& pos, const LeafMasks& masks, Square s, MoveList& tested, bool in_check,
                      const SquareBits& refused = {}) {
    SquareBits targets;
    if (!masks.leap_targets(pos.at(s), s, targets)) {
        generate_man(pos, tested, s);
        return 0;
    }
    targets = without(targets, refused);
    if (targets.empty()) return 0;  // (hemmed in by his own men, as mostly early in a game: nothing lifted)
    const int them = pos.side() ^ 1;
    const bool lift = royal_lift_needed(pos, in_check);
    const Man royal = lift ? pos.lift(s) : Man(0);
    int n = 0;
    for_each_square(targets, [&](Square to) { n += !attacked(pos, to, them); });
    if (lift) pos.unlift(s, royal);
    return n;
}

// The royal's square and the pinned men's, as a set (on a board of at most 128 squares).
SquareBits royal_and_pinned(const Checks& ci) {
    SquareBits squares;
    if (ci.royal < SquareBitsMax) squares.set(ci.royal);
    for (int i = 0; i < ci.pin_count; ++i)
        if (ci.pinned_men[i] < SquareBitsMax) squares.set(ci.pinned_men[i]);
    return squares;
}

// The moves of the pinned man on s, where no hop line crosses the royal's: where he is pinned along lines only
// and his masks give his moves, those that keep the lines closed (plain_move_legal's test), counted; else his
// moves are written into `tested`. Out of line: pins are rare, and inlined it cost chess perft 5 0.3% more
// instructions (30 November 2026).
[[gnu::noinline]] int count_pinned_moves(const Position& pos, const Checks& ci, const LeafMasks& masks, Square s,
                                         MoveList& tested, const SquareBits& refused = {}) {
    if (const int i = ci.pin_index(s); ci.pin_known(i))
        if (SquareBits targets; masks.targets(pos.at(s), s, targets, LeapCountWritten))
            return count_in(without(targets, refused), ci.pin_keep_set(i));
    generate_man(pos, tested, s);
    return 0;
}

// count_by_checks' men: the number of moves of those it may count, the others' written into `tested`. With
// HopLines, a man on a hop line or that might stop on one is written (ci.hop_line; the board has at most 128
// squares); with Written, the men on `written` (those whose moves a rule reads: dispatch::moves_read_from);
// without either, the loop stays as lean as it can.
template <bool HopLines, bool Shifting, bool Written = false>
int count_men(Position& pos, const Checks& ci, const LeafMasks& masks, MoveList& tested,
              const SquareBits& written = {}) {
    SquareBits hop_lines;
    if constexpr (HopLines) hop_lines.word[0] = ci.hop_line[0], hop_lines.word[1] = ci.hop_line[1];
    // The royal, the pinned men and those written (`apart`): each his own way, apart from the others, and none
    // of them in the groups of like men counted by shifts (movegen/shift_count.hpp).
    const SquareBits apart = Written ? either(royal_and_pinned(ci), written) : royal_and_pinned(ci);
    const ShiftCounter shifts = Shifting ? ShiftCounter(pos, apart, masks.passed()) : ShiftCounter();
    const auto count_apart = [&](Square s) {
        if (Written && written.has(s)) {
            generate_man(pos, tested, s);
            return 0;
        }
        if (s == ci.royal) return count_royal_moves(pos, masks, s, tested, false);
        if constexpr (!HopLines) return count_pinned_moves(pos, ci, masks, s, tested);
        generate_man(pos, tested, s);
        return 0;
    };
    // A man neither royal nor pinned nor written.
    const auto count_other = [&](Square s) __attribute__((always_inline)) {
        if (const int masked = masks.count(pos.at(s), s); masked >= 0) {
            if (!HopLines || (!hop_lines.has(s) && !masks.may_reach(pos.at(s), s, hop_lines))) return masked;
            generate_man(pos, tested, s);
            return 0;
        }
        if constexpr (HopLines) {
            generate_man(pos, tested, s);
            return 0;
        }
        return count_man_moves(pos, masks, s, tested);
    };
    int n = 0;
    if (pos.game().geo.squares() <= SquareBitsMax)
        shifts.for_each_other(
            pos, apart, [&](Square s) { n += count_apart(s); },
            [&](Square s) __attribute__((always_inline)) { n += count_other(s); });
    else  // no set of the men: each asked
        shifts.for_each_other(pos, [&](Square s) {
            const bool by_himself = (Written && s < SquareBitsMax && written.has(s)) || s == ci.royal || ci.pinned(s);
            n += by_himself ? count_apart(s) : count_other(s);
        });
    if constexpr (Shifting) n += shifts.count(pos.occupied(pos.side()), pos.occupied(pos.side() ^ 1));
    return n;
}

// The number of legal moves in check, where no hop line crosses the royal's lines (a board of at most 128
// squares): the royal's tested square by square (count_royal_moves); with one checker, the moves of a man
// neither royal nor pinned that land on the checker or between it and the royal are legal (plain_move_legal),
// and those his masks give as plain moves are counted as the squares they share with the block set; with two
// checkers none of them counts. The pinned men's moves, those the masks cannot give (e.p. captures,
// promotions) and the features' (drops) are written and tested one by one.
int count_evasions(Position& pos, const Checks& ci) {
    MoveList tested;
    const LeafMasks masks(pos);
    SquareBits blocks;  // empty with two checkers
    if (ci.checkers == 1)
        for (int i = 0; i < ci.block_count; ++i) blocks.set(ci.block[i]);
    int n = 0;
    for (const Square s : pos.pieces(pos.side())) {
        if (s == ci.royal) {
            n += count_royal_moves(pos, masks, s, tested, true);
            continue;
        }
        SquareBits targets;
        if (!ci.pinned(s) && masks.targets(pos.at(s), s, targets, LeapCountWritten)) n += count_in(targets, blocks);
        else generate_man(pos, tested, s);
    }
    dispatch::generate(pos, tested, false);
    keep_legal_by_checks(pos, tested, ci, false);
    return n + tested.size;
}

// count_by_checks out of check where a filter beyond check says its refusals as sets (dispatch::leaf_filter):
// the men it weighs and those a rule reads (`written`) have their moves written and tested; every other man's
// moves are counted as count_men counts them (the royal's and the pinned men's by their tests), less the squares
// his type may not land on, or written where his masks cannot give them. Of the moves written, the plain moves
// of men not weighed are kept by the same squares, the others by the filters. -1 where a filter cannot say its
// refusals here. Out of line: of the rules, only no_checks has such a filter, and few games that rule.
[[gnu::noinline]] int count_filtered(Position& pos, const Checks& ci, const SquareBits& written) {
    if (pos.game().type_count() > LeafFilter::MaxTypes) return -1;
    const int us = pos.side();
    LeafFilter filter;
    for (Square s : pos.pieces(us)) filter.types |= std::uint32_t(1) << type_of(pos.at(s));
    if (!dispatch::leaf_filter(pos, filter)) return -1;
    const SquareBits written_here = either(written, filter.weighed);
    const SquareBits apart = either(written_here, royal_and_pinned(ci));
    const LeafMasks masks(pos);
    MoveList tested;
    int n = 0;
    for_each_square(pos.occupied(us), [&](Square s) {
        const Man p = pos.at(s);
        const SquareBits& refused = filter.refused[type_of(p)];
        if (SquareBits targets; !apart.has(s) && masks.targets(p, s, targets, LeapCountWritten))
            n += count_of(without(targets, refused));
        else if (written_here.has(s)) generate_man(pos, tested, s);
        else if (s == ci.royal) n += count_royal_moves(pos, masks, s, tested, false, refused);
        else if (ci.pinned(s)) n += count_pinned_moves(pos, ci, masks, s, tested, refused);
        else generate_man(pos, tested, s);
    });
    dispatch::generate(pos, tested, true);
    keep_legal_by_checks(pos, tested, ci, false);
    // Of those the check rule keeps, the plain moves of the men not weighed (the royal's, the pinned men's) by the
    // refused squares too; the rest through the filters.
    MoveList weighed;
    for (const Move m : tested)
        if (m.kind() != MoveKind::Normal || filter.weighed.has(m.from)) weighed.push(m);
        else n += !filter.refused[type_of(pos.at(m.from))].has(m.to);
    if (weighed.size) dispatch::filter_legal(pos, weighed);
    return n + weighed.size;
}

// The number of legal moves where the check rule binds, counted from the check information without writing
// the moves it clears: not in check, every move of a man that is neither the royal nor pinned is legal but an
// e.p. capture (plain_move_legal), so those are counted as the rays give them; the royal's are tested square
// by square (count_royal_moves), and the pinned men's, the e.p. captures and the features' moves (castling,
// drops) are written and tested one by one. In check, count_evasions; or, where hop lines cross the royal's,
// every move written and filtered by the same information.
// Where enemy hoppers or screened leapers stand on the royal's lines, a man on such a line or one that might
// stop on it (making a screen) is written and tested too. -1 where the information cannot clear them: in
// check by a hopper, several royals, complex attackers, captures that change what attacks; or in check where
// `filters_in_check` says a rule may strike a move then, or a rule reads some men's moves (`written`, whose
// men's moves are written and tested out of check, where no hop line crosses the royal's).
// Inlined into its one caller: when the sliders' count by sets alone came in (LeapCountSetsOnly), GCC kept it out
// of line, which cost shogi's perft 4 2.6% more instructions (3 December 2026).
[[gnu::always_inline]] inline int count_by_checks(Position& pos, bool filters_in_check, const SquareBits& written) {
    const Game& g = pos.game();
    const int us = pos.side(), them = us ^ 1;
    if (g.reserves_change_attacks || g.any_complex_attacker[them] || pos.royal_count(us) != 1) return -1;
    Checks ci;
    ci.royal = pos.royal_square(us);
    compute_checks(pos, us, ci);
    if (g.any_hopper[them]) compute_hop_lines(pos, us, ci);
    if (g.leap_attacks.any_screen[them]) leap_hop_lines(pos, us, ci, !g.any_hopper[them]);
    const bool filtered = !g.hooks.leaf_filter.empty();  // a filter beyond check, taken as sets: out of check only
    const bool reads = !written.empty() || filtered;
    if (ci.hopper_check || (ci.checkers && (filters_in_check || reads)) || (reads && ci.any_hop_line)) return -1;
    const bool lines = ci.any_hop_line && g.geo.squares() <= SquareBitsMax;
    if (ci.any_hop_line && !lines) return -1;
    if (ci.checkers) {
        if (!ci.any_hop_line && g.geo.squares() <= SquareBitsMax) return count_evasions(pos, ci);
        MoveList list;  // keep_legal's way, with the information already found
        generate_pseudo(pos, list, false);
        keep_legal_by_checks(pos, list, ci, false);
        return list.size;
    }
    if (filtered) return count_filtered(pos, ci, written);
    MoveList tested;
    const LeafMasks masks(pos);
    // Shift groups only without hop lines, where each man's reach must be asked (a template parameter each:
    // the games without groups, xiangqi's, paid 3% more for the counter's mere presence in the loop).
    int n = reads                        ? count_men<false, true, true>(pos, ci, masks, tested, written)
            : lines                      ? count_men<true, false>(pos, ci, masks, tested)
            : g.shift_groups[us].empty() ? count_men<false, false>(pos, ci, masks, tested)
                                         : count_men<false, true>(pos, ci, masks, tested);
    // Out of check, a rule's moves that it counts are legal where no hop line may take one as a screen (drops).
    if (ci.any_hop_line) dispatch::generate(pos, tested, true);
    else n += dispatch::count_or_generate(pos, tested);
    keep_legal_by_checks(pos, tested, ci, false);
    return n + tested.size;
}

// Every pseudo-legal move, none written but the features' own (castling), which read no board move: where
// each is legal (no check rule binds, no filter strikes one).
int count_unchecked(Position& pos) {
    const Game& g = pos.game();
    if (g.royalty == Royalty::CaptureLastRoyal && pos.royal_count(pos.side()) == 0) return 0;
    MoveList added;
    dispatch::generate(pos, added, Royals::castles_unchecked(pos));
    return count_board_moves(pos) + added.size;
}

}  // namespace

int count_legal(Position& pos) {
    const Game& g = pos.game();
    // Royalty 'none' without a filter (breakthrough, kinglet, extinction): every pseudo-legal move is legal, so no
    // rule's hook is asked whether it filters here (the questions took 3% of jesonmor's perft instructions and 2%
    // of kinglet's, 1 December 2026).
    if (g.leaf_count_unfiltered) return ended_early(pos) ? 0 : count_unchecked(pos);
    // Where no rule strikes or edits board moves (Game::leaf_count_by_walk) and no filter can strike one here,
    // the moves known legal are counted without writing them.
    if (g.leaf_count_by_walk && !dispatch::filters_now(pos)) {
        if (ended_early(pos)) return 0;
        // A filter that strikes only in check (first moves, a frozen royal) leaves the count out of check alone;
        // a rule that reads the moves of some men (gating's, on the gates) has theirs written.
        const bool filters_in_check = dispatch::filters_in_check(pos);
        const SquareBits written = dispatch::moves_read_from(pos);
        if (!Royals::check_rule(pos)) {
            if ((!filters_in_check || !in_check(pos)) && written.empty() && g.hooks.leaf_filter.empty())
                return count_unchecked(pos);
        } else if (const int n = count_by_checks(pos, filters_in_check, written); n >= 0) return n;
    }
    MoveList list;
    generate_legal(pos, list);
    return list.size;
}

}  // namespace variant
