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
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/check_info.hpp"
#include "interpreter/movegen/move_diagnosis.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

// The check information (attacks/checks.hpp), found without making moves: walked from the royal outwards
// along the reverse-lookup tables (Game::attack_dirs, the wrapping rows, the hop lines) and the leap lookup
// (Game::leap_attacks), the way the attack test (attacks/attacks.cpp) walks from a square. A lame leaper
// checks unless a man stands on one of its block squares, and a lone own man there is pinned (its move may
// open the leap). In this file with the filter, which calls them once a position, so that they inline there
// (movegen/check_info.hpp shares them with perft's last-ply count).
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
                if (range[a * T + type_of(x)] >= dist &&
                    !(g.reserve_gate.blinds && reserve_promotion_blind(pos, x, k))) {
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
// behind an own one the second, found by bit scans. `Words`: 1 where the board fits one word of a set
// (fits_one_word), whose loops then run once (every leaf parent of chess asks).
template <int Words>
[[gnu::always_inline]] inline void checks_along_lines(const Position& pos, int us, const AttackLine* lines,
                                                      Checks& ci) {
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
        return range[a * T + type_of(x)] >= dist && !(g.reserve_gate.blinds && reserve_promotion_blind(pos, x, k));
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
    any_near_or_far_line<Words>(g, them, k, theirs, pos.far_men(them), near, line);
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
        if (!x || (g.reserve_gate.blinds && reserve_promotion_blind(pos, x, k))) continue;
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

}  // namespace

void compute_checks(const Position& pos, int us, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1;
    if (!g.attack_lines[them].empty()) {
        if (fits_one_word(g.geo)) checks_along_lines<1>(pos, us, g.attack_lines[them].data(), ci);
        else checks_along_lines<2>(pos, us, g.attack_lines[them].data(), ci);
    } else
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
        if (!x || (g.reserve_gate.blinds && reserve_promotion_blind(pos, x, k))) continue;
        if (leap_screen_holds(pos, e, x, k, NoSquare)) {
            ci.hopper_check = true;
            continue;
        }
        const Square q = g.next(e.screen, k);
        ci.hop_line[q >> 6] |= std::uint64_t(1) << (q & 63);
        ci.any_hop_line = true;
    }
}

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
        const bool lift = royal_lift_needed(pos, ci.checkers > 0);
        const Man k = lift ? pos.lift(m.from) : Man(0);
        const bool ok = !attacked(pos, m.to, us ^ 1);
        if (lift) pos.unlift(m.from, k);
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

namespace {

// The rules' way up to the generator (features/generator.hpp), set before main: this file defines
// generate_legal, so every program that can call a rule's hook links it.
[[maybe_unused]] const bool generator_set = [] {
    generator = {&generate_pseudo, &legal_moves, &count_legal, &plain_move_legal, &move_to_string, &diagnose_move};
    return true;
}();

}  // namespace

}  // namespace variant
