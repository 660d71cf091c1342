// GameTables::leap_counts and slide_counts: the men whose moves perft's last ply may count by popcount
// instead of walking their rays (movegen/generate.cpp). A man qualifies on a square when every ray it has
// there is, for moved and unmoved men alike, taking only enemies:
// - a one-square step or leap with no lame or jumping square,
// - at most one lame leap that only moves (a pawn's double step, initial or not),
// - a plain slide along a line whose square numbers only grow or only shrink (a rider on a rectangular
//   board: its first occupied square is the lowest or the highest bit of the line's occupied squares);
// - or a set ray (SetRay, counted only by the slide-set tables): a leap with squares that must be empty on its
//   way (xiangqi's horse), or a hop along such a line (the cannon's capture, the grasshopper);
// each move of it is one move, not promoting or promoting by force to one type (`leaf_move`: the promotion rule
// says so, asked by the caller, which knows the rules; LeapCountWritten where none promotes), and no two rays reach one
// square the same way. Then its moves are the empty squares of one mask, the enemy-held squares of the other, the lame
// leap where it is open, and each slide's squares up to its first occupied one.
#include <algorithm>
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

// The ray r as a SetRay: a leap of one square with squares that must be empty on its way, or a hop along a line
// with no condition, moving or taking only enemies; nullopt otherwise, or where it may promote or reaches a
// square another set ray reached (`reached`, which it adds to).
std::optional<SetRay> set_ray_of(const GameTables& g, const Ray& r, SquareBits& reached,
                                 const std::function<bool(Square, bool)>& plain) {
    constexpr std::uint16_t hops = RayHop | RayGrasshop;
    if (r.cond_occupied || (r.flags & ~(RayMove | RayCapture | hops)) || !(r.flags & (RayMove | RayCapture)))
        return std::nullopt;
    SetRay out;
    out.move = r.flags & RayMove;
    out.take = r.flags & RayCapture;
    const Square* q = &g.ray_squares[r.first];
    if (r.flags & hops) {
        if (r.cond_empty || (r.flags & hops) == hops) return std::nullopt;
        out.kind = (r.flags & RayHop) ? SetRay::Hop : SetRay::Grasshop;
        out.rising = q[1] > q[0];
    } else {
        if (r.count != 1) return std::nullopt;
        const Square* via = &g.cond_squares[r.cond];
        for (int i = 0; i < r.cond_empty; ++i) out.vias.set(via[i]);
    }
    for (int i = 0; i < r.count; ++i) {
        if (i > 0 && (q[i] > q[i - 1]) != out.rising) return std::nullopt;
        if (reached.has(q[i]) || (out.move && !plain(q[i], false)) || (out.take && !plain(q[i], true)))
            return std::nullopt;
        reached.set(q[i]);
        out.ray.set(q[i]);
    }
    return out;
}

// Does no square count twice? The set rays' squares (`set_squares`) may not be the masks' or the lame leap's; a
// lame leap's square not a slide's; a hop's squares only a slide's along the same line (the hop's start where
// the slide stops: xiangqi's cannon).
bool set_rays_apart(const std::vector<SetRay>& set_rays, const LeapCount& lc, const std::vector<SlideCount>* slides,
                    const SquareBits& set_squares) {
    if (count_in(set_squares, either(lc.quiet, lc.take)) || (lc.lame_to != NoSquare && set_squares.has(lc.lame_to)))
        return false;
    for (const SetRay& r : set_rays)
        for (int rising = 0; rising < 2; ++rising)
            for (const SlideCount& slide : slides[rising]) {
                const bool same_line = r.kind != SetRay::Lame && slide.ray.word[0] == r.ray.word[0] &&
                                       slide.ray.word[1] == r.ray.word[1];
                if (!same_line && !disjoint(r.ray, slide.ray)) return false;
            }
    return true;
}

// Does the man only leap or step, each move onto a square he may both move to and take on (LeapCountOneMask)?
bool one_mask(const LeapCount& lc, const std::vector<SlideCount>* slides, const std::vector<SetRay>& set_rays) {
    return lc.quiet.word[0] == lc.take.word[0] && lc.quiet.word[1] == lc.take.word[1] && lc.lame_to == NoSquare &&
           slides[0].empty() && slides[1].empty() && set_rays.empty();
}

}  // namespace

void compile_leap_counts(GameTables& g, const std::function<LeafMove(int, int, Square, Square, bool)>& leaf_move,
                         const std::function<bool(int, int, Square)>& may_be_unmoved) {
    g.leap_counts.clear();
    g.leap_count_use.clear();
    g.slide_counts.clear();
    const int S = g.geo.squares(), T = g.type_count();
    if (S > SquareBitsMax) return;
    g.leap_counts.resize(std::size_t(Colours) * std::size_t(T) * std::size_t(S));
    g.leap_count_use.resize(g.leap_counts.size(), 0);
    std::vector<std::vector<SetRay>> set_rays(g.leap_counts.size());
    constexpr std::uint16_t walked = RayCaptureOwn | RayInitial | RayHop | RayGrasshop | RayLimited;
    constexpr std::uint16_t lame_leap = RayMove | RayInitial;  // the flags a lame leap may have
    for (int c = 0; c < Colours; ++c)
        for (int t = 0; t < T; ++t)
            for (Square s{0}; s < S; ++s) {
                LeapCount& lc = g.leap_counts[g.table_index(c, t, s)];
                const std::size_t idx = g.move_index(c, t, s);
                bool written = true;  // no move so far promotes
                SquareBits once;      // the squares where some move counts once (lc.twice: where one counts two)
                const auto plain_to = [&](Square to, bool capture) {
                    const LeafMove m = leaf_move(c, t, s, to, capture);
                    written = written && m == LeafMove::Written;
                    if (m == LeafMove::Twice) lc.twice.set(to);
                    else once.set(to);
                    return m != LeafMove::Walked;
                };
                std::vector<SlideCount> slides[2];  // falling, rising
                std::vector<SetRay>& in_sets = set_rays[g.table_index(c, t, s)];
                SquareBits slid, set_squares;
                bool ok = true, en_passant = false, en_passant_taken = true;
                const bool unmoved_here = may_be_unmoved(c, t, s);
                for (std::uint32_t i = g.moves_at[idx]; ok && i < g.moves_at[idx + 1]; ++i) {
                    const Ray& r = g.rays[i];
                    // A move of unmoved men only, where none ever stands unmoved (a pawn's double step from his
                    // sixth rank, which would promote): no move to count, and the man's others still by masks.
                    if ((r.flags & RayInitial) && !unmoved_here) continue;
                    const bool lame = r.count == 1 && r.cond_empty == 1 && !r.cond_occupied && (r.flags & RayMove) &&
                                      !(r.flags & ~lame_leap) && lc.lame_to == NoSquare;
                    if (!lame && (r.cond_empty || (r.flags & (RayHop | RayGrasshop)))) {
                        if (!r.cond_empty && r.count < 2) continue;  // a hop with no square behind its screen
                        const auto set_ray = set_ray_of(g, r, set_squares, plain_to);
                        ok = set_ray.has_value();
                        if (ok) in_sets.push_back(*set_ray);
                        continue;
                    }
                    if (lame) {
                        const Square to = g.ray_squares[r.first];
                        ok = plain_to(to, false);
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
                if (!set_rays_apart(in_sets, lc, slides, set_squares)) ok = false;
                if (slides[0].size() > 255 || slides[1].size() > 255) ok = false;
                // Squares counted two ways by one man, once and twice (a quiet move and a capture), are walked; so
                // are twice-counted moves of a man who may take e.p. or slides across the board's two words (not
                // followed to its squares: LeafMasks::targets).
                if (!disjoint(lc.twice, once) || (en_passant && !lc.twice.empty())) ok = false;
                const auto crosses = [](const SlideCount& slide) { return slide.word >= 2; };
                if (!lc.twice.empty() && (std::any_of(slides[0].begin(), slides[0].end(), crosses) ||
                                          std::any_of(slides[1].begin(), slides[1].end(), crosses)))
                    ok = false;
                if (!ok) {
                    lc = LeapCount{};
                    in_sets.clear();
                    continue;
                }
                lc.slide_first = std::uint32_t(g.slide_counts.size());
                lc.rising = std::uint8_t(slides[1].size());
                lc.falling = std::uint8_t(slides[0].size());
                for (const auto* direction : {&slides[1], &slides[0]})
                    g.slide_counts.insert(g.slide_counts.end(), direction->begin(), direction->end());
                const std::uint8_t use = !lc.twice.empty()  ? LeapCountTwice
                                         : !en_passant      ? LeapCountMasks
                                         : en_passant_taken ? LeapCountUnlessEpTaken
                                                            : LeapCountUnlessEp;
                g.leap_count_use[g.table_index(c, t, s)] =
                    use | (lc.rising || lc.falling || !in_sets.empty() ? LeapCountSlides : 0) |
                    (written ? LeapCountWritten : 0) |
                    (use == LeapCountMasks && one_mask(lc, slides, in_sets) ? LeapCountOneMask : 0);
            }
    compile_slide_sets(g, set_rays);
    compile_shift_counts(g);
}

}  // namespace variant
