#include "interpreter/features/goal.hpp"

#include <fmt/format.h>

#include "interpreter/features/generator.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void Goal::compile(RuleCompiler& c) {
    const GoalRule& rule = c.rs.end.goal;
    if (!rule.enabled) return;
    Game& g = c.g;
    GoalInfo& goal = g.goal;
    goal.enabled = true;
    goal.second_may_follow = rule.second_player_may_follow;
    goal.must_hold = rule.must_hold;
    goal.result = rule.result;
    goal.piece.assign(std::size_t(g.type_count()), 0);
    for (const auto& name : rule.pieces) goal.piece[std::size_t(c.type_named(name, "end.goal.pieces"))] = 1;
    for (int col = 0; col < Colours; ++col) {
        goal.zone[col] = c.zone_named(rule.zone, col);
        for (Square s{0}; s < g.geo.squares(); ++s)
            if (goal.zone[col][s]) {
                goal.squares[col].push_back(s);
                if (s < SquareBitsMax) goal.zone_set[col].set(s);
            }
    }
    g.ends_early = true;
}

namespace {

// Where a goal man of colour c stands in its zone (NoSquare: nowhere)? Asked at every node: on a board of at
// most 128 squares, the side's men in the zone as a set, mostly none (dobutsu's perft spent 4% of its
// instructions in the look at the zone's squares, 30 November 2026); else the zone's squares or the men,
// whichever are fewer (the hill's four squares).
Square arrived(const Position& pos, int c) {
    const GoalInfo& goal = pos.game().goal;
    if (pos.game().geo.squares() <= SquareBitsMax) {
        Square found = NoSquare;
        for_each_square(both(goal.zone_set[c], pos.occupied(c)), [&](Square s) {
            if (found == NoSquare && goal.piece[type_of(pos.at(s))]) found = s;
        });
        return found;
    }
    if (goal.squares[c].size() < pos.pieces(c).size()) {
        for (Square s : goal.squares[c])
            if (const Man x = pos.at(s); x && colour_of(x) == c && goal.piece[type_of(x)]) return s;
        return NoSquare;
    }
    for (Square s : pos.pieces(c))
        if (goal.zone[c][s] && goal.piece[type_of(pos.at(s))]) return s;
    return NoSquare;
}

bool reached(const Position& pos, int c) { return arrived(pos, c) != NoSquare; }

// Can the side to move bring a goal man into its zone by a legal move?
bool can_follow(Position& pos) {
    const GoalInfo& goal = pos.game().goal;
    MoveList list;
    generator.legal_moves(pos, list);
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

std::optional<Ending> Goal::ending(Position& pos) {
    if (!over(pos)) return std::nullopt;
    const int us = pos.side();
    const Square ours = arrived(pos, us), theirs = arrived(pos, us ^ 1);
    if (ours != NoSquare && theirs != NoSquare) return Ending{Outcome::Draw, "goal: both sides reached it"};
    const int c = ours != NoSquare ? us : us ^ 1;
    const Square s = ours != NoSquare ? ours : theirs;
    return Ending{for_side_to_move(pos.game().goal.result, c, us),
                  fmt::format("goal: {}'s {} reached {}", colour_name(c), pos.game().types[type_of(pos.at(s))].name,
                              square_name(pos.game().geo, s))};
}

// end.goal: a map of the `goal` section.
void Goal::declare_keys() {
    using R = GoalRule;
    add_keys<GameEnd>("end", {rule_map("goal", &GameEnd::goal)});
    add_keys<R>("goal",
                {field("pieces", &R::pieces), field("zone", &R::zone),
                 field("second_player_may_follow", &R::second_player_may_follow), field("must_hold", &R::must_hold),
                 field("result", &R::result, outcome_choices())},
                {[](Reader& r, const Node& node, R& rule) {
                     if (rule.second_player_may_follow && rule.must_hold)
                         r.error(node.where, 1, "'goal' may have 'second_player_may_follow' or 'must_hold', not both");
                 },
                 required<R>("pieces", "'goal' needs 'pieces' (the men that win by reaching the zone)"),
                 required<R>("zone", "'goal' needs 'zone' (the squares they win on)")});
}

}  // namespace variant
