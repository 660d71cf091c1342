#include "interpreter/perft/perft.hpp"
#include "interpreter/features/compiled_game.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <thread>

#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/perft/perft_hash.hpp"
#include "interpreter/perft/subtrees.hpp"

namespace variant {

namespace {

// The stop flag is read only where three or more plies remain: once per few thousand leaves, which costs
// nothing measurable and still stops within a fraction of a second.
constexpr int stop_check_depth = 3;

// Subtrees wanted per worker: enough that the last ones to finish are small beside the whole.
constexpr std::size_t subtrees_per_worker = 64;

bool stopped(const std::atomic<bool>* stop) { return stop && stop->load(std::memory_order_relaxed); }

// The tree's make and unmake, chosen once per count: `Plain` where no rule changes how a board move is made
// (RuleHooks::plain_board_moves), so the hook walks are left out.
template <bool Plain> void make(Position& pos, Move m) {
    if constexpr (Plain) pos.make_plain(m);
    else pos.make(m);
}
template <bool Plain> void unmake(Position& pos) {
    if constexpr (Plain) pos.unmake_plain();
    else pos.unmake();
}

// `Written`: the last ply's moves are written, as a search must have them, instead of counted in bulk.
template <bool Plain, bool Written> std::uint64_t count(Position& pos, int depth, const std::atomic<bool>* stop) {
    if (depth <= 0) return 1;
    if (depth >= stop_check_depth && stopped(stop)) return 0;
    if (!Written && depth == 1) return std::uint64_t(count_legal(pos));
    MoveList list;
    generate_legal(pos, list);
    if (Written && depth == 1) return std::uint64_t(list.size);
    std::uint64_t nodes = 0;
    // At two plies, each child's count straight from count_legal: through a call of this function (its depth and
    // stop tests, its frame) chess perft 5 counted 1.2% more instructions and kinglet 5 1.5% (3 December 2026).
    const bool last = !Written && depth == 2;
    for (int i = 0; i < list.size; ++i) {
        make<Plain>(pos, list.moves[i]);
        nodes += last ? std::uint64_t(count_legal(pos)) : count<Plain, Written>(pos, depth - 1, stop);
        unmake<Plain>(pos);
    }
    return nodes;
}

// count() with the perft hash, looked up where two or more plies remain (at one, bulk counting is cheaper
// than a probe). A count cut short by a stop is not stored.
template <bool Plain, bool Written>
std::uint64_t count_hashed(Position& pos, int depth, PerftHash& hash, const std::atomic<bool>* stop) {
    if (depth <= 1) return depth <= 0 ? 1 : count<Plain, Written>(pos, depth, stop);
    if (depth >= stop_check_depth && stopped(stop)) return 0;
    const std::uint64_t key = pos.key();
    std::uint64_t nodes = 0;
    if (hash.probe(key, depth, nodes)) return nodes;
    MoveList list;
    generate_legal(pos, list);
    for (int i = 0; i < list.size; ++i) {
        make<Plain>(pos, list.moves[i]);
        nodes += count_hashed<Plain, Written>(pos, depth - 1, hash, stop);
        unmake<Plain>(pos);
    }
    if (!stopped(stop)) hash.store(key, depth, nodes);
    return nodes;
}

template <bool Written>
std::uint64_t count_from(Position& pos, int depth, PerftHash* hash, const std::atomic<bool>* stop) {
    if (pos.game().hooks.plain_board_moves())
        return hash ? count_hashed<true, Written>(pos, depth, *hash, stop) : count<true, Written>(pos, depth, stop);
    return hash ? count_hashed<false, Written>(pos, depth, *hash, stop) : count<false, Written>(pos, depth, stop);
}

// The count from `pos`, with the hash if there is one, in the loop the game allows.
std::uint64_t count_from(Position& pos, int depth, PerftHash* hash, const std::atomic<bool>* stop, bool write_leaves) {
    return write_leaves ? count_from<true>(pos, depth, hash, stop) : count_from<false>(pos, depth, hash, stop);
}

}  // namespace

std::uint64_t perft(Position& pos, int depth) { return count_from(pos, depth, nullptr, nullptr, false); }

std::vector<DivideEntry> divide(const Position& root, int depth, const PerftOptions& options,
                                const DivideWatch& watch) {
    if (depth <= 0) return {};
    const int parts = std::max(1, options.parts);
    const std::size_t workers = std::size_t(std::max(1, options.threads)) * std::size_t(parts);
    std::vector<Move> roots;
    const std::vector<Subtree> all = split_for(root, depth, workers > 1 ? workers * subtrees_per_worker : 1, roots);
    std::vector<const Subtree*> mine;  // this part's share, in order
    for (std::size_t i = 0; i < all.size(); ++i)
        if (int(i % std::size_t(parts)) == options.part) mine.push_back(&all[i]);

    Position pos = root;
    std::vector<DivideEntry> out(roots.size());
    for (std::size_t i = 0; i < roots.size(); ++i) out[i].move = move_to_string(pos, roots[i]);
    std::vector<int> left(roots.size(), 0);  // per root move: its subtrees not yet counted
    for (const Subtree* s : mine) ++left[std::size_t(s->root)];

    const std::unique_ptr<PerftHash> hash = options.hash_mb ? std::make_unique<PerftHash>(options.hash_mb) : nullptr;
    const int below = depth - (all.empty() ? 1 : all.front().plies);
    std::atomic<std::size_t> next{0};
    int done = 0;
    std::size_t reported = 0;
    std::uint64_t nodes_done = 0;
    std::mutex report;
    // Under the lock: a root move whose subtrees are all counted is done; report the done ones in order.
    auto finish = [&](std::size_t r) {
        out[r].counted = true;
        nodes_done += out[r].nodes;
        if (watch.progress) watch.progress(++done, int(roots.size()), nodes_done);
        for (; reported < out.size() && out[reported].counted; ++reported)
            if (watch.counted) watch.counted(out[reported]);
    };
    for (std::size_t r = 0; r < roots.size(); ++r)
        if (left[r] == 0) finish(r);  // mate or stalemate before the cut, or all in another part's share
    auto work = [&] {
        Position p = root;
        for (std::size_t i; !stopped(watch.stop) && (i = next.fetch_add(1)) < mine.size();) {
            const Subtree& s = *mine[i];
            make_line(p, s);
            const std::uint64_t nodes = count_from(p, below, hash.get(), watch.stop, options.write_leaves);
            unmake_line(p, s);
            if (stopped(watch.stop)) return;  // the count may be short: it is not reported
            std::lock_guard<std::mutex> lock(report);
            const auto r = std::size_t(s.root);
            out[r].nodes += nodes;
            if (--left[r] == 0) finish(r);
        }
    };
    const int threads = int(
        std::clamp<std::size_t>(std::size_t(std::max(1, options.threads)), 1, std::max<std::size_t>(1, mine.size())));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
    return out;
}

}  // namespace variant
