#include "interpreter/perft/perft.hpp"

#include <mutex>
#include <thread>

#include "interpreter/movegen/movegen.hpp"

namespace variant {

namespace {

// The stop flag is read only where three or more plies remain: once per few thousand leaves, which costs
// nothing measurable and still stops within a fraction of a second.
constexpr int stop_check_depth = 3;

std::uint64_t count(Position& pos, int depth, const std::atomic<bool>* stop) {
    if (depth <= 0) return 1;
    if (stop && depth >= stop_check_depth && stop->load(std::memory_order_relaxed)) return 0;
    MoveList list;
    generate_legal(pos, list);
    if (depth == 1) return std::uint64_t(list.size);
    std::uint64_t nodes = 0;
    for (int i = 0; i < list.size; ++i) {
        pos.make(list.moves[i]);
        nodes += count(pos, depth - 1, stop);
        pos.unmake();
    }
    return nodes;
}

bool stopped(const std::atomic<bool>* stop) { return stop && stop->load(); }

}  // namespace

std::uint64_t perft(Position& pos, int depth) { return count(pos, depth, nullptr); }

std::vector<DivideEntry> divide(const Position& root, int depth, int threads, const DivideWatch& watch) {
    Position pos = root;
    MoveList list;
    generate_legal(pos, list);
    std::vector<DivideEntry> out(std::size_t(list.size));
    for (int i = 0; i < list.size; ++i) out[i].move = move_to_string(pos, list.moves[i]);
    if (depth <= 0) return {};
    std::atomic<int> next{0};
    int done = 0, reported = 0;
    std::uint64_t nodes_done = 0;
    std::mutex report;
    auto work = [&] {
        Position p = root;
        for (int i; !stopped(watch.stop) && (i = next.fetch_add(1)) < list.size;) {
            p.make(list.moves[i]);
            std::uint64_t nodes = count(p, depth - 1, watch.stop);
            p.unmake();
            if (stopped(watch.stop)) return;  // the count may be short: it is not reported
            std::lock_guard<std::mutex> lock(report);
            out[i].nodes = nodes;
            out[i].counted = true;
            nodes_done += nodes;
            if (watch.progress) watch.progress(++done, list.size, nodes_done);
            for (; reported < list.size && out[reported].counted; ++reported)
                if (watch.counted) watch.counted(out[reported]);
        }
    };
    threads = std::max(1, std::min(threads, std::max(1, list.size)));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
    return out;
}

}  // namespace variant
