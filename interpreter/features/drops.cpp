#include "interpreter/features/drops.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/generator.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

bool names(RuleCompiler& c, const std::vector<Located<std::string>>& list, const char* key, int t) {
    bool found = false;
    for (const auto& n : list) found = c.type_named(n, key) == t || found;
    return found;
}

// The squares a drop rule lets a man of type t land on (for a face, t is the face: its own stuck squares).
void lay_squares(RuleCompiler& c, const DropRule& rule, int t, DropInfo& d) {
    Game& g = c.g;
    const int S = g.geo.squares();
    for (int col = 0; col < Colours; ++col) {
        d.allowed[col].assign(std::size_t(S), 0);
        for (Square s{0}; s < S; ++s) {
            bool ok = g.geo.on_board[s] != 0;
            if (rule.zone) ok = ok && c.zone_named(*rule.zone, col)[s];
            for (const auto& z : rule.forbidden_zones) ok = ok && !c.zone_named(z, col)[s];
            if (rule.not_where_stuck) ok = ok && !g.stuck[col][std::size_t(t) * S + s];
            // A man confined to a zone (xiangqi's advisors and elephants) never stands outside it.
            if (std::size_t(t) < c.rs.pieces.size() && !c.rs.pieces[t].confined_to.value.empty())
                ok = ok && c.zone_named(c.rs.pieces[t].confined_to, col)[s];
            d.allowed[col][s] = ok;
            if (ok && s < SquareBitsMax) d.allowed_set[col].set(s);
        }
    }
}

}  // namespace

namespace {

// DropRules::mate_check_from for each type whose only weighing is no_mate (DropInfo::weighs_only_mate): every
// capturing ray of the man from every square. Not laid with multi-leg moves, whose captures the rays do not hold.
void lay_mate_checks(Game& g) {
    if (g.multi_leg.any) return;
    const int T = g.type_count(), S = g.geo.squares();
    DropRules& dr = g.drops;
    for (const int t : dr.weighed) {
        if (!dr.of[std::size_t(t)].weighs_only_mate()) continue;
        if (dr.mate_check_from.empty()) dr.mate_check_from.assign(std::size_t(Colours) * T * S, SquareBits{});
        for (int c = 0; c < Colours; ++c)
            for (Square from{0}; from < S; ++from)
                for_each_square(ray_squares_from(g, c, t, from, RayCapture), [&](Square target) {
                    dr.mate_check_from[(std::size_t(c) * T + t) * S + target].set(from);
                });
    }
}

}  // namespace

void Drops::compile(RuleCompiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    const int T = g.type_count();
    g.drops.of.assign(std::size_t(T), DropInfo{});
    for (const auto& rule : rs.drops) {
        int r = c.reserve_named(rule.from);
        std::vector<int> types;
        for (const auto& n : rule.pieces) types.push_back(c.type_named(n, "drops.pieces"));
        if (rule.pieces.empty())
            for (int t = 0; t < T; ++t)
                if (rs.pieces[t].droppable && !g.types[t].royal) types.push_back(t);
        for (int t : types) {
            DropInfo& d = g.drops.of[t];
            if (d.reserve >= 0) continue;  // the first rule naming a type decides
            d.reserve = r;
            g.drops.any = true;
            lay_squares(c, rule, t, d);
            if (names(c, rule.no_two_on_file, "no_two_on_file", t)) d.file_limit = rule.file_limit;
            d.no_mate = names(c, rule.no_mate_by, "no_mate_by", t);
            d.no_check = names(c, rule.no_check_by, "no_check_by", t);
            d.compulsory = rule.compulsory;
            d.opposite_colours = names(c, rule.opposite_colours, "opposite_colours", t);
            g.drops.compulsory = g.drops.compulsory || rule.compulsory;
            if (d.opposite_colours && g.drops.spread_type < 0) g.drops.spread_type = t;
            // The other face: dropped from the count of t, under this rule's zones and its own stuck squares.
            const int face = g.types[t].promoted;
            if (!rule.promoted_face || face < 0 || g.drops.of[face].reserve >= 0) continue;
            DropInfo& f = g.drops.of[face];
            f.reserve = r;
            f.held_as = t;
            f.compulsory = rule.compulsory;
            lay_squares(c, rule, face, f);
        }
        for (const auto& n : rule.no_two_on_file) c.type_named(n, "no_two_on_file");
        for (const auto& n : rule.no_mate_by) c.type_named(n, "no_mate_by");
        for (const auto& n : rule.no_check_by) c.type_named(n, "no_check_by");
    }
    for (int t = 0; t < T; ++t) {
        const DropInfo& d = g.drops.of[t];
        if (d.reserve >= 0) g.drops.dropped.push_back(t);
        if (d.reserve >= 0 && (d.no_mate || d.no_check || d.compulsory)) g.drops.weighed.push_back(t);
    }
    if (g.geo.squares() <= SquareBitsMax) {
        g.drops.file_squares.assign(std::size_t(g.geo.files), SquareBits{});
        for (Square s{0}; s < g.geo.squares(); ++s) g.drops.file_squares[std::size_t(s % g.geo.files)].set(s);
        lay_mate_checks(g);
    }
}

namespace {

// How many men of type t (held as d says) the side us has in hand to drop.
int in_hand(const Position& pos, int us, const DropInfo& d, int t) {
    return pos.reserve(us, d.reserve, d.held_type(t));
}

// The empty squares the side's man of type t may be dropped on by his rule d, less the files its limit closes
// (shogi's nifu: a file holding an unpromoted pawn of his): on a board of at most 128 squares.
SquareBits drop_squares(const Position& pos, int us, const DropInfo& d, int t) {
    const Game& g = pos.game();
    SquareBits to = without(d.allowed_set[us], either(pos.occupied(0), pos.occupied(1)));
    if (d.file_limit) {  // a file that holds the limit's men of the type is closed to it
        int on_file[MaxBoardSide] = {};
        for (Square s : pos.pieces(us))
            if (type_of(pos.at(s)) == t && ++on_file[s % g.geo.files] == d.file_limit)
                to = without(to, g.drops.file_squares[std::size_t(s % g.geo.files)]);
    }
    return to;
}

// After a drop, does the check rule alone decide the moves of `them`, their one royal's among them: no rule but
// the drops' strikes a move, none only in check, no end comes early, nothing in a hand changes what attacks, and
// no man takes only unprotected men? There, a royal that may take the dropped man answers the drop's check, and
// the drop gives no mate.
bool royal_escape_decides(const Position& pos, int them) {
    const Game& g = pos.game();
    return g.royalty == Royalty::Check && pos.royal_count(them) == 1 && g.hooks.filter_legal.size == 1 &&
           g.hooks.filters_in_check.empty() && !g.ends_early && !g.reserves_change_attacks && !g.any_unprotected_only;
}

// May the royal on `royal` take a man of the side to move dropped on q, where no man of that side then attacks
// it (the royal's own square left empty; with no man that takes only unprotected men, attacked_by_others is the
// whole attack test)? A drop so answered mates nowhere.
bool royal_takes_unharmed(const Position& pos, Square royal, Square q) {
    return man_attacks(pos, pos.at(royal), royal, q) && !attacked_by_others(pos, q, pos.side(), royal);
}

}  // namespace

bool Drops::own_moves_move_royal(const Game& g) {
    return std::any_of(g.drops.dropped.begin(), g.drops.dropped.end(),
                       [&g](int t) { return g.types[std::size_t(t)].royal; });
}

bool Drops::filters_now(const Position& pos) {
    const Game& g = pos.game();
    const DropRules& dr = g.drops;
    const int us = pos.side();
    if (!pos.holds_any(us)) return false;
    for (int t : dr.weighed) {
        const DropInfo& d = dr.of[t];
        if (in_hand(pos, us, d, t) <= 0) continue;
        if (dr.mate_check_from.empty() || !d.weighs_only_mate()) return true;
        // A drop of t is struck only if it mates, so only if it checks (drop_mates): where no empty square from
        // which a man of t might attack the enemy royal is left, none is (shogi: the square before the king).
        const Square royal = pos.royal_square(us ^ 1);
        if (royal == NoSquare) continue;  // drop_mates strikes nothing then
        // Nor where no such square takes his drop (shogi: the king's file holds one of the side's pawns), nor where
        // the royal may take each man so dropped (royal_takes_unharmed).
        const SquareBits& from =
            dr.mate_check_from[(std::size_t(us) * g.type_count() + t) * g.geo.squares() + std::size_t(royal)];
        if (without(without(from, pos.occupied(0)), pos.occupied(1)).empty()) continue;
        const SquareBits checks = both(from, drop_squares(pos, us, d, t));
        if (checks.empty()) continue;
        if (!royal_escape_decides(pos, us ^ 1)) return true;
        bool may_mate = false;
        for_each_square(checks, [&](Square q) { may_mate = may_mate || !royal_takes_unharmed(pos, royal, q); });
        if (may_mate) return true;
    }
    return false;
}

namespace {

int square_colour(const Geometry& geo, Square s) { return (s % geo.files + s / geo.files) & 1; }

// Placement's bishops (opposite_colours): the side's men of such a type, on the board and held, must be able
// to end half on each square colour. `on` and `free` count, per colour, the men standing there and the empty
// squares one may still be dropped on.
struct ColourSpread {
    int type = -1;
    int total = 0;
    int on[2] = {0, 0};
    int free[2] = {0, 0};

    // May a man of `t` be dropped on s?
    bool allows(const Game& g, int us, int t, Square s) const {
        const int k = square_colour(g.geo, s);
        if (t == type) return on[k] + 1 <= (total + 1) / 2;
        const bool takes_free = g.drops.of[type].allowed[us][s] != 0;
        for (int col = 0; col < 2; ++col)
            if (on[col] + free[col] - (takes_free && col == k ? 1 : 0) < total / 2) return false;
        return true;
    }
};

ColourSpread colour_spread(const Position& pos, int us) {
    const Game& g = pos.game();
    ColourSpread cs;
    cs.type = g.drops.spread_type;
    if (cs.type < 0) return cs;
    cs.total = pos.reserve(us, g.drops.of[cs.type].reserve, cs.type);
    for (Square s : pos.pieces(us))
        if (type_of(pos.at(s)) == cs.type) ++cs.on[square_colour(g.geo, s)], ++cs.total;
    const std::uint8_t* allowed = g.drops.of[cs.type].allowed[us].data();
    for (Square s{0}; s < g.geo.squares(); ++s)
        if (allowed[s] && !pos.at(s)) ++cs.free[square_colour(g.geo, s)];
    return cs;
}

}  // namespace

void Drops::generate(const Position& pos, MoveList& list, bool) {
    const Game& g = pos.game();
    const int us = pos.side(), S = g.geo.squares(), F = g.geo.files;
    if (!pos.holds_any(us)) return;
    const ColourSpread spread = colour_spread(pos, us);
    // On a board of at most 128 squares the empty allowed squares are found as a set, not square by square
    // (shogi's perft spent a tenth of its time in this loop).
    const bool by_sets = S <= SquareBitsMax;
    const SquareBits occupied = either(pos.occupied(0), pos.occupied(1));
    for (int t : g.drops.dropped) {
        const DropInfo& d = g.drops.of[t];
        if (in_hand(pos, us, d, t) == 0) continue;
        int on_file[MaxBoardSide] = {};
        if (d.file_limit)
            for (Square s : pos.pieces(us))
                if (type_of(pos.at(s)) == t) ++on_file[s % F];
        const bool royal = g.types[t].royal;  // held from the start (placement): never dropped into check
        // The drop onto the empty allowed square s, unless a limit of the rule's forbids it.
        const auto add = [&](Square s) {
            if ((d.file_limit && on_file[s % F] >= d.file_limit) || (spread.type >= 0 && !spread.allows(g, us, t, s)) ||
                (royal && attacked(pos, s, us ^ 1)))
                return;
            list.push(Move::make(d.reserve, s, MoveKind::Drop, t));
        };
        if (by_sets) {
            for_each_square(without(d.allowed_set[us], occupied), add);
            continue;
        }
        const std::uint8_t* allowed = d.allowed[us].data();
        for (Square s{0}; s < S; ++s)
            if (allowed[s] && !pos.at(s)) add(s);
    }
}

int Drops::count_unchecked(const Position& pos) {
    const Game& g = pos.game();
    if (g.geo.squares() > SquareBitsMax || g.drops.spread_type >= 0) return -1;
    const int us = pos.side();
    if (!pos.holds_any(us)) return 0;
    int n = 0;
    for (int t : g.drops.dropped) {
        const DropInfo& d = g.drops.of[t];
        if (in_hand(pos, us, d, t) == 0) continue;
        if (g.types[t].royal) return -1;
        n += count_of(drop_squares(pos, us, d, t));
    }
    return n;
}

void Drops::make(Position& pos, Move m, Undo&) {
    const Game& g = pos.game();
    const int us = pos.side();
    pos.add_reserve(us, m.from, g.drops.of[m.type()].held_type(m.type()), -1);
    // A man dropped on its own setup square counts as unmoved (it may have castling or initial moves).
    Man p = make_man(m.type(), us);
    if (g.set_up_on(p, m.to)) p |= UnmovedBit;
    pos.put(m.to, p);
}

void Drops::unmake(Position& pos, Move m, const Undo&) {
    pos.remove(m.to);
    pos.add_reserve(pos.side(), m.from, pos.game().drops.of[m.type()].held_type(m.type()), +1);
}

namespace {

// Uchifuzume-style: does this drop give mate?
bool drop_mates(Position& pos, Move m) {
    const int us = pos.side(), them = us ^ 1;
    const Square their_royal = pos.royal_square(them);
    if (their_royal == NoSquare) return false;
    if (!man_attacks(pos, make_man(m.type(), us), m.to, their_royal)) return false;
    pos.make(m);
    bool mate = generator.count_legal(pos) == 0;
    pos.unmake();
    return mate;
}

// Supply chess: does this drop check the opponent's royal (directly, or as a cannon's screen)?
bool drop_checks(Position& pos, Move m) {
    const int them = pos.side() ^ 1;
    const Square their_royal = pos.royal_square(them);
    if (their_royal == NoSquare) return false;
    pos.make(m);
    const bool check = attacked(pos, their_royal, them ^ 1);
    pos.unmake();
    return check;
}

}  // namespace

void Drops::filter_legal(Position& pos, MoveList& list) {
    if (!filters_now(pos)) return;  // no man in hand that a rule weighs: no drop to strike (an empty hand)
    const Game& g = pos.game();
    int n = 0;
    bool compulsory_drop = false;
    for (int i = 0; i < list.size; ++i) {
        // Only drops are looked at; the others are copied as they are, with no copy of the move kept across
        // the calls (GCC then spills it with a partial store and reloads it whole: a stalled store for every
        // move of the list).
        if (list.moves[i].kind() == MoveKind::Drop) {
            const Move m = list.moves[i];
            const DropInfo& d = g.drops.of[m.type()];
            if (d.no_mate && drop_mates(pos, m)) continue;
            if (d.no_check && drop_checks(pos, m)) continue;
            compulsory_drop = compulsory_drop || d.compulsory;
        }
        if (n != i) list.moves[n] = list.moves[i];  // most moves stay: no store of a move onto itself
        ++n;
    }
    list.size = n;
    if (!compulsory_drop) return;
    // A compulsory drop can be made: every move that is not a drop is illegal (placement's setup phase).
    n = 0;
    for (int i = 0; i < list.size; ++i)
        if (list.moves[i].kind() == MoveKind::Drop) list.moves[n++] = list.moves[i];
    list.size = n;
}

void Drops::write(const Position& pos, Move m, std::string& out) {
    const Game& g = pos.game();
    out += g.piece_code(m.type());
    out += '@';
    out += square_name(g.geo, m.to);
}

std::string Drops::refusal(Position& pos, Move m) {
    const Game& g = pos.game();
    if (m.kind() == MoveKind::Drop) {
        const std::string& name = g.types[std::size_t(m.type())].name;
        if (g.drops.of[m.type()].no_mate && drop_mates(pos, m))
            return fmt::format("a {} dropped there gives mate, and this game forbids mate by a dropped {}", name, name);
        if (g.drops.of[m.type()].no_check && drop_checks(pos, m))
            return fmt::format("this game forbids check by a dropped {}", name);
    }
    return "a man in hand must be dropped while one can be (the drops are compulsory)";
}

// drops: a list of rules, each a map of the `drop` section; a piece's `droppable`.
void Drops::declare_keys() {
    using R = DropRule;
    add_keys<Ruleset>("ruleset", {rule_list("drops", "drop", &Ruleset::drops)});
    add_keys<R>("drop",
                {field("from", &R::from), field("pieces", &R::pieces), field("zone", &R::zone),
                 field("forbidden_zones", &R::forbidden_zones), field("not_where_stuck", &R::not_where_stuck),
                 field("no_two_on_file", &R::no_two_on_file), field("no_mate_by", &R::no_mate_by),
                 field("no_check_by", &R::no_check_by),
                 at_least("file_limit", &R::file_limit, 1, "'file_limit' must be 1 or more"),
                 field("compulsory", &R::compulsory), field("promoted_face", &R::promoted_face),
                 field("opposite_colours", &R::opposite_colours)},
                {required<R>("from", "a drop rule needs 'from' (the reserve dropped from)")});
    add_keys<PieceType>("piece", {field("droppable", &PieceType::droppable)});
}

}  // namespace variant
