// GameTables::leap_counts and slide_counts: the men whose moves perft's last ply may count by popcount
// instead of walking their rays (movegen/generate.cpp). A man qualifies on a square when every ray it has
// there is, for moved and unmoved men alike, taking only enemies:
// - a one-square step or leap with no lame or jumping square,
// - at most one lame leap that only moves (a pawn's double step, initial or not),
// - or a plain slide along a line whose square numbers only grow or only shrink (a rider on a rectangular
//   board: its first occupied square is the lowest or the highest bit of the line's occupied squares);
// no move of it promotes (`plain`: the promotion rule says so, asked by the caller, which knows the rules),
// and no two rays reach one square the same way. Then its moves are the empty squares of one mask, the
// enemy-held squares of the other, the lame leap where it is open, and each slide's squares up to its first
// occupied one.
#include <optional>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

namespace {

// The slide ray r as a SlideCount (rising set to its direction), or nullopt where it is no plain straight
// slide, crosses a square a ray before it reached (`reached`, which it adds to) or may promote.
std::optional<SlideCount> slide_count(const GameTables& g, const Ray& r, SquareBits& reached, bool& rising,
                                      const std::function<bool(Square, bool)>& plain) {
    if (r.count < 2 || (r.flags & ~(RayMove | RayCapture)) || r.cond_empty || r.cond_occupied) return std::nullopt;
    const Square* q = &g.ray_squares[r.first];
    rising = q[1] > q[0];
    SlideCount sc;
    sc.length = std::uint8_t(r.count);
    sc.move = r.flags & RayMove;
    sc.take = r.flags & RayCapture;
    for (int i = 0; i < r.count; ++i) {
        if (i > 0 && (q[i] > q[i - 1]) != rising) return std::nullopt;
        if (reached.has(q[i]) || (sc.move && !plain(q[i], false)) || (sc.take && !plain(q[i], true)))
            return std::nullopt;
        reached.set(q[i]);
        sc.ray.set(q[i]);
    }
    sc.word = word_of(sc.ray);
    return sc;
}

}  // namespace

void compile_leap_counts(GameTables& g, const std::function<bool(int, int, Square, Square, bool)>& plain) {
    g.leap_counts.clear();
    g.leap_count_use.clear();
    g.slide_counts.clear();
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
                const auto plain_to = [&](Square to, bool capture) { return plain(c, t, s, to, capture); };
                std::vector<SlideCount> slides[2];  // falling, rising
                SquareBits slid;
                bool ok = true, en_passant = false, en_passant_taken = true;
                for (std::uint32_t i = g.moves_at[idx]; ok && i < g.moves_at[idx + 1]; ++i) {
                    const Ray& r = g.rays[i];
                    const bool lame = r.count == 1 && r.cond_empty == 1 && !r.cond_occupied && (r.flags & RayMove) &&
                                      !(r.flags & ~lame_leap);
                    if (lame) {
                        const Square to = g.ray_squares[r.first];
                        ok = lc.lame_to == NoSquare && plain_to(to, false);
                        lc.lame_to = to;
                        lc.lame_via = g.cond_squares[r.cond];
                        lc.lame_initial = r.flags & RayInitial;
                        continue;
                    }
                    if (r.count > 1) {
                        bool rising = false;
                        const auto slide = slide_count(g, r, slid, rising, plain_to);
                        ok = slide.has_value();
                        if (ok) slides[rising].push_back(*slide);
                        continue;
                    }
                    ok = !(r.flags & walked) && !r.cond_empty && !r.cond_occupied;
                    if (!ok) break;
                    const Square to = g.ray_squares[r.first];
                    if (r.flags & RayEnPassant) {
                        en_passant = true;
                        en_passant_taken = en_passant_taken && (r.flags & RayCapture);
                    }
                    // A square reached twice the same way would be two moves to the walk, one to the mask.
                    if (r.flags & RayMove) {
                        ok = !lc.quiet.has(to) && plain_to(to, false);
                        lc.quiet.set(to);
                    }
                    if (ok && (r.flags & RayCapture)) {
                        ok = !lc.take.has(to) && plain_to(to, true);
                        lc.take.set(to);
                    }
                }
                // Two moves to the walk, one to the masks: a lame leap onto a step's square; a step or leap
                // onto a slide's.
                if (lc.lame_to != NoSquare && (lc.quiet.has(lc.lame_to) || slid.has(lc.lame_to))) ok = false;
                if (count_in(lc.quiet, slid) || count_in(lc.take, slid)) ok = false;
                if (slides[0].size() > 255 || slides[1].size() > 255) ok = false;
                if (!ok) {
                    lc = LeapCount{};
                    continue;
                }
                lc.slide_first = std::uint32_t(g.slide_counts.size());
                lc.rising = std::uint8_t(slides[1].size());
                lc.falling = std::uint8_t(slides[0].size());
                for (const auto* direction : {&slides[1], &slides[0]})
                    g.slide_counts.insert(g.slide_counts.end(), direction->begin(), direction->end());
                const std::uint8_t use = !en_passant        ? LeapCountMasks
                                         : en_passant_taken ? LeapCountUnlessEpTaken
                                                            : LeapCountUnlessEp;
                g.leap_count_use[g.table_index(c, t, s)] = use | (lc.rising || lc.falling ? LeapCountSlides : 0);
            }
    compile_slide_sets(g);
    compile_shift_counts(g);
}

}  // namespace variant
