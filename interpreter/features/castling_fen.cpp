// The castling rights in the FEN (features/castling): "KQkq" or "-". In Chess960 (`random_start`) a right may
// also name its partner by file (Shredder "HAha", or X-FEN where the partner is not the outermost one), and
// the rights are written by file, as Fairy-Stockfish writes them. K and Q (either case) always mean the sides,
// also on boards wide enough to have k- and q-files.
#include <cctype>
#include <fmt/format.h>

#include "betza/coordinates.hpp"
#include "interpreter/features/castling.hpp"
#include "interpreter/features/gating.hpp"
#include "interpreter/features/potentials/potentials.hpp"

namespace variant {

namespace {

// Whether a man of type t and colour c stands on s (or, with potentials, one that may still be a t).
// A partner shown in its powered form (features/derived_promotion) is still the partner.
bool stands(const Position& pos, Square s, int t, int c) {
    if (s == NoSquare) return false;
    const Man p = pos.at(s);
    if (!p || colour_of(p) != c) return false;
    if (potential_set(p)) return Potentials::may_be(pos.game(), p, t);
    const Game& g = pos.game();
    const int type = type_of(p);
    return type == t || (g.derived.any && g.derived.base[type] == t);
}

// Chess960: the king of colour c on its castling rank, NoSquare if none stands there.
Square random_king(const Position& pos, int c) {
    const Game& g = pos.game();
    const int rank = g.castling.rank[c];
    if (rank < 0) return NoSquare;
    for (int f = 0; f < g.geo.files; ++f)
        if (stands(pos, g.geo.square(f, rank), g.castling.king, c)) return g.geo.square(f, rank);
    return NoSquare;
}

// Chess960: the outermost partner of colour c on the king's rank on that side of the king.
Square outermost_standing_partner(const Position& pos, int c, Square k, int side) {
    const Game& g = pos.game();
    Square found = NoSquare;
    for (Square q = g.geo.offset(k, side == 0 ? 1 : -1, 0); q != NoSquare; q = g.geo.offset(q, side == 0 ? 1 : -1, 0))
        if (stands(pos, q, g.castling.partner, c)) found = q;
    return found;
}

}  // namespace

void Castling::read_fen(Position& pos, std::string_view cast, std::size_t at) {
    const Game& g = pos.game();
    const CastlingInfo& ci = g.castling;
    CastlingSquares cs;
    for (int c = 0; c < Colours; ++c) {
        cs.king[c] = ci.random_start ? random_king(pos, c) : ci.king_sq[c];
        for (int side = 0; side < 2; ++side) cs.partner[c][side] = ci.random_start ? NoSquare : ci.partner_sq[c][side];
    }
    std::uint32_t rights = 0;
    if (!cast.empty() && cast != "-") {
        for (std::size_t i = 0; i < cast.size(); ++i) {
            const char ch = cast[i];
            const int col = std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1;
            const char l = char(std::tolower(static_cast<unsigned char>(ch)));
            const auto file = betza::parse_file_name(std::string_view(&l, 1));
            const bool by_side = l == 'k' || l == 'q';
            if (Gating::active(g) && !by_side && file && *file < g.geo.files) {  // a gate (features/gating)
                Gating::read_gate(pos, col, *file, rights);
                continue;
            }
            if (!ci.enabled) throw FenError(at + i, "this game has no castling");
            if (!by_side && !(file && *file < g.geo.files))
                throw FenError(at + i,
                               fmt::format("castling rights are K, Q, k, q, the partners' files or -, not '{}'", ch));
            const Square k = cs.king[col];
            if (k == NoSquare)
                throw FenError(at + i, fmt::format("castling right '{}' but the king is not on its starting {}", ch,
                                                   ci.random_start ? "rank" : "square"));
            // The partner the letter names, and the side it stands on.
            Square p = NoSquare;
            int side_idx = l == 'k' ? 0 : 1;
            if (!by_side) {
                p = g.geo.square(*file, g.geo.rank_of(k));
                side_idx = *file > g.geo.file_of(k) ? 0 : 1;
            } else if (ci.random_start) {
                p = outermost_standing_partner(pos, col, k, side_idx);
            } else {
                p = ci.partner_sq[col][side_idx];
            }
            if (ci.steps[col][side_idx] == 0)
                throw FenError(at + i, fmt::format("castling right '{}' but the king does not castle towards the {}",
                                                   ch, side_idx == 0 ? "higher files" : "a-file"));
            if (!ci.random_start && ci.partner_sq[col][side_idx] == NoSquare)
                throw FenError(at + i, fmt::format("castling right '{}' but the setup has no partner on that side "
                                                   "beyond the square the king moves to",
                                                   ch));
            if (!ci.random_start && p != ci.partner_sq[col][side_idx])
                throw FenError(at + i, fmt::format("castling right '{}' names no partner's starting square", ch));
            const int partner_type = ci.random_start ? ci.partner : ci.partner_type[col][side_idx];
            if (ci.random_start && !stands(pos, p, partner_type, col))
                throw FenError(at + i, fmt::format("castling right '{}' but no {} of that side stands {}", ch,
                                                   g.types[std::size_t(partner_type)].name,
                                                   by_side ? "beyond the king" : "on that file"));
            if (!stands(pos, k, ci.king, col) || !stands(pos, p, partner_type, col))
                throw FenError(
                    at + i,
                    fmt::format("castling right '{}' but the king or its partner is not on its starting square", ch));
            // A second right on one side (KQkqKQ; in Chess960 K and a file on the same side) would be
            // silently merged: the FEN means something else than it says.
            if (rights & (1u << (col * 2 + side_idx)))
                throw FenError(at + i, fmt::format("castling right '{}' repeats {}'s right towards the {}", ch,
                                                   side_names[col], side_idx == 0 ? "higher files" : "a-file"));
            cs.partner[col][side_idx] = p;
            rights |= 1u << (col * 2 + side_idx);
        }
    }
    set_squares(pos, cs);
    if (Gating::active(g)) Gating::gates_of_rights(pos, rights);
    set_rights(pos, rights);
}

void Castling::write_fen(const Position& pos, std::string& out) {
    const std::uint32_t rights = Castling::rights(pos);
    const std::size_t before = out.size();
    const Game& g = pos.game();
    for (int c = 0; c < Colours; ++c) {
        for (int side = 0; side < 2; ++side) {
            if (!(rights & (1u << (c * 2 + side)))) continue;
            char letter = side == 0 ? 'K' : 'Q';
            if (g.castling.random_start)  // Shredder: the partner's file
                letter = betza::file_name(g.geo.file_of(squares(pos).partner[c][side]))[0];
            out += c == 0 ? char(std::toupper(static_cast<unsigned char>(letter)))
                          : char(std::tolower(static_cast<unsigned char>(letter)));
        }
        if (Gating::active(g)) Gating::write_gates(pos, c, out);
    }
    if (out.size() == before) out += '-';
}

}  // namespace variant
