// Compiler stages: the board (size and holes), the piece types (codes, promoted forms, pawns) and the
// squares of each zone for each player. The validator has checked the board's size, the holes and zone
// squares, the number of piece types and their codes (unique, or a promoted form's).
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
    g.geo = Geometry(b.files, b.ranks, b.holes);
    g.rotated = b.symmetry == BoardSymmetry::Rotate;
}

void Compiler::piece_types() {
    g.notation = rs.notation;
    for (const auto& p : rs.pieces) {
        type_of_name[p.name.value] = int(g.types.size());
        PieceInfo info;
        info.name = p.name.value;
        info.code = upper(p.code.value);
        info.glyph = p.glyph.value;
        info.xboard_code = p.xboard_code.value;
        info.san_code = p.san_code.value;
        info.san_letter = p.san_letter;
        info.royal = p.royal;
        info.ep_victim = p.en_passant_victim;
        info.castles = p.castles;
        info.value = p.value;
        info.captures_unprotected_only = p.captures_unprotected_only;
        info.contagious = p.contagious || p.contagion_into;
        if (p.contagious) info.contagion_into = int(g.types.size());
        g.any_contagious = g.any_contagious || info.contagious;
        g.any_unprotected_only = g.any_unprotected_only || p.captures_unprotected_only;
        g.types.push_back(info);
    }
    for (std::size_t t = 0; t < rs.pieces.size(); ++t) {
        const auto& p = rs.pieces[t];
        if (p.promoted) {
            int q = type_named(*p.promoted, "promoted");
            g.types[t].promoted = q;
            if (g.types[q].base < 0) g.types[q].base = int(t);
        }
        if (p.contagion_into) g.types[t].contagion_into = type_named(*p.contagion_into, "contagion_into");
    }
    // Partners that turn into each other (kyoto shogi's pawn and its rook face): the one with a code is the
    // base, never the promoted form of the other (a captured man demotes to it, a FEN writes the other "+X").
    for (int t = 0; t < int(g.types.size()); ++t) {
        PieceInfo& type = g.types[t];
        if (type.base >= 0 && !type.code.empty() && g.types[type.base].base == t) type.base = -1;
    }
    // Hopper limits (janggi's cannon): the ray walker reads them on the rays of the types that have any.
    const std::size_t T = rs.pieces.size();
    for (std::size_t t = 0; t < T; ++t) {
        const auto& p = rs.pieces[t];
        if (p.cannot_hop_over.empty() && p.cannot_capture.empty()) continue;
        if (!g.hop_limits.any) {
            g.hop_limits.any = true;
            g.hop_limits.no_screen.assign(T * T, 0);
            g.hop_limits.no_capture.assign(T * T, 0);
        }
        for (const auto& name : p.cannot_hop_over)
            g.hop_limits.no_screen[t * T + std::size_t(type_named(name, "cannot_hop_over"))] = 1;
        for (const auto& name : p.cannot_capture)
            g.hop_limits.no_capture[t * T + std::size_t(type_named(name, "cannot_capture"))] = 1;
    }
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
                sq[mapped(g.geo.file_of(*s), g.geo.rank_of(*s))] = 1;
            }
            for (int s = 0; s < F * R; ++s)
                if (!g.geo.on_board[s]) sq[s] = 0;
            zones[c].push_back(sq);
        }
    }
}


}  // namespace variant
