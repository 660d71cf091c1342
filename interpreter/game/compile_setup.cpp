// Compiler stages: the Zobrist keys, and the setup board: each square's setup man (a man found there
// later counts as unmoved; features/castling finds its squares in it).
#include <string_view>

#include "interpreter/core/fen_board.hpp"
#include "interpreter/game/compiler.hpp"

namespace variant {

namespace {
// splitmix64's finaliser: a well-mixed value of x.
std::uint64_t mixed(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}
}  // namespace

void Compiler::zobrist() {
    std::uint64_t state = 0x9e3779b97f4a7c15ull;
    auto next = [&] {  // splitmix64: fixed seed, so hashes are stable between runs
        return mixed(state += 0x9e3779b97f4a7c15ull);
    };
    const std::size_t S = std::size_t(g.geo.squares()), T = std::size_t(g.type_count());
    g.key_piece.resize(std::size_t(2 * Colours) * T * S);
    for (std::size_t i = 0; i < g.key_piece.size(); i += 2) g.key_piece[i] = g.key_piece[i + 1] = next();
    for (int t = 0; t < int(T); ++t)
        for (int c = 0; c < Colours; ++c)
            g.key_piece_at[make_man(t, c)] = std::uint32_t(2 * g.table_index(c, t, Square(0)));
    g.key_reserve.resize(Colours * std::max<std::size_t>(1, g.reserve_names.size()) * T);
    for (auto& k : g.key_reserve) k = next();
    g.key_side = next();
    for (auto& k : g.key_rights) k = next();
    g.key_square.resize(S);
    for (auto& k : g.key_square) k = next();
    g.key_promoted_origin = next();
}

// After the features' compile steps, which decide who castles: an unmoved man of a type with moves for unmoved
// men only, or one a rule keys by whether it moved (PieceInfo::unmoved_keyed: features/castling's king where a
// dropped partner regains castling), is another state than the same man moved (a perft hash must not mix
// them). For the other types the bit changes nothing (castling's rights say the rest), and a knight that went
// out and back still transposes, and keeps the key a FEN gives it (a FEN counts a man on its setup square as
// unmoved).
void Compiler::zobrist_unmoved() {
    for (int t = 0; t < g.type_count(); ++t) {
        const PieceInfo& info = g.types[std::size_t(t)];
        if (!info.has_initial && !info.unmoved_keyed) continue;
        for (int c = 0; c < Colours; ++c)
            for (Square s{0}; s < g.geo.squares(); ++s) {
                const std::size_t i = 2 * g.table_index(c, t, s);
                g.key_piece[i + 1] = mixed(g.key_piece[i]);
            }
    }
}

void Compiler::setup() {
    const int S = g.geo.squares();
    g.setup_fen = rs.setup.value;
    // The board alone (castling rights and the rest of the FEN are checked once the features are compiled,
    // by reading the whole FEN as a position): which man stands where at the start. A man found on its
    // setup square later counts as unmoved.
    FenBoard board;
    try {
        scan_fen_board(rs.setup.value, g.geo, board);
        g.setup_piece.assign(std::size_t(S), 0);
        const FenCodes codes = g.fen_codes();
        for (const FenMan& man : board.men)
            g.setup_piece[g.geo.square(man.file, man.rank)] = std::int32_t(make_man(fen_type(codes, man), man.colour));
    } catch (const FenError& e) {
        throw DiagnosticError(setup_fen_error(rs.setup.where, e));
    }
}

}  // namespace variant
