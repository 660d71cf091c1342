#include "interpreter/features/multi_leg.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "interpreter/features/generator.hpp"
#include "interpreter/features/promotion.hpp"

namespace variant {

namespace {

// Whether two moves have the same outcome: destination, the type that lands, and the set of squares taken
// on the way, in any order.
bool same_outcome(const Move& a, const Move& b) {
    if (a.kind() != b.kind() || a.from != b.from || a.to != b.to || a.type() != b.type()) return false;
    const int na = a.via_count(), nb = b.via_count();
    if (na != nb) return false;
    for (int i = 0; i < na; ++i)
        if (std::find(b.via, b.via + nb, a.via[i]) == b.via + nb) return false;
    return true;
}

// A move as written leg by leg: where it starts, the squares it turns on, where it ends, and the text after
// the last square (a promotion suffix).
struct WrittenLegs {
    Square from = NoSquare, to = NoSquare;
    Square turn[MaxTakenOnTheWay];
    int turns = 0;
    std::string_view suffix;
};

// "f7g7,g7h7+": legs of two squares each, joined by commas, each starting where the one before ended.
std::optional<WrittenLegs> split_legs(const Geometry& geo, std::string_view text) {
    std::size_t at = 0;
    auto square = [&]() -> std::optional<Square> {
        auto sq = parse_square_prefix(geo, text.substr(at));
        if (!sq) return std::nullopt;
        at += std::size_t(sq->second);
        return sq->first;
    };
    WrittenLegs legs;
    const auto from = square(), to = square();
    if (!from || !to) return std::nullopt;
    legs.from = *from;
    legs.to = *to;
    while (at < text.size() && text[at] == ',') {
        ++at;
        const auto start = square(), end = square();
        if (!start || !end || *start != legs.to || legs.turns == MaxTakenOnTheWay) return std::nullopt;
        legs.turn[legs.turns++] = legs.to;
        legs.to = *end;
    }
    if (legs.turns == 0) return std::nullopt;
    legs.suffix = text.substr(at);
    return legs;
}

bool same_list(const Square* a, int na, const Square* b, int nb) { return na == nb && std::equal(a, a + na, b); }

std::string lowered(std::string_view text) {
    std::string s(text);
    for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}

}  // namespace

std::optional<Move> MultiLegMoves::read(const Position& pos, const MoveList& legal, std::string_view text) {
    const Game& g = pos.game();
    if (!g.multi_leg.any) return std::nullopt;
    const auto legs = split_legs(g.geo, text);
    if (!legs) return std::nullopt;
    const Man p = pos.at(legs->from);
    if (!p || colour_of(p) != pos.side()) return std::nullopt;
    // The men taken on the way by each of the man's paths that the text spells: turn by turn, or naming the
    // squares it takes on in the order it takes them (the printed form, in another order of the paths).
    std::vector<TakenOnTheWay> outcomes;
    walk_multi_leg<SpelledWay>(pos, p, legs->from, [&](Square to, const SpelledWay& way) {
        if (to == legs->to && (same_list(way.turn, way.turns, legs->turn, legs->turns) ||
                               same_list(way.square, way.count, legs->turn, legs->turns)))
            outcomes.push_back(way);
    });
    auto spelled = [&](const Move& m) {
        const int n = m.via_count();
        return std::any_of(outcomes.begin(), outcomes.end(), [&](const TakenOnTheWay& taken) {
            return taken.count == n && std::all_of(m.via, m.via + n, [&](Square s) { return taken.contains(s); });
        });
    };
    for (const Move& m : legal) {
        const bool board_move = m.kind() == MoveKind::Normal || m.kind() == MoveKind::Promotion ||
                                m.kind() == MoveKind::MultiLeg;
        if (!board_move || m.from != legs->from || m.to != legs->to || !spelled(m)) continue;
        // The printed text of m is its squares, then the suffix the written one must repeat.
        std::size_t squares = square_name(g.geo, m.from).size() + square_name(g.geo, m.to).size();
        for (int i = 0; i < m.via_count(); ++i) squares += 2 * square_name(g.geo, m.via[i]).size() + 1;
        if (lowered(generator.move_to_string(pos, m).substr(squares)) == lowered(legs->suffix)) return m;
    }
    return std::nullopt;
}

void MultiLegMoves::paths(const Position& pos, Move m, std::vector<Move>& out) {
    const std::size_t first = out.size();
    out.push_back(m);
    const int n = m.via_count();
    if (m.kind() != MoveKind::MultiLeg || n < 2) return;  // one man or none taken on the way: one order
    walk_multi_leg(pos, pos.at(m.from), m.from, [&](Square to, const TakenOnTheWay& taken) {
        if (to != m.to || taken.count != n) return;
        Move path = m;
        std::copy(taken.square, taken.square + n, path.via);
        const bool listed = std::any_of(out.begin() + std::ptrdiff_t(first), out.end(),
                                        [&](const Move& p) { return std::equal(p.via, p.via + n, path.via); });
        if (same_outcome(path, m) && !listed) out.push_back(path);
    });
}

void MultiLegMoves::generate(const Position& pos, MoveList& list, Man p, Square s, int first_of_man) {
    const Game& g = pos.game();
    const int us = colour_of(p), t = type_of(p);
    auto known = [&](const Move& m, int end) {
        for (int i = first_of_man; i < end; ++i)
            if (same_outcome(list.moves[i], m)) return true;
        return false;
    };
    walk_multi_leg(pos, p, s, [&](Square to, const TakenOnTheWay& taken) {
        if (taken.count == 0 && to == s) {  // a turn pass: the man does not move, so it does not promote
            const Move pass = Move::make(s, s, MoveKind::MultiLeg, t);
            if (!known(pass, list.size)) list.push(pass);
            return;
        }
        // The promotion rules decide as for any move from s to `to` (a capture if it took a man anywhere);
        // what they list becomes this path's moves: plain ones if it took nothing on the way, else multi-leg
        // moves carrying the type that lands. Each is kept once.
        const int before = list.size;
        const bool capture = taken.count > 0 || (to != s && pos.at(to));
        Promotion::add_move(g, list, us, t, s, to, capture);
        int kept = before;
        for (int i = before; i < list.size; ++i) {
            Move m = list.moves[i];
            if (taken.count) {
                const int lands = m.kind() == MoveKind::Promotion ? m.type() : t;
                m = Move::make(s, to, MoveKind::MultiLeg, lands);
                for (int k = 0; k < taken.count; ++k) m.via[k] = taken.square[k];
            }
            if (!known(m, before)) list.moves[kept++] = m;
        }
        list.size = kept;
    });
}

}  // namespace variant
