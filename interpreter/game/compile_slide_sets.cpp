// GameTables::slide_sets: a man's plain slides (GameTables::slide_counts) grouped so that one table look-up
// counts several. Where a slide stops depends only on the squares of its ray before the last one; a group's
// table is indexed by those squares' occupancy, gathered into the low bits (core/gather.hpp), and holds the
// squares its slides reach. Perft's last ply then pays one gather, one load and one popcount a group instead
// of a bit scan a ray (movegen.hpp, LeafMasks). Groups are kept small (MaxSetBits) so that the tables stay in
// the cache: a rook in the corner of an 8x8 board has 12 such squares, 4096 entries as one group, two groups
// of 64 as two. Slides of different kinds (moving, taking) or in different words are never grouped; a slide
// with too many such squares alone stays counted by its ray.
// The same tables count the rays no mask can (SetRay): a lame leap's square depends on its via squares, a hop's
// on the squares of its line before the last. Those have no other count: a man with one that does not fit a
// set walks his rays. They are built on every CPU (the slides' sets only with a fast gather), so that the
// portable builds count xiangqi's horses too, and the sanitizer build runs the sets.
#include <map>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

namespace {

constexpr int MaxSetBits = 8;

// One ray a set may count: a slide (`slide`, counted one by one where no set takes it) or a SetRay.
struct SetItem {
    bool is_slide = true;
    SlideCount slide;     // a slide's
    SetRay set_ray;       // the others'
    SquareBits ray;       // its squares (a lame leap: its one square)
    bool rising = false;  // the order of a line's squares
    bool move = false, take = false;
    std::uint8_t word = 0;  // the word holding its squares and those deciding it (word_of)
};

SetItem slide_item(const SlideCount& slide, bool rising) {
    return {true, slide, SetRay{}, slide.ray, rising, slide.move, slide.take, slide.word};
}

SetItem set_ray_item(const SetRay& r) {
    const SquareBits all = either(r.ray, r.vias);
    return {false, SlideCount{}, r, r.ray, r.rising, r.move, r.take, word_of(all)};
}

// The squares whose occupancy decides what the item reaches: a line's squares but its far end, a lame leap's
// via squares.
SquareBits deciding_squares(const SetItem& d) {
    if (!d.is_slide && d.set_ray.kind == SetRay::Lame) return d.set_ray.vias;
    SquareBits squares = d.ray;
    const int last = first_in(squares, squares, !d.rising);  // the far end: highest if rising, lowest if not
    squares.reset(Square(last));
    return squares;
}

// The squares the items reach with `occupied` occupied: a slide's ray up to and with its first occupied square;
// a lame leap's square where its via squares are empty; a hop's squares after the first occupied one, up to and
// with the next (a grasshop: the one right after it).
SquareBits reached(const std::vector<SetItem>& items, const SquareBits& occupied) {
    SquareBits reach;
    for (const SetItem& d : items) {
        if (!d.is_slide && d.set_ray.kind == SetRay::Lame) {
            if (disjoint(d.set_ray.vias, occupied)) reach = either(reach, d.ray);
            continue;
        }
        const bool hop = !d.is_slide;
        bool past_screen = !hop;
        SquareBits left = d.ray;
        for (int q = first_in(left, left, d.rising); q >= 0; q = first_in(left, left, d.rising)) {
            left.reset(Square(q));
            if (!past_screen) {
                past_screen = occupied.has(Square(q));
                continue;
            }
            reach.set(Square(q));
            if (occupied.has(Square(q)) || (hop && d.set_ray.kind == SetRay::Grasshop)) break;
        }
    }
    return reach;
}

class SetBuilder {
public:
    explicit SetBuilder(GameTables& g) : g_(g) {}

    // The set of `items` (alike in kind and word, their deciding squares `relevant`), its table shared with any
    // set of the same rays.
    SlideSet make(const std::vector<SetItem>& items, const SquareBits& relevant) {
        SlideSet set;
        set.relevant = relevant;
        set.word = items.front().word;
        set.move = items.front().move;
        set.take = items.front().take;
        set.low_bits = std::uint8_t(std::popcount(relevant.word[0]));
        std::vector<std::uint64_t> key;
        for (const SetItem& d : items)
            key.insert(key.end(), {d.ray.word[0], d.ray.word[1], d.rising, d.is_slide ? 3u : unsigned(d.set_ray.kind),
                                   d.set_ray.vias.word[0], d.set_ray.vias.word[1]});
        if (const auto found = tables_.find(key); found != tables_.end()) {
            set.table = found->second;
            return set;
        }
        set.table = std::uint32_t(g_.slide_set_reach.size());
        tables_.emplace(key, set.table);
        const int bits = std::popcount(relevant.word[0]) + std::popcount(relevant.word[1]);
        SquareBits span;  // every entry's squares, kept after the last (slide_set_span)
        const auto add = [&](const SquareBits& reach) {
            if (set.word < 2) g_.slide_set_reach.push_back(reach.word[set.word]);
            else g_.slide_set_reach.insert(g_.slide_set_reach.end(), {reach.word[0], reach.word[1]});
        };
        for (std::uint64_t i = 0; i < (std::uint64_t(1) << bits); ++i) {
            const SquareBits occupied{{scatter(i, relevant.word[0]), scatter(i >> set.low_bits, relevant.word[1])}};
            const SquareBits reach = reached(items, occupied);
            span = either(span, reach);
            add(reach);
        }
        add(span);
        return set;
    }

private:
    GameTables& g_;
    std::map<std::vector<std::uint64_t>, std::uint32_t> tables_;
};

}  // namespace

void compile_slide_sets(GameTables& g, const std::vector<std::vector<SetRay>>& set_rays) {
    g.slide_sets.clear();
    g.slide_set_reach.clear();
    std::vector<SlideCount> kept;  // the slides still counted one by one, in their LeapCounts' order
    SetBuilder builder(g);
    for (std::size_t m = 0; m < g.leap_counts.size(); ++m) {
        LeapCount& lc = g.leap_counts[m];
        std::vector<SetItem> items;
        items.reserve(std::size_t(lc.rising) + lc.falling + set_rays[m].size());
        for (int i = 0; i < lc.rising + lc.falling; ++i)
            items.push_back(slide_item(g.slide_counts[lc.slide_first + i], i < lc.rising));
        for (const SetRay& r : set_rays[m]) items.push_back(set_ray_item(r));
        const std::size_t first_kept = kept.size(), first_set = g.slide_sets.size();
        lc.slide_first = std::uint32_t(kept.size());
        lc.set_first = std::uint32_t(g.slide_sets.size());
        lc.rising = lc.falling = lc.sets = 0;
        // Greedily, in their order: an item joins the open group if alike and the squares stay few.
        std::vector<SetItem> group;
        std::vector<SlideCount> alone[2];
        SquareBits relevant;
        bool fits = true;
        const auto close = [&] {
            if (group.empty()) return;
            g.slide_sets.push_back(builder.make(group, relevant));
            ++lc.sets;
            group.clear();
            relevant = SquareBits{};
        };
        for (const SetItem& d : items) {
            const SquareBits own = deciding_squares(d);
            // A gather by a loop costs more than the bit scans it would save: without a fast one, the slides
            // stay counted one by one.
            if (d.is_slide && (!FastGather || count_of(own) > MaxSetBits)) {
                alone[d.rising].push_back(d.slide);
                continue;
            }
            if (count_of(own) > MaxSetBits) {
                fits = false;
                break;
            }
            const bool alike = !group.empty() && group.front().move == d.move && group.front().take == d.take &&
                               group.front().word == d.word;
            const SquareBits joined = either(relevant, own);
            if (!alike || count_of(joined) > MaxSetBits) close();
            group.push_back(d);
            relevant = either(relevant, own);
        }
        if (!fits) {  // his rays walked after all (the sets made for him stay unused in the tables)
            kept.resize(first_kept);
            g.slide_sets.resize(first_set);
            lc = LeapCount{};
            g.leap_count_use[m] = 0;
            continue;
        }
        close();
        for (const bool rising : {true, false})
            for (const SlideCount& slide : alone[rising]) kept.push_back(slide);
        lc.rising = std::uint8_t(alone[true].size());
        lc.falling = std::uint8_t(alone[false].size());
        const std::uint8_t kinds = LeapCountMasks | LeapCountUnlessEp | LeapCountUnlessEpTaken | LeapCountTwice;
        if ((g.leap_count_use[m] & kinds) == LeapCountMasks && lc.sets && !lc.rising && !lc.falling &&
            lc.quiet.empty() && lc.take.empty() && lc.lame_to == NoSquare)
            g.leap_count_use[m] |= LeapCountSetsOnly;
    }
    g.slide_counts = std::move(kept);
}

}  // namespace variant
