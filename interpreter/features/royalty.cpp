// Royalty and check, the legality rule: generate_legal filters the pseudo-legal moves. A pseudo-legal move is kept
// without being made when that is safe to decide from the position:
// - the royal's own moves: lift the royal and test its destination;
// - other moves when not in check: legal unless the man is pinned (it stands alone between the royal and
//   an enemy rider that reaches the royal along that line), then make/test/unmake; the lines include a
//   cylinder slide's rows, which wrap around the board;
// - in check by one man: only moves that capture it or land between it and the royal, pins as above (a man
//   checking along two lines, as a cylinder rook both ways around, is one man: a move must stop both);
//   checked by two men only royal moves;
// - drops can never uncover the royal;
// - e.p. captures, and every move when the enemy has complex attackers (hoppers...), use make/test/unmake.
// Royalty rules: one royal with check; several royals where only the last one's check counts; no check
// rule at all (capture the last royal: the side without royals has no moves).
#include "interpreter/features/royalty.hpp"

#include "interpreter/features/atomic.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/features/reserve_promotion.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/movegen/leap_attacks.hpp"
#include "interpreter/movegen/movegen.hpp"

#include <algorithm>

namespace variant {

namespace {

// The enemy riders of one reverse-lookup table (walked by `next`) that check the royal or pin a man to it.
// A checker is counted per man: one man may check along two lines (a cylinder rook both ways around the
// board, a rider whose leap is a multiple of its step); then a block must stop both, so the blocking
// squares are those the lines share (the checker's own square at least).
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
                    !(g.reserve_promotion.any && ReservePromotion::blind(pos, x, k))) {
                    if (own != NoSquare) {
                        if (!ci.pinned(own)) ci.pinned_men[ci.pin_count++] = own;  // pinned along two lines once
                    } else if (ci.checkers == 0) {
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
                break;
            }
            if (own != NoSquare) break;
            own = q;
        }
    }
}

void compute_checks(const Position& pos, int us, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1;
    checks_along<false>(
        pos, us, g.attack_dirs[them], g.attack_range[them].data(), [&g](int d, Square q) { return g.next(d, q); }, ci);
    if (g.any_wrap_attack[them])
        checks_along<true>(
            pos, us, g.wrap_attack_dirs[them], g.wrap_attack_range[them].data(),
            [&g](int d, Square q) { return g.next_wrapping(d, q); }, ci);
    if (g.leap_attacks.any[them]) leap_checks(pos, us, ci);
}

// The enemy hoppers on the royal's lines: one with exactly one man between gives check; one with none or
// two between is a move away from it (a man arriving or leaving makes or unmakes its screen), so those
// squares are marked. With three or more between, no single move can make a screen of one.
void compute_hop_lines(const Position& pos, int us, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1, T = g.type_count();
    const auto& dirs = g.hop_dirs[them];
    const std::uint8_t* kind = g.hop_kind[them].data();
    std::fill(ci.hop_line, ci.hop_line + Checks::HopWords, 0);
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
            const std::uint8_t how = colour_of(x) == them ? kind[a * T + type_of(x)] : 0;
            if (how) {
                if (between == 1 && ((how & HopAnywhere) || ((how & HopRightBehind) && screen_adjacent)))
                    ci.hopper_check = true;
                if (between != 1 || (how & HopRightBehind)) {
                    Square b = ci.royal;
                    for (int i = 0; i < dist; ++i) {
                        b = g.next(d, b);
                        ci.hop_line[b >> 6] |= std::uint64_t(1) << (b & 63);
                    }
                    ci.any_hop_line = true;
                }
            }
            if (++between > 2) break;
            if (between == 1) screen_adjacent = dist == 1;
        }
    }
}

// Without the check rule, may the side castle (no royal to keep out of check, or more than one)?
bool castles_unchecked(const Position& pos) {
    const Royalty r = pos.game().royalty;
    return r == Royalty::None || r == Royalty::CaptureLastRoyal || pos.royal_count(pos.side()) > 1;
}

bool royals_safe(const Position& pos, int us) {
    const Game& g = pos.game();
    if (pos.royal_count(us) == 1) return !attacked(pos, pos.royal_square(us), us ^ 1);
    // Duple check: the move is safe while one royal stands unattacked.
    const bool duple = g.royalty == Royalty::DupleCheck;
    for (Square s : pos.pieces(us))
        if (g.types[type_of(pos.at(s))].royal && attacked(pos, s, us ^ 1) != duple) return duple;
    return !duple;
}

}  // namespace

bool Royals::full_test(Position& pos, Move m) {
    const int us = pos.side();
    pos.make(m);
    bool ok = royals_safe(pos, us);
    pos.unmake();
    return ok;
}

void generate_legal(Position& pos, MoveList& list) {
    if (pos.game().ends_early && dispatch::over(pos, Features{})) {  // a finished game has no moves
        list.size = 0;
        return;
    }
    Royals::legal_moves(pos, list);
}

bool Royals::plain_move_legal(Position& pos, Move m, const Checks& ci, bool reserve_sensitive) {
    const int us = pos.side();
    // A capture of an enemy man or a promotion changes the prisons, and with them what attacks (live pawns,
    // automatic exchanges powering enemy men): make it. A self-capture changes only the own airfield, which
    // empowers no enemy man.
    if (reserve_sensitive && ((pos.at(m.to) && colour_of(pos.at(m.to)) != us) || m.kind() == MoveKind::Promotion))
        return full_test(pos, m);
    if (m.from == ci.royal) {
        const Man k = pos.lift(m.from);
        const bool ok = !attacked(pos, m.to, us ^ 1);
        pos.unlift(m.from, k);
        return ok;
    }
    if (ci.checkers > 1) return false;
    if (ci.checkers == 1 && !ci.blocks(m.to)) return false;
    return (!ci.pinned(m.from) && !ci.on_hop_line(m.from) && !ci.on_hop_line(m.to)) || full_test(pos, m);
}

bool Royals::check_rule(const Position& pos) {
    const int royals = pos.royal_count(pos.side());
    switch (pos.game().royalty) {
        case Royalty::Check: return royals >= 1;
        case Royalty::LastRoyalCheck: return royals == 1;
        case Royalty::DupleCheck: return royals >= 1;
        case Royalty::None:
        case Royalty::CaptureLastRoyal:
        case Royalty::PotentialKings: return false;  // PotentialKings: features/potentials
    }
    return false;
}

bool Royals::allows(Position& pos, Move m) {
    if (!check_rule(pos)) return true;
    return m.kind() > MoveKind::LastBoardMove ? dispatch::legal(pos, m, nullptr, Features{}) : full_test(pos, m);
}

void Royals::legal_moves(Position& pos, MoveList& list) {
    const Game& g = pos.game();
    if (g.potential.enabled) return Potentials::generate_legal(pos, list);  // its own legality
    // Explosions decide check their own way (features/atomic).
    if (g.atomic.enabled && g.royalty != Royalty::None) return Atomic::generate_legal(pos, list);
    const int us = pos.side();
    list.size = 0;
    if (g.royalty == Royalty::CaptureLastRoyal && pos.royal_count(us) == 0) return;  // lost
    if (!check_rule(pos)) {
        generate_pseudo(pos, list, castles_unchecked(pos));
        dispatch::filter_legal(pos, list, Features{});  // legality rules beyond check hold without one too
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
        generate_pseudo(pos, list, !in_check(pos));
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
        generate_pseudo(pos, list, ci.checkers == 0);
        const bool reserve_sensitive = g.reserves_change_attacks;  // read once: the loop makes moves
        int n = 0;
        for (int i = 0; i < list.size; ++i) {
            const Move m = list.moves[i];
            bool ok;
            switch (m.kind()) {
                case MoveKind::EnPassant:
                case MoveKind::MultiLeg: ok = Royals::full_test(pos, m); break;
                case MoveKind::Normal:
                case MoveKind::Promotion: ok = plain_move_legal(pos, m, ci, reserve_sensitive); break;
                default:  // a move kind a feature owns
                    ok = dispatch::legal(pos, m, &ci, Features{});
                    break;
            }
            if (ok) list.moves[n++] = m;
        }
        list.size = n;
    }
    // Legality rules beyond check (a drop that mates with a no-mate type).
    dispatch::filter_legal(pos, list, Features{});
}

int count_legal(Position& pos) {
    const Game& g = pos.game();
    // Where every pseudo-legal move of the men is legal and no rule adds or strikes moves, count them as
    // the rays give them, without writing them (royalty 'none': breakthrough, kinglet, extinction).
    if (g.leaf_count_by_walk && !Royals::check_rule(pos) && !dispatch::filters_now(pos, Features{})) {
        if (g.ends_early && dispatch::over(pos, Features{})) return 0;
        if (g.royalty == Royalty::CaptureLastRoyal && pos.royal_count(pos.side()) == 0) return 0;
        MoveList added;  // the features' own moves (castling), which read no board move
        dispatch::generate(pos, added, castles_unchecked(pos), Features{});
        return count_board_moves(pos) + added.size;
    }
    MoveList list;
    generate_legal(pos, list);
    return list.size;
}

void Royals::compile(Compiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    bool any_royal = false;
    for (const auto& t : g.types) any_royal = any_royal || t.royal;
    g.royalty = any_royal ? rs.royalty : Royalty::None;
    g.pass = rs.pass;
    g.results.checkmate = rs.end.checkmate;
    g.results.stalemate = rs.end.stalemate;
}

}  // namespace variant
