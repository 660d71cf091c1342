#include "interpreter/features/move_limit.hpp"

#include <fmt/format.h>

#include "interpreter/features/transfers.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void MoveLimit::compile(RuleCompiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    for (const auto& n : rs.end.pawns) g.types[c.type_named(n, "end.pawns")].pawn_like = true;
    g.move_limit.capture = rs.end.limit_reset_by_capture;
    g.move_limit.pawn_move = rs.end.limit_reset_by_pawn_move;
    g.move_limit.promotion = rs.end.limit_reset_by_promotion;
    for (int t = 0; t < g.type_count(); ++t)
        for (int colour = 0; colour < Colours; ++colour)
            g.move_limit.pawn_move_by_man[make_man(t, colour)] = g.move_limit.pawn_move && g.types[t].pawn_like;
    g.results.move_limit = rs.end.move_limit;
    g.results.move_limit_result = rs.end.move_limit_result;
}

void MoveLimit::on_make_other(Position& pos, Move m, const Undo& u) {
    const Game& g = pos.game();
    const MoveLimitInfo& reset = g.move_limit;
    switch (m.kind()) {
        case MoveKind::Drop:
        case MoveKind::Exchange:  // the man taken back is dropped
            if (reset.pawn_move_by_man[make_man(m.type(), pos.side())]) pos.reset_halfmove();
            break;
        case MoveKind::Castling:
        case MoveKind::Pass: break;
        case MoveKind::Transfer:
            if (reset.promotion && Transfers::promotes(g, pos.side(), m)) pos.reset_halfmove();
            break;
        default:  // a kind of a rule's own that moves a man on the board (potentials, promotion moves, gating)
            if ((reset.capture && (u.captured || u.taken_count)) || reset.pawn_move_by_man[u.moved & TypeColourMask])
                pos.reset_halfmove();
            break;
    }
}

std::optional<Ending> MoveLimit::limit_reached(const Position& pos) {
    const int limit = pos.game().results.move_limit;
    if (limit == 0 || pos.halfmove() < 2 * limit) return std::nullopt;
    return Ending{pos.game().results.move_limit_result, fmt::format("{}-move rule", limit)};
}

// Its keys in `end`: the limit, what resets its count, and the result.
void MoveLimit::declare_keys() {
    add_keys<GameEnd>(
        "end",
        {at_least("move_limit", &GameEnd::move_limit, 0, "'move_limit' must be 0 (none) or more"),
         custom<GameEnd>("move_limit_reset",
                         [](Reader& r, const Node&, const Node& reset, GameEnd& end) {
                             static const Choices<int> resets = {{"capture", 0}, {"pawn-move", 1}, {"promotion", 2}};
                             end.limit_reset_by_capture = end.limit_reset_by_pawn_move = false;
                             end.limit_reset_by_promotion = false;
                             if (!reset.is_sequence())
                                 r.error(reset, fmt::format("'move_limit_reset' must be a list like [capture, "
                                                            "pawn-move], not {}",
                                                            reset.describe()));
                             for (const auto& item : reset.items) {
                                 auto which = r.choice(item, "move_limit_reset", resets);
                                 if (which == 0) end.limit_reset_by_capture = true;
                                 if (which == 1) end.limit_reset_by_pawn_move = true;
                                 if (which == 2) end.limit_reset_by_promotion = true;
                             }
                         }),
         field("move_limit_result", &GameEnd::move_limit_result, outcome_choices())});
}

}  // namespace variant
