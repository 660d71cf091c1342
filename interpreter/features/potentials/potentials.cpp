// Potentials: make, unmake, the move text and the attack test (potentials.hpp says what the rule is; the
// legal moves are moves.cpp's). Making a move narrows the mover by it, strips its attacked
// potential kings, records the declared taken man, then narrows both armies to what some full assignment
// allows, logging every man it narrows so unmake can restore it.
#include "interpreter/features/potentials/potentials.hpp"

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/castling.hpp"
#include "interpreter/features/en_passant.hpp"
#include "interpreter/features/potentials/army.hpp"
#include "interpreter/features/potentials/move.hpp"
#include "interpreter/features/potentials/text.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

using namespace potential_detail;

namespace {

// Narrows the man on s to `set`, logging what it was.
void narrow(Position& pos, Square s, unsigned set) {
    const Man p = pos.at(s);
    if (set == potential_set(p)) return;
    ManLog& log = pos.man_log(Potentials::log_at);
    log.emplace_back(s, p);
    pos.set_state(Potentials::state_at + Potentials::TakenWords, std::int32_t(log.size()));
    pos.replace(s, with_set(pos.game(), p, set));
}

// The filter step: every man of colour c loses the types no full assignment gives it.
void filter_army(Position& pos, int c) {
    const Game& g = pos.game();
    const PotentialInfo& pi = g.potential;
    ArmyTally t;
    t.start(g, pos, c);
    for (Square s : pos.pieces(c)) t.add(slot_mask(pi, g.geo, pos.at(s), s));
    if (!army_fits(t)) return;  // only a FEN could be so; its reader refuses it
    ArmyFilter f;
    f.compute(t);
    for (Square s : pos.pieces(c)) narrow(pos, s, f.narrow(pi, g.geo, pos.at(s), s));
}

// Castling rights whose king or partner can no longer be one are gone (so a FEN never shows a right its
// reader would refuse, and equal positions hash alike).
void drop_dead_rights(Position& pos) {
    const Game& g = pos.game();
    const CastlingInfo& ci = g.castling;
    std::uint32_t rights = Castling::rights(pos);
    for (int c = 0; c < Colours; ++c)
        for (int side = 0; side < 2; ++side) {
            const std::uint32_t bit = 1u << (c * 2 + side);
            if (!(rights & bit)) continue;
            const Man k = pos.at(ci.king_sq[c]), p = pos.at(ci.partner_sq[c][side]);
            if (!k || colour_of(k) != c || !Potentials::may_be(g, k, ci.king) || !p || colour_of(p) != c ||
                !Potentials::may_be(g, p, ci.partner_type[c][side]))
                rights &= ~bit;
        }
    if (rights != Castling::rights(pos)) Castling::set_rights(pos, rights);
}

void bump_taken(Position& pos, int c, int slot, int delta) {
    Potentials::set_taken(pos, c, slot, Potentials::taken(pos, c, slot) + delta);
}


}  // namespace

void Potentials::set_taken(Position& pos, int c, int slot, int n) {
    const Game& g = pos.game();
    const int i = c * PotentialInfo::MaxSlots + slot, at = state_at + i / 4, shift = 8 * (i % 4);
    pos.toggle_key(taken_key(g, c, slot, taken(pos, c, slot)) ^ taken_key(g, c, slot, n));
    pos.set_state(at, std::int32_t((std::uint32_t(pos.state(at)) & ~(0xffu << shift)) | std::uint32_t(n) << shift));
}

std::uint64_t Potentials::state_key(const Position& pos) {
    const Game& g = pos.game();
    std::uint64_t k = 0;
    if (g.potential.enabled)
        for (int c = 0; c < Colours; ++c)
            for (int slot = 0; slot < g.potential.slot_count; ++slot) k ^= taken_key(g, c, slot, taken(pos, c, slot));
    return k;
}

bool Potentials::may_be(const Game& g, Man p, int t) {
    if (!potential_set(p)) return type_of(p) == t;
    const int i = g.potential.index[std::size_t(t)];
    return i >= 0 && (potential_set(p) >> i & 1);
}

bool Potentials::attacked(const Position& pos, Square s, int by) {
    const Game& g = pos.game();
    const PotentialInfo& pi = g.potential;
    const auto& dirs = g.attack_dirs[by];
    const std::uint8_t* masks = pi.attack_mask[by].data();
    for (std::size_t a = 0; a < dirs.size(); ++a) {
        const int d = dirs[a].dir, max = dirs[a].max_range;
        Square q = s;
        for (int dist = 1; dist <= max; ++dist) {
            q = g.next(d, q);
            if (q == NoSquare) break;
            const Man x = pos.at(q);
            if (!x) continue;
            if (colour_of(x) == by && (potential_set(x) & masks[a * (MaxBoardSide + 1) + std::size_t(dist)]))
                return true;
            break;
        }
    }
    if (!g.any_complex_attacker[by] && !g.any_hopper[by] && !g.any_wrap_attack[by]) return false;
    for (Square from : pos.pieces(by)) {
        const Man x = pos.at(from);
        if (!x || colour_of(x) != by) continue;  // lifted for a legality test
        for (unsigned set = potential_set(x); set; set &= set - 1) {
            const int i = __builtin_ctz(set);
            if (pi.complex[i] && man_attacks(pos, make_man(pi.types[i], by) | (x & UnmovedBit), from, s)) return true;
        }
    }
    return false;
}

void Potentials::make(Position& pos, Move m, Undo& u) {
    const Game& g = pos.game();
    const PotentialInfo& pi = g.potential;
    const int us = pos.side(), them = us ^ 1;
    const unsigned set = move_set(m);
    const Man p = pos.remove(m.from);
    u.moved = p;
    if (m.kt & CastlesBit) {
        const Man r = pos.remove(m.via[0]);
        u.taken_on_the_way[0] = r;  // not taken: kept to be put back (taken_count stays 0)
        const int df = g.geo.file_of(m.to) > g.geo.file_of(m.from) ? -1 : 1;
        const int partner = pi.index[std::size_t(g.castling.partner_type[us][df < 0 ? 0 : 1])];
        pos.put(g.geo.offset(m.to, df, 0), with_set(g, r, 1u << partner) & ~UnmovedBit);
    } else {
        const Square cap = m.via[0] != NoSquare ? m.via[0] : m.to;
        if (pos.at(cap)) {
            u.captured = pos.remove(cap);
            u.captured_at = cap;
        }
    }
    Man landed = with_set(g, p, set) & ~UnmovedBit;
    if (m.kt & PromotesBit) landed |= PotentialPromotedBit;
    pos.put(m.to, landed);
    const int declared = move_declared(m);
    if (declared >= 0) {
        const int colour = (g.geo.file_of(u.captured_at) + g.geo.rank_of(u.captured_at)) & 1;
        const int slot = (u.captured & PotentialPromotedBit) ? pi.slot_of[pi.pawn][0] : pi.slot_of[declared][colour];
        bump_taken(pos, them, slot, +1);
    }
    // The mover's attacked potential kings stop being ones (with the taken man's set as it was), then both
    // armies are narrowed to what a full assignment allows.
    const unsigned royal = royal_bit(pi);
    for (Square s : pos.pieces(us))
        if ((potential_set(pos.at(s)) & royal) && attacked(pos, s, them))
            narrow(pos, s, potential_set(pos.at(s)) & ~royal);
    filter_army(pos, us);
    if (u.captured) filter_army(pos, them);
    if (g.castling.enabled && Castling::rights(pos)) drop_dead_rights(pos);
    const unsigned now = potential_set(pos.at(m.to));
    bool may_be_victim = false;
    for (unsigned b = now; b; b &= b - 1)
        may_be_victim |= EnPassant::makes_squares(g, us, pi.types[__builtin_ctz(b)], m.from);
    if (may_be_victim && !u.captured && !(m.kt & CastlesBit)) EnPassant::on_move(pos, m.from, m.to);
    if (pi.pawn >= 0 && now == 1u << pi.pawn && g.move_limit.pawn_move) pos.reset_halfmove();
}

void Potentials::unmake(Position& pos, Move m, const Undo& u) {
    const Game& g = pos.game();
    ManLog& log = pos.man_log(log_at);
    while (log.size() > std::size_t(u.state.word[state_at + TakenWords])) {
        pos.replace(log.back().first, log.back().second);
        log.pop_back();
    }
    // The taken counts come back with the undo record's state words.
    pos.remove(m.to);
    if (m.kt & CastlesBit) {
        const int df = g.geo.file_of(m.to) > g.geo.file_of(m.from) ? -1 : 1;
        pos.remove(g.geo.offset(m.to, df, 0));
        pos.put(m.via[0], u.taken_on_the_way[0]);
    }
    pos.put(m.from, u.moved);
    if (u.captured) pos.put(u.captured_at, u.captured);
}

void Potentials::write(const Position& pos, Move m, std::string& out) {
    const Game& g = pos.game();
    const PotentialInfo& pi = g.potential;
    const int us = colour_of(pos.at(m.from));
    out += square_name(g.geo, m.from);
    out += square_name(g.geo, m.to);
    out += '>';
    if (m.kt & PromotesBit) {
        out += potential_set_letters(g, 1u << pi.pawn, us);
        out += '=';
    }
    out += potential_set_text(g, move_set(m), us);
    if (move_declared(m) >= 0) {
        out += '(';
        out += potential_set_letters(g, 1u << move_declared(m), us ^ 1);
        out += ')';
    }
}

// potential: the types every man may turn out to be, and the army they add up to.
void Potentials::declare_keys() {
    using R = PotentialRule;
    add_keys<Ruleset>("ruleset",
                      {custom<Ruleset>("potential", [](Reader& r, const Node& map, const Node& value, Ruleset& rs) {
                          rs.potential.where = map.find_entry("potential")->key.where;
                          if (!r.map(value, "potential")) return;
                          rs.potential.enabled = true;
                          read_section(r, value, "potential", rs.potential);
                      })});
    add_keys<R>("potential",
                {field("types", &R::types),
                 custom<R>("army",
                           [](Reader& r, const Node&, const Node& army, R& potential) {
                               potential.army = r.counts(army, "army", 1, "an army count must be 1 or more");
                           }),
                 field("bishops_on_both_colours", &R::bishops_on_both_colours)},
                {required<R>("types", "'potential' needs 'types' (the types every man may turn out to be)")});
}

}  // namespace variant