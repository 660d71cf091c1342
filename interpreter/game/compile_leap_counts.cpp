// GameTables::leap_counts: the men whose moves perft's last ply may count by popcount instead of walking
// their rays (movegen/generate.cpp). A man qualifies on a square when every ray it has there is a one-square
// step or leap with no lame or jumping square, for moved and unmoved men alike, taking only enemies, but for
// at most one lame leap that only moves (a pawn's double step, initial or not), and no move of it promotes
// (`plain`: the promotion rule says so, asked by the caller, which knows the rules). Then its moves are the
// empty squares of one mask, the enemy-held squares of the other and the lame leap where it is open, each
// once.
#include "interpreter/game/game.hpp"

namespace variant {

void compile_leap_counts(GameTables& g, const std::function<bool(int, int, Square, Square, bool)>& plain) {
    g.leap_counts.clear();
    g.leap_count_use.clear();
    const int S = g.geo.squares(), T = g.type_count();
    if (S > SquareBitsMax) return;
    g.leap_counts.resize(std::size_t(Colours) * std::size_t(T) * std::size_t(S));
    g.leap_count_use.resize(g.leap_counts.size(), 0);
    constexpr std::uint16_t walked = RayCaptureOwn | RayInitial | RayHop | RayGrasshop | RayLimited;
    constexpr std::uint16_t lame_leap = RayMove | RayInitial;  // the flags a lame leap may have
    for (int c = 0; c < Colours; ++c)
        for (int t = 0; t < T; ++t)
            for (Square s{0}; s < S; ++s) {
                LeapCount& lc = g.leap_counts[g.table_index(c, t, s)];
                const std::size_t idx = g.move_index(c, t, s);
                bool ok = true, en_passant = false;
                for (std::uint32_t i = g.moves_at[idx]; ok && i < g.moves_at[idx + 1]; ++i) {
                    const Ray& r = g.rays[i];
                    const bool lame = r.count == 1 && r.cond_empty == 1 && !r.cond_occupied && (r.flags & RayMove) &&
                                      !(r.flags & ~lame_leap);
                    if (lame) {
                        const Square to = g.ray_squares[r.first];
                        ok = lc.lame_to == NoSquare && plain(c, t, s, to, false);
                        lc.lame_to = to;
                        lc.lame_via = g.cond_squares[r.cond];
                        lc.lame_initial = r.flags & RayInitial;
                        continue;
                    }
                    ok = r.count == 1 && !(r.flags & walked) && !r.cond_empty && !r.cond_occupied;
                    if (!ok) break;
                    const Square to = g.ray_squares[r.first];
                    en_passant = en_passant || (r.flags & RayEnPassant);
                    // A square reached twice the same way would be two moves to the walk, one to the mask.
                    if (r.flags & RayMove) {
                        ok = !lc.quiet.has(to) && plain(c, t, s, to, false);
                        lc.quiet.set(to);
                    }
                    if (ok && (r.flags & RayCapture)) {
                        ok = !lc.take.has(to) && plain(c, t, s, to, true);
                        lc.take.set(to);
                    }
                }
                if (lc.lame_to != NoSquare && lc.quiet.has(lc.lame_to)) ok = false;  // two moves to the walk
                if (!ok) lc = LeapCount{};
                else g.leap_count_use[g.table_index(c, t, s)] = en_passant ? LeapCountUnlessEp : LeapCountMasks;
            }
}

}  // namespace variant
