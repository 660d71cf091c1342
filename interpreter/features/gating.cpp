#include "interpreter/features/gating.hpp"

#include <cctype>

#include "betza/coordinates.hpp"
#include "interpreter/attacks/checks.hpp"
#include "interpreter/features/castling.hpp"
#include "interpreter/features/generator.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

int first_rank(const Game& g, int c) { return c == 0 ? 0 : g.geo.ranks - 1; }

}  // namespace

void Gating::compile(RuleCompiler& c) {
    const GatingRule& rule = c.rs.gating;
    GatingInfo& gi = c.g.gating;
    if (!rule.enabled) return;
    gi.enabled = true;
    gi.reserve = c.reserve_named(rule.from);
    gi.enters.assign(c.g.types.size(), false);
    for (const auto& name : rule.pieces) gi.enters[std::size_t(c.type_named(name, "gating.pieces"))] = true;
    for (int i = 0; i < 2 * GatingInfo::GateFiles; ++i) gi.key[i] = mix_key(0x9a7e5ULL * 977ULL + std::uint64_t(i));
}

std::uint32_t Gating::gate_bit(const Game& g, int c, Square s) {
    if (s == NoSquare || g.geo.rank_of(s) != first_rank(g, c) || g.geo.file_of(s) >= GatingInfo::GateFiles) return 0;
    return 1u << (GatingInfo::GateShift + c * GatingInfo::GateFiles + g.geo.file_of(s));
}

namespace {

// The side to move's open gates, a bit per file.
std::uint32_t open_gates(const Position& pos) {
    return Castling::rights(pos) >> (GatingInfo::GateShift + pos.side() * GatingInfo::GateFiles) &
           ((1u << GatingInfo::GateFiles) - 1);
}

// The types the side to move's reserve holds that may enter (at most 64), into `entrants`; their number.
int entrants_in_reserve(const Position& pos, int* entrants) {
    const Game& g = pos.game();
    int n = 0;
    for (int t = 0; t < int(g.types.size()) && n < 64; ++t)
        if (g.gating.enters[std::size_t(t)] && pos.reserve(pos.side(), g.gating.reserve, t) > 0) entrants[n++] = t;
    return n;
}

}  // namespace

SquareBits Gating::moves_read_from(const Position& pos) {
    SquareBits squares;
    int entrants[64];
    std::uint32_t gates = open_gates(pos);
    if (!gates || entrants_in_reserve(pos, entrants) == 0) return squares;
    const Game& g = pos.game();
    for (int file = 0; gates; ++file, gates >>= 1)
        if (gates & 1) squares.set(g.geo.square(file, first_rank(g, pos.side())));
    return squares;
}

void Gating::generate(const Position& pos, MoveList& list, bool) {
    const Game& g = pos.game();
    const int us = pos.side();
    const std::uint32_t gates = Castling::rights(pos);
    if (!open_gates(pos)) return;
    int entrants[64];
    const int n_entrants = entrants_in_reserve(pos, entrants);
    if (n_entrants == 0) return;
    const int n = list.size;
    for (int i = 0; i < n; ++i) {
        const Move m = list.moves[i];
        if (m.kind() == MoveKind::Normal && (gates & gate_bit(g, us, m.from))) {
            for (int k = 0; k < n_entrants; ++k) list.push(Move::make(m.from, m.to, MoveKind::Gating, entrants[k]));
        } else if (m.kind() == MoveKind::Castling) {
            for (const Square gate : {m.from, m.via[0]}) {
                if (!(gates & gate_bit(g, us, gate))) continue;
                for (int k = 0; k < n_entrants; ++k) {
                    Move gm = Move::make(m.from, m.to, MoveKind::Castling,
                                         Castling::side_of(m) | (entrants[k] + 1) << 1, m.via[0]);
                    gm.via[1] = gate;
                    list.push(gm);
                }
            }
        }
    }
}

bool Gating::legal(Position& pos, Move m, const Checks* checks) {
    const Game& g = pos.game();
    const int them = pos.side() ^ 1;
    if (checks && !g.any_hopper[them] && !g.leap_attacks.any_screen[them] && m.kind() == MoveKind::Gating &&
        generator.plain_move_legal(pos, Move::make(m.from, m.to), *checks, g.reserves_change_attacks))
        return true;
    return Royals::full_test(pos, m);
}

void Gating::enter(Position& pos, int us, Square s, int type) {
    pos.add_reserve(us, pos.game().gating.reserve, type, -1);
    pos.put(s, make_man(type, us));
}

void Gating::leave(Position& pos, int us, Square s, int type) {
    pos.remove(s);
    pos.add_reserve(us, pos.game().gating.reserve, type, +1);
}

void Gating::make(Position& pos, Move m, Undo& u) {
    const int us = pos.side();
    pos.make_board_move(Move::make(m.from, m.to), u, us);
    enter(pos, us, m.from, m.type());
}

void Gating::unmake(Position& pos, Move m, const Undo& u) {
    const int us = pos.side();
    leave(pos, us, m.from, m.type());
    pos.unmake_board_move(Move::make(m.from, m.to), u, us);
}

void Gating::write(const Position& pos, Move m, std::string& out) {
    const Game& g = pos.game();
    out += square_name(g.geo, m.from);
    out += square_name(g.geo, m.to);
    write_entrant(g, m.type(), out);
}

void Gating::write_entrant(const Game& g, int type, std::string& out) {
    std::string code = g.piece_code(type);
    for (char& ch : code) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    out += code;
}

void Gating::on_make(Position& pos, Move m, const Undo& u) {
    const std::uint32_t rights = Castling::rights(pos);
    if (!(rights >> GatingInfo::GateShift)) return;
    const Game& g = pos.game();
    const int us = pos.side();
    std::uint32_t lost = 0;
    switch (m.kind()) {
        case MoveKind::Drop:
        case MoveKind::Pass:
        case MoveKind::Transfer:
        case MoveKind::Exchange: return;
        case MoveKind::Castling: lost = gate_bit(g, us, m.from) | gate_bit(g, us, m.via[0]); break;
        default:
            lost = gate_bit(g, us, m.from);
            if (u.captured) lost |= gate_bit(g, us ^ 1, u.captured_at);
            break;
    }
    if (rights & lost) Castling::set_rights(pos, rights & ~lost);
}

void Gating::read_gate(Position& pos, int colour, int file, std::uint32_t& rights) {
    const Game& g = pos.game();
    rights |= gate_bit(g, colour, g.geo.square(file, first_rank(g, colour)));
}

// A castling right implies the gates of its king and partner.
void Gating::gates_of_rights(const Position& pos, std::uint32_t& rights) {
    const Game& g = pos.game();
    const CastlingSquares cs = Castling::squares(pos);
    for (int c = 0; c < Colours; ++c)
        for (int side = 0; side < 2; ++side)
            if (rights & (1u << (c * 2 + side))) {
                rights |= gate_bit(g, c, cs.king[c]) | gate_bit(g, c, cs.partner[c][side]);
            }
}

void Gating::write_gates(const Position& pos, int colour, std::string& out) {
    const Game& g = pos.game();
    std::uint32_t implied = Castling::rights(pos) & 15;
    gates_of_rights(pos, implied);
    const std::uint32_t gates = Castling::rights(pos) & ~implied;
    for (int f = 0; f < g.geo.files && f < GatingInfo::GateFiles; ++f)
        if (gates & gate_bit(g, colour, g.geo.square(f, first_rank(g, colour)))) {
            const char letter = betza::file_name(f)[0];
            out += colour == 0 ? char(std::toupper(static_cast<unsigned char>(letter))) : letter;
        }
}

void Gating::declare_keys() {
    add_keys<Ruleset>("ruleset", {rule_map("gating", &Ruleset::gating)});
    add_keys<GatingRule>("gating", {field("from", &GatingRule::from), field("pieces", &GatingRule::pieces)},
                         {required<GatingRule>("from", "gating needs 'from' (the reserve the men enter from)"),
                          required<GatingRule>("pieces", "gating needs 'pieces' (the types that may enter)")});
}

}  // namespace variant
