// Pseudo-legal move generation: every man walks its compiled rays (attacks/rays.hpp) and its multi-leg
// paths, then the rule features the game enables add theirs (drops, transfers, castling, passing).
#include <algorithm>
#include <bit>
#include <cstdint>
#include <optional>

#include "interpreter/attacks/rays.hpp"
#include "interpreter/features/en_passant.hpp"
#include "interpreter/features/multi_leg.hpp"
#include "interpreter/features/promotion.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/features/unprotected_capture.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/movegen/shift_count.hpp"

namespace variant {

namespace {

inline bool may_take(const Game& g, Man x, int us, std::uint16_t flags) {
    if (colour_of(x) != us) return flags & RayCapture;
    return (flags & RayCaptureOwn) && !g.types[type_of(x)].royal;
}

// One move per outcome: drops the later copies of a move among list[first..], one man's moves. Two of them
// are the same move only if they reach the same square, so a move to a square none reached before is kept
// at once; only the others are compared with the moves kept (which made it quadratic in a long list).
void remove_repeats(MoveList& list, int first) {
    constexpr int Words = (MaxBoardSide * MaxBoardSide + 63) / 64;
    std::uint64_t reached[Words] = {};
    int n = first;
    for (int i = first; i < list.size; ++i) {
        const Move m = list.moves[i];
        std::uint64_t& word = reached[m.to >> 6];
        const std::uint64_t bit = std::uint64_t(1) << (m.to & 63);
        if (!(word & bit) || std::find(list.moves + first, list.moves + n, m) == list.moves + n) list.moves[n++] = m;
        word |= bit;
    }
    list.size = n;
}

}  // namespace

namespace {

// Where the man p on s may go: add(to, en_passant, capture) for each destination its rays give (onto the e.p.
// square, onto an empty square, onto a man it may take). Generating and counting share it.
template <class Add> inline void man_destinations(const Game& g, const Position& pos, Man p, Square s, Add&& add) {
    const int us = colour_of(p), t = type_of(p);
    walk_rays(
        g, pos, p, s, 0,
        [&](Square to, std::uint16_t flags) {
            if ((flags & RayEnPassant) && EnPassant::passed(pos, to)) add(to, true, false);
            else if (flags & RayMove) add(to, false, false);
            return false;
        },
        [&](Square to, Man x, std::uint16_t flags) {
            if (may_take(g, x, us, flags) && !(g.any_unprotected_only && UnprotectedCapture::forbids(g, pos, t, s, to)))
                add(to, false, true);
            return false;
        });
}

// The pseudo-legal board moves of the men on `squares` (generate_pseudo's: all the side's; generate_man's: one).
// `TacticalOnly` leaves out the quiet moves of a man that cannot promote (generate_tactical_pseudo strikes the
// rest: a promoting man's plain moves, the quiet multi-leg ones). With `masks`, a man they count (perft's last
// ply), where none of his moves promotes, has them written from the squares they give, in square order, none of
// his rays walked.
template <bool TacticalOnly = false, class Squares>
void add_board_moves(const Game& g, const Position& pos, MoveList& list, const Squares& squares,
                     const LeafMasks* masks = nullptr) {
    for (Square s : squares) {
        const Man p = pos.at(s);
        const int us = colour_of(p), t = type_of(p);
        const int first_of_man = list.size;
        if (SquareBits targets; masks && masks->targets(p, s, targets, LeapCountWritten)) {
            if constexpr (TacticalOnly) targets = both(targets, pos.occupied(us ^ 1));
            for_each_square(targets, [&](Square to) { list.push(Move::make(s, to)); });
        } else {
            const bool quiet_kept = !TacticalOnly || g.promotion[t].enabled;
            man_destinations(g, pos, p, s, [&](Square to, bool en_passant, bool capture) {
                if (en_passant) list.push(Move::make(s, to, MoveKind::EnPassant));
                else if (capture || quiet_kept) Promotion::add_move(g, list, us, t, s, to, capture);
            });
            if (g.rays_may_repeat[std::size_t(us) * g.type_count() + t]) remove_repeats(list, first_of_man);
        }
        if (g.multi_leg.any) MultiLegMoves::generate(pos, list, p, s, first_of_man);
    }
}

// The masks generate_pseudo writes men's moves by, where the game has them and no capture needs a test of its own.
std::optional<LeafMasks> generation_masks(const Position& pos) {
    const Game& g = pos.game();
    if (g.leap_counts.empty() || g.any_unprotected_only) return std::nullopt;
    return LeafMasks(pos);
}

}  // namespace

void generate_pseudo(const Position& pos, MoveList& list, bool castling) {
    const std::optional<LeafMasks> masks = generation_masks(pos);
    add_board_moves(pos.game(), pos, list, pos.pieces(pos.side()), masks ? &*masks : nullptr);
    dispatch::generate(pos, list, castling);
}

bool is_tactical(const Position& pos, Move m) {
    const int us = pos.side();
    const auto enemy_on = [&](Square s) {
        const Man x = pos.at(s);
        return x && colour_of(x) != us;
    };
    switch (m.kind()) {
        case MoveKind::Promotion:
        case MoveKind::PromotionMove:
        case MoveKind::EnPassant: return true;
        case MoveKind::MultiLeg:
            for (int i = 0; i < m.via_count(); ++i)
                if (enemy_on(m.via[i])) return true;
            return enemy_on(m.to);
        case MoveKind::Normal:
        case MoveKind::Gating:
        case MoveKind::Potential: return enemy_on(m.to);
        default: return false;  // drops, castling, passes, transfers, exchanges: `to` is no capture
    }
}

void keep_tactical(const Position& pos, MoveList& list) {
    int n = 0;
    for (int i = 0; i < list.size; ++i)
        if (is_tactical(pos, list.moves[i])) list.moves[n++] = list.moves[i];
    list.size = n;
}

void generate_tactical_pseudo(const Position& pos, MoveList& list) {
    const std::optional<LeafMasks> masks = generation_masks(pos);
    add_board_moves<true>(pos.game(), pos, list, pos.pieces(pos.side()), masks ? &*masks : nullptr);
    keep_tactical(pos, list);
    dispatch::generate(pos, list, false);
}

void generate_man(const Position& pos, MoveList& list, Square s) {
    const Square one[] = {s};
    add_board_moves(pos.game(), pos, list, one);
}

LeafMasks::LeafMasks(const Position& pos) : own_(pos.occupied(pos.side())), enemy_(pos.occupied(pos.side() ^ 1)) {
    const Game& g = pos.game();
    const bool ep = EnPassant::ep(pos) != NoSquare;
    if (ep) passed_ = EnPassant::passed_squares(pos);
    if (g.leap_counts.empty()) return;
    const std::size_t first = g.table_index(pos.side(), 0, Square(0));
    masks_ = &g.leap_counts[first];
    use_ = &g.leap_count_use[first];
    usable_ = ep ? LeapCountMasks | LeapCountUnlessEpTaken
                 : LeapCountMasks | LeapCountUnlessEpTaken | LeapCountUnlessEp;
    squares_ = std::size_t(g.geo.squares());
    one_word_ = one_word(pos);
    slides_ = g.slide_counts.data();
    sets_ = g.slide_sets.data();
    set_reach_ = g.slide_set_reach.data();
    occupied_ = either(own_, enemy_);
}

namespace {

// The moves of the man p on s by his rays, each destination counted once or, where he promotes, once per
// promotion choice; an e.p. capture adds on_ep(to) (count_man_moves writes it and adds nothing).
template <class OnEp>
[[gnu::always_inline]] inline int walked_moves(const Game& g, const Position& pos, Man p, Square s, OnEp on_ep) {
    const int us = colour_of(p), t = type_of(p);
    int n = 0;
    if (!g.promotion[t].enabled) {  // one move per destination
        man_destinations(g, pos, p, s, [&](Square to, bool ep, bool) { n += ep ? on_ep(to) : 1; });
        return n;
    }
    man_destinations(g, pos, p, s, [&](Square to, bool ep, bool capture) {
        n += ep ? on_ep(to) : Promotion::move_count(g, us, t, s, to, capture);
    });
    return n;
}

// count_side_moves's way for a man his masks do not count: where some of his moves count two, by his masks after
// all (LeafMasks::count_twice); else walked. Kept out of its loop, so that the loop's body, the masks' count, is
// inlined (GCC called it per man, a lambda too big to inline with the rays' walk in it: kinglet's perft 6 took 12%
// longer, extinction's 7%, 30 November 2026).
[[gnu::noinline]] int walked_man_moves(const Game& g, const Position& pos, const LeafMasks& masks, Man p, Square s) {
    if (const int n = masks.count_twice(p, s); n >= 0) return n;
    return walked_moves(g, pos, p, s, [](Square) { return 1; });
}

}  // namespace

int count_man_moves(const Position& pos, const LeafMasks& masks, Square s, MoveList& en_passant) {
    if (const int n = masks.count_twice(pos.at(s), s); n >= 0) return n;
    return walked_moves(pos.game(), pos, pos.at(s), s, [&](Square to) {
        en_passant.push(Move::make(s, to, MoveKind::EnPassant));
        return 0;
    });
}

namespace {

// The side's men's moves, none written: each man by his masks, or walked (walked_man_moves, which counts an
// e.p. capture as count_man_moves writes it). With `Shifting`, the men of the side's shift groups are counted
// by shifts (movegen/shift_count.hpp).
template <bool Shifting, bool OneWord> int count_side_men(const Position& pos) {
    const Game& g = pos.game();
    const int us = pos.side();
    const LeafMasks masks(pos);
    const ShiftCounter shifts = Shifting ? ShiftCounter(pos, SquareBits{}, masks.passed()) : ShiftCounter();
    constexpr auto words = OneWord ? LeafMasks::Words::One : LeafMasks::Words::Two;
    int n = 0;
    shifts.for_each_other(
        pos, [&](Square s) __attribute__((always_inline)) {
            const Man p = pos.at(s);
            const int masked = masks.count_as<words>(p, s);
            n += masked >= 0 ? masked : walked_man_moves(g, pos, masks, p, s);
        });
    if constexpr (Shifting) n += shifts.count(pos.occupied(us), pos.occupied(us ^ 1));
    return n;
}

// The board's words chosen once for the loop over the men: a board of two words paid a test a man (jesonmor's
// perft 4 1.4% more instructions). Each loop builds its own masks: handed the caller's, jesonmor 5 counted 3%
// more instructions (30 November 2026).
template <bool Shifting> int count_side_moves(const Position& pos) {
    return LeafMasks::one_word(pos) ? count_side_men<Shifting, true>(pos) : count_side_men<Shifting, false>(pos);
}

}  // namespace

int count_board_moves(const Position& pos) {
    return pos.game().shift_groups[pos.side()].empty() ? count_side_moves<false>(pos) : count_side_moves<true>(pos);
}

}  // namespace variant
