// GameTables::shift_counts: perft's last ply for many like men at once. Where a man's moves are masks
// (GameTables::leap_counts, no slide), each move is a fixed offset in square numbers from his square: a pawn's
// step is +files, his captures +files±1. Gathering, per colour and type, the squares from which each offset is
// a move turns the masks of every square into a few (from, offset) pairs; then the moves of all the men of
// that type are the popcounts of their set shifted by each offset, as Fairy-Stockfish counts pawns. Horde's 36
// pawns and breakthrough's 16 are then counted with a handful of shifts instead of a mask lookup each.
#include <bit>

#include "interpreter/game/game.hpp"

namespace variant {

namespace {

// A type with more distinct moves than this is left to the masks: each shift costs about what one man's
// lookup does (a knight's 8 and a king's 8 still fit).
constexpr std::size_t MaxShiftsPerGroup = 16;

// A move by `offset` square numbers from where the man stands, kept while gathering.
struct Shift {
    ShiftKind kind;
    int offset, via;
    SquareBits from;
};

// The shift with this (kind, offset, via) in `shifts`, added where missing.
Shift& shift_for(std::vector<Shift>& shifts, ShiftKind kind, int offset, int via) {
    for (Shift& sc : shifts)
        if (sc.kind == kind && sc.offset == offset && sc.via == via) return sc;
    return shifts.emplace_back(Shift{kind, offset, via, {}});
}

// The shift's form for counting: offsets as the shift up and the shift down (movegen/shift_count.hpp applies
// both, without a branch on the sign); a lame leap's via first, then on from there.
ShiftCount compiled(const Shift& shift) {
    const auto up = [](int d) { return std::uint8_t(d > 0 ? d : 0); };
    const auto down = [](int d) { return std::uint8_t(d < 0 ? -d : 0); };
    ShiftCount sc;
    sc.from = shift.from;
    sc.kind = shift.kind;
    const bool lame = shift.kind == ShiftLame || shift.kind == ShiftLameInitial;
    const int first = lame ? shift.via : shift.offset, then = lame ? shift.offset - shift.via : 0;
    sc.up = up(first);
    sc.down = down(first);
    sc.then_up = up(then);
    sc.then_down = down(then);
    return sc;
}

}  // namespace

void compile_shift_counts(GameTables& g) {
    g.shift_counts.clear();
    for (auto& groups : g.shift_groups) groups.clear();
    g.shift_group_by_man.assign(TypeColourMask + 1, NoShiftGroup);
    if (g.leap_counts.empty()) return;
    const int S = g.geo.squares(), T = g.type_count();
    constexpr std::uint8_t counted = LeapCountMasks | LeapCountUnlessEp | LeapCountUnlessEpTaken;
    std::vector<int> setup_men(TypeColourMask + 1, 0);  // per man code (colour and type)
    for (const std::int32_t code : g.setup_piece)
        if (code) ++setup_men[std::size_t(Man(code) & TypeColourMask)];
    for (int c = 0; c < Colours; ++c)
        for (int t = 0; t < T && g.shift_groups[c].size() < MaxShiftGroups; ++t) {
            ShiftGroup group;
            std::vector<Shift> shifts;
            for (Square s{0}; s < S && shifts.size() <= MaxShiftsPerGroup; ++s) {
                const std::size_t i = g.table_index(c, t, s);
                const std::uint8_t use = g.leap_count_use[i];
                if (!(use & counted) || (use & LeapCountSlides)) continue;
                const LeapCount& m = g.leap_counts[i];
                group.squares.set(s);
                group.en_passant = group.en_passant || !(use & LeapCountMasks);
                group.en_passant_quiet = group.en_passant_quiet || (use & LeapCountUnlessEp);
                // A square both moved to and taken on is one shift: a knight's eight, not sixteen; breakthrough's
                // pawns three, not five.
                const auto add = [&](const SquareBits& squares, ShiftKind kind) {
                    for_each_square(squares, [&](Square to) { shift_for(shifts, kind, to - s, 0).from.set(s); });
                };
                add(both(m.quiet, m.take), ShiftMoveOrTake);
                add(without(m.quiet, m.take), ShiftQuiet);
                add(without(m.take, m.quiet), ShiftTake);
                if (m.lame_to != NoSquare)
                    shift_for(shifts, m.lame_initial ? ShiftLameInitial : ShiftLame, m.lame_to - s, m.lame_via - s)
                        .from.set(s);
            }
            if (shifts.empty() || shifts.size() > MaxShiftsPerGroup) continue;
            // A group pays for its shifts where it has enough men (ShiftGroup::pays), and a group that never does
            // costs every position a look: only a type the setup has enough of is one.
            if (!g.setup_piece.empty() &&
                !ShiftGroup::pays(setup_men[std::size_t(make_man(t, c))], int(shifts.size()), fits_one_word(g.geo)))
                continue;
            group.first = std::uint32_t(g.shift_counts.size());
            group.count = std::uint8_t(shifts.size());
            for (const Shift& shift : shifts) g.shift_counts.push_back(compiled(shift));
            g.shift_group_by_man[make_man(t, c)] = std::uint8_t(g.shift_groups[c].size());
            g.shift_groups[c].push_back(group);
        }
}

}  // namespace variant
