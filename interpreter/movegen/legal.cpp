// Legality, the filter over the pseudo-legal moves. A pseudo-legal move is kept without being made when
// that is safe to decide from the position (the check information, below):
// - the royal's own moves: lift the royal and test its destination;
// - other moves when not in check: legal unless the man is pinned (it stands alone between the royal and
//   an enemy rider that reaches the royal along that line). A man pinned along the attack lines of a board of
//   at most 128 squares is legal where he stays on them, between the royal and the pinner or on the pinner;
//   other pins (a lame leap's block, a cylinder slide's rows, which wrap around the board) make/test/unmake;
// - in check by one man: only moves that capture it or land between it and the royal, pins as above (a man
//   checking along two lines, as a cylinder rook both ways around, is one man: a move must stop both);
//   checked by two men only royal moves;
// - drops can never uncover the royal;
// - e.p. captures, and every move when the enemy has complex attackers (hoppers...), use make/test/unmake.
// What check is, and whether the check rule binds, is the royal rule's (features/royalty).
#include "interpreter/movegen/legal.hpp"

#include <algorithm>
#include <bit>

#include "interpreter/attacks/attack_lines.hpp"
#include "interpreter/attacks/attacks.hpp"
#include "interpreter/attacks/leap_attacks.hpp"
#include "interpreter/attacks/reserve_blind.hpp"
#include "interpreter/features/generator.hpp"
#include "interpreter/features/leaf_filter.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/move_diagnosis.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/movegen/shift_count.hpp"

namespace variant {

// The check information (attacks/checks.hpp), found without making moves: walked from the royal outwards
// along the reverse-lookup tables (Game::attack_dirs, the wrapping rows, the hop lines) and the leap lookup
// (Game::leap_attacks), the way the attack test (attacks/attacks.cpp) walks from a square. A lame leaper
// checks unless a man stands on one of its block squares, and a lone own man there is pinned (its move may
// open the leap). In this file with the filter, which calls them once a position, so that they inline.
namespace {

// The enemy man on q, `dist` squares from the royal along direction d (stepped by `next`), checks it. A
// checker is counted per man: one man may check along two lines (a cylinder rook both ways around the
// board, a rider whose leap is a multiple of its step); then a block must stop both, so the blocking
// squares are those the lines share (the checker's own square at least).
template <class Next> void add_checker(Checks& ci, Square q, int dist, int d, Next next) {
    const Square k = ci.royal;
    if (ci.checkers == 0) {
        ci.checkers = 1;
        ci.checker = q;
        Square b = k;
        for (int i = 0; i < dist; ++i) ci.block[ci.block_count++] = b = next(d, b);
    } else if (ci.checker == q) {  // the same man along a second line: the squares both share
        Square line[MaxBoardSide];
        Square b = k;
        for (int i = 0; i < dist; ++i) line[i] = b = next(d, b);
        int n = 0;
        for (int i = 0; i < ci.block_count; ++i)
            if (std::find(line, line + dist, ci.block[i]) != line + dist) ci.block[n++] = ci.block[i];
        ci.block_count = n;
    } else {
        ++ci.checkers;
    }
}

// The own man on `own` is pinned; `keeps` the squares where he keeps that pin's line closed (Checks::pin_keeps),
// or none (a pin of another kind: his moves are made and tested). A man pinned along two lines is recorded once,
// with the squares both share.
void add_pinned(Checks& ci, Square own, const SquareBits& keeps = {}) {
    int i = ci.pin_index(own);
    if (i < 0) {
        i = ci.pin_count++;
        ci.pinned_men[i] = own;
        if (i < Checks::MaxKeptPins) ci.pin_keeps[i][0] = keeps.word[0], ci.pin_keeps[i][1] = keeps.word[1];
    } else if (i < Checks::MaxKeptPins) {
        ci.pin_keeps[i][0] &= keeps.word[0], ci.pin_keeps[i][1] &= keeps.word[1];
    }
}

// The enemy riders of one reverse-lookup table (walked by `next`) that check the royal or pin a man to it.
template <bool Wraps, class Next>
void checks_along(const Position& pos, int us, const std::vector<AttackDir>& dirs, const std::uint8_t* range, Next next,
                  Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1, T = g.type_count();
    const Square k = ci.royal;
    for (std::size_t a = 0; a < dirs.size(); ++a) {
        const int d = dirs[a].dir, max = dirs[a].max_range;
        Square q = k, own = NoSquare;
        for (int dist = 1; dist <= max; ++dist) {
            q = next(d, q);
            if (q == NoSquare || (Wraps && q == k)) break;
            const Man x = pos.at(q);
            if (!x) continue;
            if (colour_of(x) == them) {
                if (range[a * T + type_of(x)] >= dist && !(g.reserve_gate.any && reserve_promotion_blind(pos, x, k))) {
                    if (own != NoSquare) add_pinned(ci, own);
                    else add_checker(ci, q, dist, d, next);
                }
                break;
            }
            if (own != NoSquare) break;
            own = q;
        }
    }
}

// checks_along's plain directions by their lines (GameTables::attack_lines): the first man on each, and
// behind an own one the second, found by bit scans.
void checks_along_lines(const Position& pos, int us, const AttackLine* lines, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1, T = g.type_count();
    const Square k = ci.royal;
    const auto& dirs = g.attack_dirs[them];
    const std::uint8_t* range = g.attack_range[them].data();
    const auto next = [&g](int d, Square q) { return g.next(d, q); };
    const SquareBits& theirs = pos.occupied(them);
    const SquareBits occupied = either(pos.occupied(us), theirs);
    // The enemy man x, on line a `dist` squares from the royal: does it reach the royal?
    const auto reaches = [&](std::size_t a, int dist, Man x) {
        return range[a * T + type_of(x)] >= dist && !(g.reserve_gate.any && reserve_promotion_blind(pos, x, k));
    };
    // Only the lines holding an enemy (attacks/attack_lines.hpp): neither a checker nor a pinner stands on another.
    // Where each square lies on one line, an enemy next to the royal is tested alone (`near`), and a line is
    // scanned only for an enemy that may reach farther (Position::far_men): the checkers from afar and the pinners.
    const std::size_t S = std::size_t(g.geo.squares());
    const bool split = !g.attack_line_at[them].empty();
    const auto line = [&](std::size_t a) {
        const AttackLine& l = lines[a * S + std::size_t(k)];
        const int first = first_in(l.line, occupied, l.rising);
        if (first < 0) return false;
        const Square q{first};
        const Man x = pos.at(q);
        if (colour_of(x) == them) {
            const int dist = count_before(l.line, q, l.rising) + 1;
            if ((dist > 1 || !split) && reaches(a, dist, x)) add_checker(ci, q, dist, dirs[a].dir, next);
            return false;
        }
        SquareBits behind = occupied;
        behind.reset(q);
        const int second = first_in(l.line, behind, l.rising);
        if (second < 0) return false;
        const Man y = pos.at(Square(second));
        if (colour_of(y) == them && reaches(a, count_before(l.line, second, l.rising) + 1, y))
            add_pinned(ci, q, both(l.line, l.rising ? span(0, second) : span(second, SquareBitsMax - 1)));
        return false;
    };
    if (!split) {
        any_line_holding(g, them, k, theirs, line);
        return;
    }
    const auto near = [&](std::size_t a, Square q) {
        if (reaches(a, 1, pos.at(q))) add_checker(ci, q, 1, dirs[a].dir, next);
        return false;
    };
    any_near_or_far_line(g, them, k, theirs, pos.far_men(them), near, line);
}

// The leap lookup's checkers of the royal and the men pinned by lame leaps; hops are left to leap_hop_lines.
void leap_checks(const Position& pos, int us, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1;
    if (no_leap_attacker_near(g, pos, ci.royal, them)) return;
    const auto& entries = g.leap_attacks.entries[them];
    const std::size_t T = g.types.size();
    const Square k = ci.royal;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const LeapAttack& e = entries[i];
        if (e.screen >= 0) continue;  // leap_hop_lines
        Square from;
        const Man x = leap_attacker(pos, e, &g.leap_attacks.types[them][i * T], k, them, NoSquare, from);
        if (!x || (g.reserve_gate.any && reserve_promotion_blind(pos, x, k))) continue;
        int men = 0;
        Square blocker = NoSquare;
        for (int b = 0; b < e.block_count; ++b) {
            const Square q = g.next(e.block[b], k);
            if (pos.at(q)) {
                ++men;
                blocker = q;
            }
        }
        if (men == 1 && colour_of(pos.at(blocker)) == us) {
            add_pinned(ci, blocker);
        } else if (men == 0) {
            if (ci.checkers == 1 && ci.checker == from) continue;  // one man, already counted
            if (++ci.checkers == 1) {
                ci.checker = from;
                ci.block_count = 0;
                ci.block[ci.block_count++] = from;
                for (int b = 0; b < e.block_count; ++b) ci.block[ci.block_count++] = g.next(e.block[b], k);
            }
        }
    }
}

void compute_checks(const Position& pos, int us, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1;
    if (!g.attack_lines[them].empty()) checks_along_lines(pos, us, g.attack_lines[them].data(), ci);
    else
        checks_along<false>(
            pos, us, g.attack_dirs[them], g.attack_range[them].data(), [&g](int d, Square q) { return g.next(d, q); },
            ci);
    if (g.any_wrap_attack[them])
        checks_along<true>(
            pos, us, g.wrap_attack_dirs[them], g.wrap_attack_range[them].data(),
            [&g](int d, Square q) { return g.next_wrapping(d, q); }, ci);
    if (g.leap_attacks.any[them]) leap_checks(pos, us, ci);
}

// The enemy hoppers on the royal's lines: one with exactly one man between gives check; one with none or
// two between is a move away from it (a man arriving or leaving makes or unmakes its screen), so those
// squares are marked. With three or more between, no single move can make a screen of one.
// On a board whose hop lines exist (GameTables::hop_lines), the first three men of each line are found by bit
// scans, the lines without an enemy passed over at once.
void compute_hop_lines(const Position& pos, int us, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1, T = g.type_count();
    const auto& dirs = g.hop_dirs[them];
    const std::uint8_t* kind = g.hop_kind[them].data();
    std::fill(ci.hop_line, ci.hop_line + Checks::HopWords, 0);
    // The enemy man x, the `between`-th man along a line from the royal: a hopper that checks, or one a move
    // away from it, whose squares from the royal up to his are marked (`line_to_him`, called only then).
    const auto hopper = [&](std::size_t a, Man x, int between, bool screen_adjacent, auto line_to_him) {
        const std::uint8_t how = colour_of(x) == them ? kind[a * T + type_of(x)] : 0;
        if (!how) return;
        if (between == 1 && ((how & HopAnywhere) || ((how & HopRightBehind) && screen_adjacent)))
            ci.hopper_check = true;
        if (between != 1 || (how & HopRightBehind)) {
            line_to_him();
            ci.any_hop_line = true;
        }
    };
    if (!g.hop_lines[them].empty()) {
        const std::size_t S = std::size_t(g.geo.squares());
        const SquareBits& theirs = pos.occupied(them);
        const SquareBits occupied = either(pos.occupied(us), theirs);
        for (std::size_t a = 0; a < dirs.size(); ++a) {
            const AttackLine& l = g.hop_lines[them][a * S + std::size_t(ci.royal)];
            if (disjoint(l.line, theirs)) continue;
            SquareBits left = both(l.line, occupied);
            bool screen_adjacent = false;
            for (int between = 0; between < 3; ++between) {
                const int q = first_in(l.line, left, l.rising);
                if (q < 0) break;
                left.reset(Square(q));
                hopper(a, pos.at(Square(q)), between, screen_adjacent, [&] {
                    const SquareBits to_him = both(l.line, l.rising ? span(0, q) : span(q, SquareBitsMax - 1));
                    ci.hop_line[0] |= to_him.word[0];
                    ci.hop_line[1] |= to_him.word[1];
                });
                if (between == 0) screen_adjacent = count_before(l.line, q, l.rising) == 0;
            }
        }
        return;
    }
    for (std::size_t a = 0; a < dirs.size(); ++a) {
        const int d = dirs[a];
        int between = 0;
        bool screen_adjacent = false;
        Square q = ci.royal;
        for (int dist = 1;; ++dist) {
            q = g.next(d, q);
            if (q == NoSquare) break;
            const Man x = pos.at(q);
            if (!x) continue;
            hopper(a, x, between, screen_adjacent, [&] {
                Square b = ci.royal;
                for (int i = 0; i < dist; ++i) {
                    b = g.next(d, b);
                    ci.hop_line[b >> 6] |= std::uint64_t(1) << (b & 63);
                }
            });
            if (++between > 2) break;
            if (between == 1) screen_adjacent = dist == 1;
        }
    }
}

void leap_hop_lines(const Position& pos, int us, Checks& ci, bool fresh) {
    const Game& g = pos.game();
    const int them = us ^ 1;
    if (fresh) {
        std::fill(ci.hop_line, ci.hop_line + Checks::HopWords, 0);
        ci.any_hop_line = false;
    }
    if (no_leap_attacker_near(g, pos, ci.royal, them)) return;
    const auto& entries = g.leap_attacks.entries[them];
    const std::size_t T = g.types.size();
    const Square k = ci.royal;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const LeapAttack& e = entries[i];
        if (e.screen < 0) continue;
        Square from;
        const Man x = leap_attacker(pos, e, &g.leap_attacks.types[them][i * T], k, them, NoSquare, from);
        if (!x || (g.reserve_gate.any && reserve_promotion_blind(pos, x, k))) continue;
        if (leap_screen_holds(pos, e, x, k, NoSquare)) {
            ci.hopper_check = true;
            continue;
        }
        const Square q = g.next(e.screen, k);
        ci.hop_line[q >> 6] |= std::uint64_t(1) << (q & 63);
        ci.any_hop_line = true;
    }
}

}  // namespace

bool ended_early(Position& pos) { return pos.game().ends_early && dispatch::over(pos); }

void generate_legal(Position& pos, MoveList& list) {
    if (ended_early(pos)) {
        list.size = 0;
        return;
    }
    legal_moves(pos, list);
}

namespace {

// plain_move_legal, inlined into keep_legal_by_checks: it runs for every move the filter keeps, and a call
// there cost xiangqi's perft a tenth more instructions (28 November 2026).
[[gnu::always_inline]] inline bool plain_legal(Position& pos, Move m, const Checks& ci, bool reserve_sensitive) {
    const int us = pos.side();
    // A capture of an enemy man or a promotion changes the prisons, and with them what attacks (live pawns,
    // automatic exchanges powering enemy men): make it. A self-capture changes only the own airfield, which
    // empowers no enemy man.
    if (reserve_sensitive && ((pos.at(m.to) && colour_of(pos.at(m.to)) != us) || m.kind() == MoveKind::Promotion))
        return Royals::full_test(pos, m);
    // A promotion to a royal adds a royal, which may change what the check rule asks (sho shogi's crown
    // prince: with two royals one may be left attacked, even by a pinned man or out of check): make it.
    if (m.kind() == MoveKind::Promotion && pos.game().types[m.type()].royal) return Royals::full_test(pos, m);
    if (m.from == ci.royal) {
        const Man k = pos.lift(m.from);
        const bool ok = !attacked(pos, m.to, us ^ 1);
        pos.unlift(m.from, k);
        return ok;
    }
    if (ci.checkers > 1) return false;
    if (ci.checkers == 1 && !ci.blocks(m.to)) return false;
    // A pinned man along lines is legal where he keeps them closed; one pinned otherwise is made and tested.
    if (const int i = ci.pin_count ? ci.pin_index(m.from) : -1; i >= 0) {
        const int kept = ci.pin_kept(i, m.to);
        if (kept < 0) return Royals::full_test(pos, m);
        if (!kept) return false;
    }
    return (!ci.on_hop_line(m.from) && !ci.on_hop_line(m.to)) || Royals::full_test(pos, m);
}

}  // namespace

bool plain_move_legal(Position& pos, Move m, const Checks& ci, bool reserve_sensitive) {
    return plain_legal(pos, m, ci, reserve_sensitive);
}

bool check_rule_allows(Position& pos, Move m) {
    if (!Royals::check_rule(pos)) return true;
    return m.kind() > MoveKind::LastBoardMove ? dispatch::legal(pos, m, nullptr, Features{})
                                              : Royals::full_test(pos, m);
}

namespace {

// Keeps the moves of `list` that are legal by the check information (made and tested where that does not
// suffice). `reserve_sensitive` is Game::reserves_change_attacks, read once: the loop makes moves.
void keep_legal_by_checks(Position& pos, MoveList& list, const Checks& ci, bool reserve_sensitive) {
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        bool ok;
        switch (m.kind()) {
            case MoveKind::EnPassant:
            case MoveKind::MultiLeg: ok = Royals::full_test(pos, m); break;
            case MoveKind::Normal:
            case MoveKind::Promotion: ok = plain_legal(pos, m, ci, reserve_sensitive); break;
            default:                                                        // a move kind a feature owns
                ok = dispatch::legal(pos, list.moves[i], &ci, Features{});  // where it lies: see dispatch::legal
                break;
        }
        if (ok) list.moves[n++] = m;
    }
    list.size = n;
}

// The royal's legal moves where his masks give them all (LeafMasks::leap_targets): each square he may go to
// that no enemy attacks with him lifted (plain_move_legal's test, without writing the moves), but those of
// `refused` (a filter's: count_filtered); else his moves are written into `tested`.
int count_royal_moves(Position& pos, const LeafMasks& masks, Square s, MoveList& tested,
                      const SquareBits& refused = {}) {
    SquareBits targets;
    if (!masks.leap_targets(pos.at(s), s, targets)) {
        generate_man(pos, tested, s);
        return 0;
    }
    targets = without(targets, refused);
    if (targets.empty()) return 0;  // (hemmed in by his own men, as mostly early in a game: nothing lifted)
    const int them = pos.side() ^ 1;
    const Man royal = pos.lift(s);
    int n = 0;
    for_each_square(targets, [&](Square to) { n += !attacked(pos, to, them); });
    pos.unlift(s, royal);
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
    const ShiftCounter shifts = Shifting ? ShiftCounter(pos, apart) : ShiftCounter();
    const auto count_apart = [&](Square s) {
        if (Written && written.has(s)) {
            generate_man(pos, tested, s);
            return 0;
        }
        if (s == ci.royal) return count_royal_moves(pos, masks, s, tested);
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
            n += count_royal_moves(pos, masks, s, tested);
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
// of men not weighed are kept by the same squares, the others by the filters. -1 where a filter cannot say its refusals
// here. Out of line: only racing kings has such a filter.
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
        else if (s == ci.royal) n += count_royal_moves(pos, masks, s, tested, refused);
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
int count_by_checks(Position& pos, bool filters_in_check, const SquareBits& written) {
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

}  // namespace

namespace {

// The legal moves among those `pseudo(pos, list, castling)` writes: the check rule's filter, then the rules
// beyond check (legal_moves: every pseudo-legal move; tactical_moves: the captures and promotions).
template <class Pseudo> void keep_legal(Position& pos, MoveList& list, Pseudo pseudo) {
    const Game& g = pos.game();
    const int us = pos.side();
    list.size = 0;
    if (g.royalty == Royalty::CaptureLastRoyal && pos.royal_count(us) == 0) return;  // lost
    if (!Royals::check_rule(pos)) {
        pseudo(pos, list, Royals::castles_unchecked(pos));
        dispatch::filter_legal(pos, list);  // legality rules beyond check hold without one too
        return;
    }

    bool slow = g.any_complex_attacker[us ^ 1] || pos.royal_count(us) > 1;
    Checks ci;
    ci.royal = pos.royal_square(us);
    if (!slow) {
        compute_checks(pos, us, ci);
        if (g.any_hopper[us ^ 1]) {
            compute_hop_lines(pos, us, ci);
            slow = ci.hopper_check;  // a hopper's check is answered in more ways than a rider's: test each move
        }
        if (g.leap_attacks.any_screen[us ^ 1]) {
            leap_hop_lines(pos, us, ci, !g.any_hopper[us ^ 1]);
            slow = ci.hopper_check;
        }
    }
    if (slow) {
        pseudo(pos, list, !in_check(pos));
        int n = 0;
        for (int i = 0; i < list.size; ++i) {
            const Move m = list.moves[i];
            // Board moves are the filter's own; the other kinds belong to a feature.
            const bool ok = m.kind() > MoveKind::LastBoardMove ? dispatch::legal(pos, m, nullptr, Features{})
                                                               : Royals::full_test(pos, m);
            if (ok) list.moves[n++] = m;
        }
        list.size = n;
    } else {
        pseudo(pos, list, ci.checkers == 0);
        keep_legal_by_checks(pos, list, ci, g.reserves_change_attacks);
    }
    // Legality rules beyond check (a drop that mates with a no-mate type).
    dispatch::filter_legal(pos, list);
}

}  // namespace

void legal_moves(Position& pos, MoveList& list) {
    // A rule that decides legality its own way (potentials, atomic explosions) hands over here.
    if (dispatch::generate_legal(pos, list)) return;
    keep_legal(pos, list, [](const Position& p, MoveList& l, bool castling) { generate_pseudo(p, l, castling); });
}

void tactical_moves(Position& pos, MoveList& list) {
    // A rule with its own legality gives all its moves. Otherwise castling is left out (never tactical), and
    // the rules' own moves are kept through the filters beyond check (generate_tactical_pseudo); those strike
    // a move by itself, or by what else the list holds (a compulsory capture, a compulsory drop), which is
    // all there.
    if (!dispatch::generate_legal(pos, list))
        keep_legal(pos, list, [](const Position& p, MoveList& l, bool) { generate_tactical_pseudo(p, l); });
    keep_tactical(pos, list);
}

int count_legal(Position& pos) {
    const Game& g = pos.game();
    // Where no rule strikes or edits board moves (Game::leaf_count_by_walk) and no filter can strike one here,
    // the moves known legal are counted without writing them.
    if (g.leaf_count_by_walk && !dispatch::filters_now(pos)) {
        if (ended_early(pos)) return 0;
        // A filter that strikes only in check (first moves, a frozen royal) leaves the count out of check alone;
        // a rule that reads the moves of some men (gating's, on the gates) has theirs written.
        const bool filters_in_check = dispatch::filters_in_check(pos);
        const SquareBits written = dispatch::moves_read_from(pos);
        if (!Royals::check_rule(pos)) {
            if ((!filters_in_check || !in_check(pos)) && written.empty() && g.hooks.leaf_filter.empty()) {
                // Every pseudo-legal move of the men is legal (royalty 'none': breakthrough, kinglet, extinction).
                if (g.royalty == Royalty::CaptureLastRoyal && pos.royal_count(pos.side()) == 0) return 0;
                MoveList added;  // the features' own moves (castling), which read no board move
                dispatch::generate(pos, added, Royals::castles_unchecked(pos));
                return count_board_moves(pos) + added.size;
            }
        } else if (const int n = count_by_checks(pos, filters_in_check, written); n >= 0) return n;
    }
    MoveList list;
    generate_legal(pos, list);
    return list.size;
}

namespace {

// The rules' way up to the generator (features/generator.hpp), set before main: this file defines
// generate_legal, so every program that can call a rule's hook links it.
[[maybe_unused]] const bool generator_set = [] {
    generator = {&generate_pseudo, &legal_moves, &count_legal, &plain_move_legal, &move_to_string, &diagnose_move};
    return true;
}();

}  // namespace

}  // namespace variant
