// Compiler stages: the board (size and holes), the piece types (codes, promoted forms, pawns) and the
// squares of each zone for each player.
#include <algorithm>
#include <cctype>

#include "interpreter/game/compiler.hpp"

namespace variant {

namespace {

std::string upper(std::string s) {
    for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

}  // namespace

void Compiler::geometry() {
    const Board& b = rs.board;
    if (b.files < 1 || b.ranks < 1 || b.files > MaxBoardSide || b.ranks > MaxBoardSide)
        fail(rs.where, "board must be between 1x1 and " + std::to_string(MaxBoardSide) + "x" +
                           std::to_string(MaxBoardSide));
    g.geo.files = b.files;
    g.geo.ranks = b.ranks;
    g.geo.on_board.assign(std::size_t(b.files * b.ranks), 1);
    for (const auto& h : b.holes) {
        auto s = parse_square(g.geo, h.value);
        if (!s) fail(h.where, "hole '" + h.value + "' is not a square of the board", int(h.value.size()));
        g.geo.on_board[*s] = 0;
    }
}

void Compiler::piece_types() {
    if (rs.pieces.size() > std::size_t(MaxPieceTypes))
        fail(rs.pieces[std::size_t(MaxPieceTypes)].name.where,
             "too many piece types: the engine holds at most " + std::to_string(MaxPieceTypes));
    for (const auto& p : rs.pieces) {
        if (type_of_name.contains(p.name.value)) fail(p.name.where, "piece '" + p.name.value + "' defined twice");
        type_of_name[p.name.value] = int(g.types.size());
        PieceInfo info;
        info.name = p.name.value;
        info.code = upper(p.code.value);
        info.royal = p.royal;
        info.ep_victim = p.en_passant_victim;
        info.castles = p.castles;
        info.value = p.value;
        info.contagious = p.contagious;
        info.captures_unprotected_only = p.captures_unprotected_only;
        g.any_contagious = g.any_contagious || p.contagious;
        g.any_unprotected_only = g.any_unprotected_only || p.captures_unprotected_only;
        g.types.push_back(info);
    }
    for (std::size_t t = 0; t < rs.pieces.size(); ++t) {
        const auto& p = rs.pieces[t];
        for (std::size_t u = 0; u < t; ++u)
            if (!g.types[t].code.empty() && g.types[t].code == g.types[u].code)
                fail(p.code.where, "code '" + p.code.value + "' is used by '" + g.types[u].name + "' too");
        if (p.promoted) {
            int q = type_named(*p.promoted, "promoted");
            g.types[t].promoted = q;
            if (g.types[q].base < 0) g.types[q].base = int(t);
        }
    }
    for (const auto& t : g.types)
        if (t.code.empty() && t.base < 0)
            fail(rs.where, "piece '" + t.name + "' has no code and is no piece's promoted form");
    for (const auto& n : rs.end.pawns) g.types[type_named(n, "end.pawns")].pawn_like = true;
    g.limit_resets = {rs.end.limit_reset_by_capture, rs.end.limit_reset_by_pawn_move, rs.end.limit_reset_by_promotion};
}

void Compiler::zone_tables() {
    const int F = g.geo.files, R = g.geo.ranks;
    for (std::size_t z = 0; z < rs.zones.size(); ++z) {
        const Zone& zone = rs.zones[z];
        zone_of_name[zone.name.value] = int(z);
        for (int c = 0; c < Colours; ++c) {
            std::vector<std::uint8_t> sq(std::size_t(F * R), 0);
            auto mapped = [&](int f, int r) {  // 0-based, first player's view -> this colour's
                if (c == 1 && !zone.absolute) {
                    r = R - 1 - r;
                    if (rs.board.symmetry == BoardSymmetry::Rotate) f = F - 1 - f;
                }
                return g.geo.square(f, r);
            };
            bool any_line = !zone.ranks.empty() || !zone.files.empty();
            for (int f = 0; f < F && any_line; ++f)
                for (int r = 0; r < R; ++r) {
                    bool rank_ok = zone.ranks.empty() || std::count(zone.ranks.begin(), zone.ranks.end(), r + 1);
                    bool file_ok = zone.files.empty() || std::count(zone.files.begin(), zone.files.end(), f + 1);
                    if (rank_ok && file_ok) sq[mapped(f, r)] = 1;
                }
            for (const auto& name : zone.squares) {
                auto s = parse_square(g.geo, name.value);
                if (!s) fail(name.where, "'" + name.value + "' is not a square of the board", int(name.value.size()));
                sq[mapped(g.geo.file_of(*s), g.geo.rank_of(*s))] = 1;
            }
            for (int s = 0; s < F * R; ++s)
                if (!g.geo.on_board[s]) sq[s] = 0;
            zones[c].push_back(sq);
        }
    }
}


}  // namespace variant
