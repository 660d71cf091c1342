#include "interpreter/features/facing_royals.hpp"

#include <algorithm>
#include <cstdlib>

#include "interpreter/features/material.hpp"
#include "interpreter/features/pass_after_pass.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void FacingRoyals::compile(RuleCompiler& c) {
    FacingRoyalsInfo& info = c.g.facing_royals;
    info.rule = c.rs.facing_royals;
    c.g.results.bikjang = c.rs.end.bikjang;
    // Bikjang ends the game on a pass: the position keeps whether the last move was one.
    if (c.rs.facing_royals == FacingRule::Bikjang) c.g.pass_after_pass.kept = true;
    const Geometry& geo = c.g.geo;
    if (!active(c.g) || geo.squares() > SquareBitsMax) return;
    // The file and rank steps of the eight lines, in FacingRoyalsInfo's order.
    static constexpr int step[FacingRoyalsInfo::Lines][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                                             {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    info.rays.assign(std::size_t(geo.squares()) * FacingRoyalsInfo::Lines, AttackLine{});
    for (Square s{0}; s < geo.squares(); ++s)
        for (int d = 0; d < FacingRoyalsInfo::Lines; ++d) {
            const int df = step[d][0], dr = step[d][1];
            AttackLine& l = info.rays[std::size_t(s) * FacingRoyalsInfo::Lines + std::size_t(d)];
            l.rising = dr > 0 || (dr == 0 && df > 0);
            for (int f = geo.file_of(s) + df, r = geo.rank_of(s) + dr; geo.contains(f, r); f += df, r += dr) {
                const Square q = geo.square(f, r);
                if (!geo.on_board[q]) break;  // a hole ends the line
                l.line.set(q);
            }
            l.word = word_of(l.line);
        }
}

namespace {

// The line between the royals, read once a position so that a move is weighed in a few comparisons instead
// of a walk along the line: are they on one line, the squares strictly between, how many men stand there
// and, if one, where. Only a royal's move changes the line; any other move changes the men between by
// emptying its `from` and filling its `to`. A hole between them breaks the line. On a board with the rule's
// rays (FacingRoyalsInfo) the squares between are a set found from them; on a bigger board, a list walked.
struct Line {
    bool aligned = false;
    int men = 0;
    Square lone = NoSquare;  // the man between when there is one
    bool by_set = false;
    SquareBits between_set;
    Square between[MaxBoardSide];
    int length = 0;

    Line(const Position& pos, Square a, Square b) {
        const FacingRoyalsInfo& info = pos.game().facing_royals;
        if (!info.rays.empty()) {
            by_set = true;
            for (int d = 0; d < info.lines(); ++d) {
                const SquareBits& line = info.ray(a, d).line;
                if (!line.has(b)) continue;
                aligned = true;
                between_set = without(line, info.ray(b, d).line);  // less the same line past b
                between_set.reset(b);
                const SquareBits there = both(between_set, either(pos.occupied(0), pos.occupied(1)));
                men = count_of(there);
                if (men == 1) lone = Square(first_in(there, there, true));
                return;
            }
            return;
        }
        const Geometry& geo = pos.game().geo;
        const int fa = geo.file_of(a), ra = geo.rank_of(a), fb = geo.file_of(b), rb = geo.rank_of(b);
        const bool diagonal = std::abs(fa - fb) == std::abs(ra - rb);
        if (fa != fb && ra != rb && !(diagonal && info.rule == FacingRule::ForbiddenAllLines)) return;
        const int df = fb > fa ? 1 : fb < fa ? -1 : 0, dr = rb > ra ? 1 : rb < ra ? -1 : 0;
        for (int f = fa + df, r = ra + dr; f != fb || r != rb; f += df, r += dr) {
            const Square q = geo.square(f, r);
            if (!geo.on_board[q]) return;
            between[length++] = q;
            if (pos.at(q)) ++men, lone = q;
        }
        aligned = true;
    }
    bool holds(Square s) const {
        if (by_set) return s != NoSquare && between_set.has(s);
        return std::find(between, between + length, s) != between + length;
    }
    // May any man's move leave them facing (one line, at most one man between)? Else only a royal's can.
    bool any_move_may_open() const { return aligned && men <= 1; }
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
    if (pos.game().facing_royals.rule != FacingRule::Bikjang || !PassesInARow::after_pass(pos) ||
        pos.royal_count(us) != 1 || pos.royal_count(us ^ 1) != 1 ||
        !facing(pos, pos.royal_square(us), pos.royal_square(us ^ 1)))
        return std::nullopt;
    return Material::scored(pos, pos.game().results.bikjang, "bikjang: the generals face each other after a pass");
}

namespace {

// The squares from the royal on s along the rule's lines up to the first man, his included: a royal landing on
// one, or taking that man, faces him. By the rule's rays (a board of at most 128 squares).
SquareBits open_lines(const Position& pos, Square s) {
    const FacingRoyalsInfo& info = pos.game().facing_royals;
    const SquareBits occupied = either(pos.occupied(0), pos.occupied(1));
    SquareBits open;
    for (int d = 0; d < info.lines(); ++d) {
        const AttackLine& l = info.ray(s, d);
        const int first = first_in(l.line, occupied, l.rising);
        open = either(open,
                      first < 0 ? l.line : both(l.line, l.rising ? span(0, first) : span(first, SquareBitsMax - 1)));
    }
    return open;
}

}  // namespace

bool FacingRoyals::filters_now(const Position& pos) {
    const Game& g = pos.game();
    const int us = pos.side();
    if (pos.royal_count(us) != 1 || pos.royal_count(us ^ 1) != 1) return false;  // filter_legal keeps every move
    const Square ours = pos.royal_square(us), theirs = pos.royal_square(us ^ 1);
    const Line line(pos, ours, theirs);
    if (g.facing_royals.rule == FacingRule::Bikjang) return line.aligned && line.men == 0;  // it binds while they face
    if (line.any_move_may_open()) return true;
    // Otherwise only the royal's own move can bring them face to face, landing on the other's open lines:
    // asked of his masks (GameTables::leap_counts). Where the rules add moves of their own that may move a royal
    // (castling, passes; not drops, but of a royal type), where the royal walks his rays, and on boards over 128
    // squares, the filter stays on. (Drops kept it on in supply chess: its last ply written, half xiangqi's
    // speed on the same tree, 2 December 2026.)
    if (g.own_moves_may_move_royal || g.leap_counts.empty() || g.facing_royals.rays.empty()) return true;
    const std::size_t i = g.table_index(us, type_of(pos.at(ours)), ours);
    if (!g.leap_count_use[i]) return true;
    return !disjoint(reach_of(g.leap_counts[i], g.slide_counts.data(), g.slide_sets.data(), g.slide_set_reach.data()),
                     open_lines(pos, theirs));
}

void FacingRoyals::filter_legal(Position& pos, MoveList& list) {
    const int us = pos.side();
    if (pos.royal_count(us) != 1 || pos.royal_count(us ^ 1) != 1) return;
    const Square ours = pos.royal_square(us), theirs = pos.royal_square(us ^ 1);
    const bool bikjang = pos.game().facing_royals.rule == FacingRule::Bikjang;
    if (bikjang) {
        if (!facing(pos, ours, theirs)) return;  // nothing to break
        if (PassesInARow::after_pass(pos)) {     // the facing outlasted a turn: the game is over
            list.size = 0;
            return;
        }
    }
    const Line line(pos, ours, theirs);
    // Off one line, or with two men or more between them, the royals come to face each other only by a royal's
    // move or a move of a kind that is made: a board move, a drop or a pass leaves at least one man between.
    const bool any_move_faces = line.any_move_may_open();
    const auto never_faces = [&](const Move& m) {
        const MoveKind k = m.kind();
        return !any_move_faces && m.from != ours &&
               (k == MoveKind::Normal || k == MoveKind::Promotion || k == MoveKind::Drop || k == MoveKind::Pass);
    };
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        if (never_faces(m) || (bikjang && m.kind() == MoveKind::Pass) || !facing_after(pos, m, ours, theirs, line))
            list.moves[n++] = m;
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
