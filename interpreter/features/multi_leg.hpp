// Multi-leg moves (XBetza 'a': lion double moves, igui, hook movers, locusts, the lion dog's three steps),
// the rule: generation of one move per outcome, make and unmake of the men taken on the way, the move text
// and its readings. The path walker they share with the attack test is attacks/multi_leg_walk.hpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/attacks/multi_leg_walk.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

// The moves themselves: MoveKind::MultiLeg with `via` = the squares taken on the way and `type` = the type
// that lands (the man's own, or what the promotion rules make it: an igui or a double capture is a
// capture), written with the legs that take as coordinate pairs joined by commas: f5e6,e6f5 (takes on e6,
// ends on f5), f5g6,g6h7,h7i8 (takes on g6 and h7, ends on i8), f5f5 (a turn pass: away and back, taking
// nothing), then the promotion suffix: f5e6,e6f5+.
struct MultiLegMoves {
    static bool active(const Game& g) { return g.multi_leg.any; }
    static bool promotes(Move m, Man moving) { return m.kind() == MoveKind::MultiLeg && m.type() != type_of(moving); }
    // Generation, after the man's single-leg moves (from list index `first_of_man`): one move per distinct
    // outcome (destination and the set of squares taken); a path that takes nothing on the way is a plain
    // move, dropped if already listed.
    static void generate(const Position& pos, MoveList& list, Man p, Square from, int first_of_man);
    // The board move's hooks (movegen/make.cpp): the men taken on the way, once the man has left its square,
    // before the capture on its destination; back, after the rest of the move's undo.
    // A plain move (MoveKind::Normal) takes nothing on its way.
    static bool leaves_plain_move(const Game&, Man) { return true; }
    static void on_leave(Position& pos, Move m, Undo& u, int us) {
        if (m.kind() != MoveKind::MultiLeg) return;
        for (int i = 0; i < m.via_count(); ++i) {
            if (!pos.at(m.via[i])) continue;
            u.taken_on_the_way[u.taken_count] = pos.take(m.via[i], us);
            u.taken_at[u.taken_count++] = m.via[i];
        }
    }
    static void on_unleave(Position& pos, const Undo& u, int us) {
        for (int i = u.taken_count - 1; i >= 0; --i) pos.untake(u.taken_at[i], u.taken_on_the_way[i], us);
    }
    // The move as each of its paths, as XBoard lists them (`variant moves --paths`): the move itself, then
    // the same outcome reached by taking the men on the way in another order (cacaK: f5f6,f6e6,e6e5 and
    // f5e6,e6f6,f6e5). XBoard's move holds only its start, the squares it takes on in order and its end, so
    // a path is that sequence: turns on empty squares do not tell two paths apart. The paths are found by
    // walking the man's legs again for this one move, not by the generator, so play and perft (one move per
    // outcome) pay nothing for them.
    static void paths(const Position& pos, Move m, std::vector<Move>& out);
    // A move written otherwise than the printer writes it, that names one legal move (in `legal`): leg by leg,
    // each leg from where the one before ended (f7g7,g7h7: a lion's step to the empty g7 and on, the move
    // f7h7; f7g7,g7f7: its pass f7f7), or with the men taken on the way in another order than the printed
    // one (f5e6,e6f6,f6e5 for f5f6,f6e6,e6e5), then the printed promotion suffix. The squares must be a path
    // of the man's multi-leg moves; a turning square may be empty where the path would take a man there.
    static std::optional<Move> read(const Position& pos, const MoveList& legal, std::string_view text);
    static void write(const Game& g, Move m, std::string& out) {
        for (int i = 0; i < m.via_count(); ++i) {
            out += square_name(g.geo, m.via[i]);
            out += ',';
            out += square_name(g.geo, m.via[i]);
        }
    }
};

}  // namespace variant
