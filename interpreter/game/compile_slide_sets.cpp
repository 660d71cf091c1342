// GameTables::slide_sets: a man's plain slides (GameTables::slide_counts) grouped so that one table look-up
// counts several. Where a slide stops depends only on the squares of its ray before the last one; a group's
// table is indexed by those squares' occupancy, gathered into the low bits (core/gather.hpp), and holds the
// squares its slides reach. Perft's last ply then pays one gather, one load and one popcount a group instead
// of a bit scan a ray (movegen.hpp, LeafMasks). Groups are kept small (MaxSetBits) so that the tables stay in
// the cache: a rook in the corner of an 8x8 board has 12 such squares, 4096 entries as one group, two groups
// of 64 as two. Slides of different kinds (moving, taking) or in different words are never grouped; a slide
// with too many such squares alone stays counted by its ray.
#include <map>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

namespace {

constexpr int MaxSetBits = 8;

// A slide's ray with its direction (the LeapCount lists the rising ones first).
struct DirectedSlide {
    SlideCount slide;
    bool rising = false;
};

// The ray's last square taken off: the squares whose occupancy decides where the slide stops.
SquareBits deciding_squares(const DirectedSlide& d) {
    SquareBits squares = d.slide.ray;
    const int last = first_in(squares, squares, !d.rising);  // the far end: highest if rising, lowest if not
    squares.reset(Square(last));
    return squares;
}

// The squares the slides reach with `occupied` occupied: each ray up to and with its first occupied square.
SquareBits reached(const std::vector<DirectedSlide>& slides, const SquareBits& occupied) {
    SquareBits reach;
    for (const DirectedSlide& d : slides) {
        SquareBits left = d.slide.ray;
        for (int q = first_in(left, left, d.rising); q >= 0; q = first_in(left, left, d.rising)) {
            reach.set(Square(q));
            left.reset(Square(q));
            if (occupied.has(Square(q))) break;
        }
    }
    return reach;
}

class SetBuilder {
public:
    explicit SetBuilder(GameTables& g) : g_(g) {}

    // The set of `slides` (alike in kind and word, their deciding squares `relevant`), its table shared with any
    // set of the same rays.
    SlideSet make(const std::vector<DirectedSlide>& slides, const SquareBits& relevant) {
        SlideSet set;
        set.relevant = relevant;
        set.word = slides.front().slide.word;
        set.move = slides.front().slide.move;
        set.take = slides.front().slide.take;
        set.low_bits = std::uint8_t(std::popcount(relevant.word[0]));
        std::vector<std::uint64_t> key;
        for (const DirectedSlide& d : slides)
            key.insert(key.end(), {d.slide.ray.word[0], d.slide.ray.word[1], d.rising});
        if (const auto found = tables_.find(key); found != tables_.end()) {
            set.table = found->second;
            return set;
        }
        set.table = std::uint32_t(g_.slide_set_reach.size());
        tables_.emplace(key, set.table);
        const int bits = std::popcount(relevant.word[0]) + std::popcount(relevant.word[1]);
        for (std::uint64_t i = 0; i < (std::uint64_t(1) << bits); ++i) {
            const SquareBits occupied{{scatter(i, relevant.word[0]), scatter(i >> set.low_bits, relevant.word[1])}};
            const SquareBits reach = reached(slides, occupied);
            if (set.word < 2) g_.slide_set_reach.push_back(reach.word[set.word]);
            else g_.slide_set_reach.insert(g_.slide_set_reach.end(), {reach.word[0], reach.word[1]});
        }
        return set;
    }

private:
    GameTables& g_;
    std::map<std::vector<std::uint64_t>, std::uint32_t> tables_;
};

}  // namespace

void compile_slide_sets(GameTables& g) {
    g.slide_sets.clear();
    g.slide_set_reach.clear();
    if (!FastGather) return;       // a gather by a loop costs more than the bit scans it would save
    std::vector<SlideCount> kept;  // the slides still counted one by one, in their LeapCounts' order
    SetBuilder builder(g);
    for (LeapCount& lc : g.leap_counts) {
        std::vector<DirectedSlide> slides;
        slides.reserve(std::size_t(lc.rising) + lc.falling);
        for (int i = 0; i < lc.rising + lc.falling; ++i)
            slides.push_back({g.slide_counts[lc.slide_first + i], i < lc.rising});
        lc.slide_first = std::uint32_t(kept.size());
        lc.set_first = std::uint32_t(g.slide_sets.size());
        lc.rising = lc.falling = lc.sets = 0;
        // Greedily, in their order: a slide joins the open group if alike and the squares stay few.
        std::vector<DirectedSlide> group, alone[2];
        SquareBits relevant;
        const auto close = [&] {
            if (group.empty()) return;
            g.slide_sets.push_back(builder.make(group, relevant));
            ++lc.sets;
            group.clear();
            relevant = SquareBits{};
        };
        for (const DirectedSlide& d : slides) {
            const SquareBits own = deciding_squares(d);
            if (count_in(own, own) > MaxSetBits) {
                alone[d.rising].push_back(d);
                continue;
            }
            const bool alike = !group.empty() && group.front().slide.move == d.slide.move &&
                               group.front().slide.take == d.slide.take && group.front().slide.word == d.slide.word;
            const SquareBits joined = either(relevant, own);
            if (!alike || count_in(joined, joined) > MaxSetBits) close();
            group.push_back(d);
            relevant = either(relevant, own);
        }
        close();
        for (const bool rising : {true, false})
            for (const DirectedSlide& d : alone[rising]) kept.push_back(d.slide);
        lc.rising = std::uint8_t(alone[true].size());
        lc.falling = std::uint8_t(alone[false].size());
    }
    g.slide_counts = std::move(kept);
}

}  // namespace variant
