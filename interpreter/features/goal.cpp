#include "interpreter/features/goal.hpp"

#include "interpreter/features/royalty.hpp"
#include "interpreter/game/compiler.hpp"

namespace variant {

void Goal::compile(Compiler& c) {
    const GoalRule& rule = c.rs.end.goal;
    if (!rule.enabled) return;
    Game& g = c.g;
    GoalInfo& goal = g.goal;
    goal.enabled = true;
    goal.second_may_follow = rule.second_player_may_follow;
    goal.must_hold = rule.must_hold;
    goal.piece.assign(std::size_t(g.type_count()), 0);
    for (const auto& name : rule.pieces) goal.piece[std::size_t(c.type_named(name, "end.goal.pieces"))] = 1;
    for (int col = 0; col < Colours; ++col) goal.zone[col] = c.zone_named(rule.zone, col);
    g.ends_early = true;
}

namespace {

bool reached(const Position& pos, int c) {
    const GoalInfo& goal = pos.game().goal;
    for (Square s : pos.pieces(c))
        if (goal.zone[c][s] && goal.piece[type_of(pos.at(s))]) return true;
    return false;
}

// Can the side to move bring a goal man into its zone by a legal move?
bool can_follow(Position& pos) {
    const GoalInfo& goal = pos.game().goal;
    MoveList list;
    Royals::legal_moves(pos, list);
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        if (m.kind() <= MoveKind::LastBoardMove && goal.zone[pos.side()][m.to] && goal.piece[type_of(pos.at(m.from))])
            return true;
    }
    return false;
}

}  // namespace

bool Goal::over(Position& pos) {
    const int us = pos.side(), them = us ^ 1;
    if (reached(pos, us)) return true;                                   // won (or drawn: both arrived)
    if (pos.game().goal.must_hold || !reached(pos, them)) return false;  // it has still to survive our move
    return !(pos.game().goal.second_may_follow && us == 1 && can_follow(pos));
}

}  // namespace variant
