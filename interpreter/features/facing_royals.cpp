#include "interpreter/features/facing_royals.hpp"

#include <algorithm>
#include <cstdlib>

#include "interpreter/features/material.hpp"
#include "interpreter/features/pass_after_pass.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void FacingRoyals::compile(RuleCompiler& c) {
    c.g.facing_royals = c.rs.facing_royals;
    c.g.results.bikjang = c.rs.end.bikjang;
    // Bikjang ends the game on a pass: the position keeps whether the last move was one.
    if (c.rs.facing_royals == FacingRule::Bikjang) c.g.pass_after_pass.kept = true;
}

namespace {

// The line between the royals, read once a position so that a move is weighed in a few comparisons instead
// of a walk along the line: are they on one line, the squares strictly between, how many men stand there
// and, if one, where. Only a royal's move changes the line; any other move changes the men between by
// emptying its `from` and filling its `to`.
struct Line {
    bool aligned = false;
    Square between[MaxBoardSide];
    int length = 0;
    int men = 0;
    Square lone = NoSquare;  // the man between when there is one

    Line(const Position& pos, Square a, Square b) {
        const Geometry& geo = pos.game().geo;
        const int fa = geo.file_of(a), ra = geo.rank_of(a), fb = geo.file_of(b), rb = geo.rank_of(b);
        const bool diagonal = std::abs(fa - fb) == std::abs(ra - rb);
        if (fa != fb && ra != rb && !(diagonal && pos.game().facing_royals == FacingRule::ForbiddenAllLines)) return;
        aligned = true;
        const int df = fb > fa ? 1 : fb < fa ? -1 : 0, dr = rb > ra ? 1 : rb < ra ? -1 : 0;
        for (int f = fa + df, r = ra + dr; f != fb || r != rb; f += df, r += dr) {
            const Square q = geo.square(f, r);
            between[length++] = q;
            if (pos.at(q)) ++men, lone = q;
        }
    }
    bool holds(Square s) const { return std::find(between, between + length, s) != between + length; }
    // Do the royals face once `vacated` is seen empty and `filled` occupied (the royals themselves unmoved)?
    bool faces_after(Square vacated, Square filled) const {
        return aligned && (men == 0 || (men == 1 && lone == vacated)) && !holds(filled);
    }
};

}  // namespace

bool FacingRoyals::facing(const Position& pos, Square a, Square b, Square vacated, Square filled) {
    return Line(pos, a, b).faces_after(vacated, filled);
}

namespace {

// Do the royals face after m? Plain moves and drops are read from the line; a royal's own move walks its
// new line; other kinds are made.
bool facing_after(Position& pos, Move m, Square ours, Square theirs, const Line& line) {
    switch (m.kind()) {
        case MoveKind::Normal:
        case MoveKind::Promotion:
            return m.from == ours ? FacingRoyals::facing(pos, m.to, theirs, m.from, m.to)
                                  : line.faces_after(m.from, m.to);
        case MoveKind::Drop: return line.faces_after(NoSquare, m.to);
        case MoveKind::Pass: return line.faces_after(NoSquare, NoSquare);
        default: {
            const int us = pos.side();
            pos.make(m);
            const bool face = pos.royal_count(us) == 1 && pos.royal_count(us ^ 1) == 1 &&
                              FacingRoyals::facing(pos, pos.royal_square(us), pos.royal_square(us ^ 1));
            pos.unmake();
            return face;
        }
    }
}

}  // namespace

std::optional<Ending> FacingRoyals::ending(Position& pos) {
    const int us = pos.side();
    if (pos.game().facing_royals != FacingRule::Bikjang || !PassesInARow::after_pass(pos) || pos.royal_count(us) != 1 ||
        pos.royal_count(us ^ 1) != 1 || !facing(pos, pos.royal_square(us), pos.royal_square(us ^ 1)))
        return std::nullopt;
    return Material::scored(pos, pos.game().results.bikjang, "bikjang: the generals face each other after a pass");
}

void FacingRoyals::filter_legal(Position& pos, MoveList& list) {
    const int us = pos.side();
    if (pos.royal_count(us) != 1 || pos.royal_count(us ^ 1) != 1) return;
    const Square ours = pos.royal_square(us), theirs = pos.royal_square(us ^ 1);
    const bool bikjang = pos.game().facing_royals == FacingRule::Bikjang;
    if (bikjang) {
        if (!facing(pos, ours, theirs)) return;  // nothing to break
        if (PassesInARow::after_pass(pos)) {     // the facing outlasted a turn: the game is over
            list.size = 0;
            return;
        }
    }
    const Line line(pos, ours, theirs);
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        if ((bikjang && m.kind() == MoveKind::Pass) || !facing_after(pos, m, ours, theirs, line)) list.moves[n++] = m;
    }
    list.size = n;
}

// facing_royals: whether the royals may face; in `end`, `bikjang`: the result when they still face after a pass.
void FacingRoyals::declare_keys() {
    static const Choices<FacingRule> rules = {{"allowed", FacingRule::Allowed},
                                              {"forbidden", FacingRule::Forbidden},
                                              {"forbidden-all-lines", FacingRule::ForbiddenAllLines},
                                              {"bikjang", FacingRule::Bikjang}};
    add_keys<Ruleset>("ruleset",
                      {placed_field("facing_royals", &Ruleset::facing_royals, &Ruleset::facing_royals_where, rules)});
    add_keys<GameEnd>("end", {field("bikjang", &GameEnd::bikjang, outcome_or_points_choices())},
                      {result_by_points_needs_points("bikjang")});
}

}  // namespace variant
