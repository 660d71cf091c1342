// Legality, the filter over the pseudo-legal moves. A pseudo-legal move is kept without being made when
// that is safe to decide from the position (the check information: movegen/pins.cpp):
// - the royal's own moves: lift the royal and test its destination;
// - other moves when not in check: legal unless the man is pinned (it stands alone between the royal and
//   an enemy rider that reaches the royal along that line), then make/test/unmake; the lines include a
//   cylinder slide's rows, which wrap around the board;
// - in check by one man: only moves that capture it or land between it and the royal, pins as above (a man
//   checking along two lines, as a cylinder rook both ways around, is one man: a move must stop both);
//   checked by two men only royal moves;
// - drops can never uncover the royal;
// - e.p. captures, and every move when the enemy has complex attackers (hoppers...), use make/test/unmake.
// What check is, and whether the check rule binds, is the royal rule's (features/royalty).
#include "interpreter/movegen/legal.hpp"

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/generator.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/move_diagnosis.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/movegen/pins.hpp"

namespace variant {

void generate_legal(Position& pos, MoveList& list) {
    if (pos.game().ends_early && dispatch::over(pos, Features{})) {  // a finished game has no moves
        list.size = 0;
        return;
    }
    legal_moves(pos, list);
}

bool plain_move_legal(Position& pos, Move m, const Checks& ci, bool reserve_sensitive) {
    const int us = pos.side();
    // A capture of an enemy man or a promotion changes the prisons, and with them what attacks (live pawns,
    // automatic exchanges powering enemy men): make it. A self-capture changes only the own airfield, which
    // empowers no enemy man.
    if (reserve_sensitive && ((pos.at(m.to) && colour_of(pos.at(m.to)) != us) || m.kind() == MoveKind::Promotion))
        return Royals::full_test(pos, m);
    if (m.from == ci.royal) {
        const Man k = pos.lift(m.from);
        const bool ok = !attacked(pos, m.to, us ^ 1);
        pos.unlift(m.from, k);
        return ok;
    }
    if (ci.checkers > 1) return false;
    if (ci.checkers == 1 && !ci.blocks(m.to)) return false;
    return (!ci.pinned(m.from) && !ci.on_hop_line(m.from) && !ci.on_hop_line(m.to)) || Royals::full_test(pos, m);
}

bool check_rule_allows(Position& pos, Move m) {
    if (!Royals::check_rule(pos)) return true;
    return m.kind() > MoveKind::LastBoardMove ? dispatch::legal(pos, m, nullptr, Features{})
                                              : Royals::full_test(pos, m);
}

void legal_moves(Position& pos, MoveList& list) {
    const Game& g = pos.game();
    // A rule that decides legality its own way (potentials, atomic explosions) hands over here.
    if (dispatch::generate_legal(pos, list, Features{})) return;
    const int us = pos.side();
    list.size = 0;
    if (g.royalty == Royalty::CaptureLastRoyal && pos.royal_count(us) == 0) return;  // lost
    if (!Royals::check_rule(pos)) {
        generate_pseudo(pos, list, Royals::castles_unchecked(pos));
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
        dispatch::generate(pos, added, Royals::castles_unchecked(pos), Features{});
        return count_board_moves(pos) + added.size;
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
