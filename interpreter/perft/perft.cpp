#include "interpreter/perft/perft.hpp"

#include <atomic>
#include <mutex>
#include <thread>

#include "interpreter/movegen/movegen.hpp"

namespace variant {

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    generate_legal(pos, list);
    if (depth == 1) return std::uint64_t(list.size);
    std::uint64_t nodes = 0;
    for (int i = 0; i < list.size; ++i) {
        pos.make(list.moves[i]);
        nodes += perft(pos, depth - 1);
        pos.unmake();
    }
    return nodes;
}

std::vector<DivideEntry> divide(const Position& root, int depth, int threads,
                                const std::function<void(int, int)>& progress) {
    Position pos = root;
    MoveList list;
    generate_legal(pos, list);
    std::vector<DivideEntry> out(std::size_t(list.size));
    for (int i = 0; i < list.size; ++i) out[i].move = move_to_string(pos, list.moves[i]);
    if (depth <= 0) return {};
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::mutex report;
    auto work = [&] {
        Position p = root;
        for (int i; (i = next.fetch_add(1)) < list.size;) {
            p.make(list.moves[i]);
            out[i].nodes = perft(p, depth - 1);
            p.unmake();
            int d = ++done;
            if (progress) {
                std::lock_guard<std::mutex> lock(report);
                progress(d, list.size);
            }
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
