#include "interpreter/features/drops.hpp"

#include "interpreter/game/compiler.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

void Drops::compile(Compiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    const int T = g.type_count(), S = g.geo.squares();
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
            for (int col = 0; col < Colours; ++col) {
                d.allowed[col].assign(std::size_t(S), 0);
                for (Square s{0}; s < S; ++s) {
                    bool ok = g.geo.on_board[s] != 0;
                    if (rule.zone) ok = ok && c.zone_named(*rule.zone, col)[s];
                    for (const auto& z : rule.forbidden_zones) ok = ok && !c.zone_named(z, col)[s];
                    if (rule.not_where_stuck) ok = ok && !g.stuck[col][std::size_t(t) * S + s];
                    d.allowed[col][s] = ok;
                }
            }
            for (const auto& n : rule.no_two_on_file)
                if (c.type_named(n, "no_two_on_file") == t) d.no_two_on_file = true;
            for (const auto& n : rule.no_mate_by)
                if (c.type_named(n, "no_mate_by") == t) d.no_mate = true;
        }
        for (const auto& n : rule.no_two_on_file) c.type_named(n, "no_two_on_file");
        for (const auto& n : rule.no_mate_by) c.type_named(n, "no_mate_by");
    }
}

void Drops::generate(const Position& pos, MoveList& list, bool) {
    const Game& g = pos.game();
    const int us = pos.side(), S = g.geo.squares(), F = g.geo.files;
    for (int t = 0; t < g.type_count(); ++t) {
        const DropInfo& d = g.drops.of[t];
        if (d.reserve < 0 || pos.reserve(us, d.reserve, t) == 0) continue;
        bool file_taken[MaxBoardSide] = {};
        if (d.no_two_on_file)
            for (Square s : pos.pieces(us))
                if (type_of(pos.at(s)) == t) file_taken[s % F] = true;
        const std::uint8_t* allowed = d.allowed[us].data();
        for (Square s{0}; s < S; ++s)
            if (allowed[s] && !pos.at(s) && !file_taken[s % F]) list.push(Move::make(d.reserve, s, MoveKind::Drop, t));
    }
}

void Drops::make(Position& pos, Move m, Undo&) {
    const Game& g = pos.game();
    const int us = pos.side();
    pos.add_reserve(us, m.from, m.type(), -1);
    // A man dropped on its own setup square counts as unmoved (it may have castling or initial moves).
    Man p = make_man(m.type(), us);
    if (g.setup_piece[m.to] == std::int32_t(p)) p |= UnmovedBit;
    pos.put(m.to, p);
}

void Drops::unmake(Position& pos, Move m, const Undo&) {
    pos.remove(m.to);
    pos.add_reserve(pos.side(), m.from, m.type(), +1);
}

namespace {

// Uchifuzume-style: does this drop give mate?
bool drop_mates(Position& pos, Move m) {
    const int us = pos.side(), them = us ^ 1;
    const Square their_royal = pos.royal_square(them);
    if (their_royal == NoSquare) return false;
    if (!man_attacks(pos, make_man(m.type(), us), m.to, their_royal)) return false;
    pos.make(m);
    bool mate = count_legal(pos) == 0;
    pos.unmake();
    return mate;
}

}  // namespace

void Drops::filter_legal(Position& pos, MoveList& list) {
    const Game& g = pos.game();
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        if (m.kind() == MoveKind::Drop && g.drops.of[m.type()].no_mate && drop_mates(pos, m)) continue;
        list.moves[n++] = m;
    }
    list.size = n;
}

void Drops::write(const Position& pos, Move m, std::string& out) {
    const Game& g = pos.game();
    out += g.piece_code(m.type());
    out += '@';
    out += square_name(g.geo, m.to);
}

}  // namespace variant
