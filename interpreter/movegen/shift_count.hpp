// Perft's last ply for groups of like men at once (GameTables::shift_counts, game/compile_shift_counts.cpp):
// the men whose moves their masks give are kept per colour and type as one set by Position (group_men), and
// each of the type's moves is counted for all of them by shifting the set and taking a popcount.
// count_board_moves and count_by_checks pass over the men counted so, and count the rest one by one.
#pragma once

#include <bit>

#include "interpreter/features/en_passant.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

class ShiftCounter {
public:
    // No man counted by shifts.
    ShiftCounter() = default;
    // The side to move's men of its shift groups (Position::group_men), but those on `excluded` (the royal and
    // the pinned men, whose moves the caller tests), where a group's men are enough to pay for its shifts.
    // `passed`: the squares an e.p. capture may land on (EnPassant::passed_squares), found once by the caller's
    // LeafMasks.
    ShiftCounter(const Position& pos, const SquareBits& excluded, const SquareBits& passed) {
        const Game& g = pos.game();
        const int us = pos.side();
        groups_ = g.shift_groups[us].data();
        shifts_ = g.shift_counts.data();
        one_word_ = fits_one_word(g.geo);
        const bool ep = EnPassant::ep(pos) != NoSquare;
        for (std::size_t i = 0; i < g.shift_groups[us].size(); ++i) {
            const ShiftGroup& group = groups_[i];
            if (ep && group.en_passant_quiet) continue;  // an `e` move may stop on an empty square: one by one
            const SquareBits& all = pos.group_men(us, int(i));
            // The men that may take e.p. are counted one by one, as LeafMasks::count walks them.
            const SquareBits others = ep && group.en_passant ? either(excluded, ep_takers(passed, group)) : excluded;
            const SquareBits men = without(both(all, group.squares), others);
            // Too few men are cheaper counted a man at a time (a pair of knights).
            if (!ShiftGroup::pays(count_of(men), group.count, one_word_)) continue;
            const SquareBits unmoved = both(pos.group_unmoved(us, int(i)), men);
            for (int w = 0; w < 2; ++w) men_[i][w] = men.word[w], unmoved_[i][w] = unmoved.word[w];
            counted_ = either(counted_, men);
            taken_ |= 1u << i;
        }
    }

    // Calls f(s) for the square of each man of the side to move that is not counted here: by the side's set,
    // the counted men taken out at once, on a board of at most 128 squares; else by its piece list (such a
    // board has no shift groups).
    template <class F> [[gnu::always_inline]] void for_each_other(const Position& pos, F f) const {
        const int us = pos.side();
        if (pos.game().geo.squares() > SquareBitsMax) {
            for (Square s : pos.pieces(us)) f(s);
            return;
        }
        for_each_square(without(pos.occupied(us), counted_), f);
    }
    // The same in two passes, on a board of at most 128 squares: first the men on `apart` (which none of the
    // shifts counts), with `f_apart`, then the others, with `f`; a caller that treats a few men its own way
    // (the royal, the pinned men) asks nothing of the others.
    template <class FApart, class F>
    [[gnu::always_inline]] void for_each_other(const Position& pos, const SquareBits& apart, FApart f_apart,
                                               F f) const {
        const SquareBits own = pos.occupied(pos.side());
        for_each_square(both(own, apart), f_apart);
        for_each_square(without(own, either(counted_, apart)), f);
    }

    // The moves of the men counted here, with `own` and `enemy` the two sides' men.
    int count(const SquareBits& own, const SquareBits& enemy) const {
        int n = 0;
        for (unsigned left = taken_; left; left &= left - 1) {
            const int i = std::countr_zero(left);
            n += one_word_ ? shifted_moves<std::uint64_t>(i, own, enemy) : shifted_moves<Wide>(i, own, enemy);
        }
        return n;
    }

private:
    __extension__ using Wide = unsigned __int128;

    template <class Bits> static Bits load(const std::uint64_t (&words)[2]) {
        if constexpr (sizeof(Bits) == 8) return words[0];
        else return Bits(words[1]) << 64 | words[0];
    }
    template <class Bits> static int popcount(Bits x) {
        if constexpr (sizeof(Bits) == 8) return std::popcount(x);
        else return std::popcount(std::uint64_t(x)) + std::popcount(std::uint64_t(x >> 64));
    }

    // The squares from which one of the group's captures lands on a square the e.p. victim passed: each
    // capture's shift taken back from those squares (its `from` keeps it on the board).
    SquareBits ep_takers(const SquareBits& passed_squares, const ShiftGroup& group) const {
        const Wide passed = load<Wide>(passed_squares.word);
        Wide takers = 0;
        const ShiftCount* sc = shifts_ + group.first;
        for (const ShiftCount* end = sc + group.count; sc != end; ++sc)
            if (sc->kind == ShiftTake || sc->kind == ShiftMoveOrTake)
                takers |= (passed >> sc->up << sc->down) & load<Wide>(sc->from.word);
        return {{std::uint64_t(takers), std::uint64_t(takers >> 64)}};
    }

    // Every move of group i's men by its shifts: in one word on boards of at most 64 squares, else in two.
    template <class Bits> int shifted_moves(int i, const SquareBits& own, const SquareBits& enemy) const {
        const Bits mine = load<Bits>(own.word), them = load<Bits>(enemy.word), empty = ~(mine | them);
        const Bits men = load<Bits>(men_[i]), unmoved = load<Bits>(unmoved_[i]);
        int n = 0;
        const ShiftCount* sc = shifts_ + groups_[i].first;
        for (const ShiftCount* end = sc + groups_[i].count; sc != end; ++sc) {
            const Bits to = ((sc->kind == ShiftLameInitial ? unmoved : men) & load<Bits>(sc->from.word)) << sc->up >>
                            sc->down;
            if (sc->kind == ShiftQuiet) n += popcount(to & empty);
            else if (sc->kind == ShiftTake) n += popcount(to & them);
            else if (sc->kind == ShiftMoveOrTake) [[unlikely]] n += popcount(to & ~mine);
            else n += popcount(((to & empty) << sc->then_up >> sc->then_down) & empty);  // a lame leap
        }
        return n;
    }

    const ShiftGroup* groups_ = nullptr;  // the side's (GameTables::shift_groups)
    const ShiftCount* shifts_ = nullptr;
    bool one_word_ = false;
    unsigned taken_ = 0;  // the groups counted here
    SquareBits counted_;  // their men
    // Per group counted, its men and the unmoved ones; the others' are never read, so never cleared.
    std::uint64_t men_[MaxShiftGroups][2], unmoved_[MaxShiftGroups][2];
};

}  // namespace variant
