#include "interpreter/search/transposition.hpp"

#include <algorithm>

namespace variant {

namespace {

// data: score (16 bits, signed) | depth (8) | bound (2) | has move (1) | move's from (16) | to (16);
// the move's other fields (kind and type, the squares taken on the way) in a second check of the move
// list: the search compares from and to only and re-finds the move there.
std::uint64_t pack(Move m, bool has_move, int score, int depth, Bound bound) {
    return std::uint64_t(std::uint16_t(std::int16_t(score))) | std::uint64_t(std::uint8_t(depth)) << 16 |
           std::uint64_t(bound) << 24 | std::uint64_t(has_move) << 26 |
           std::uint64_t(std::uint16_t(int(m.from))) << 27 | std::uint64_t(std::uint16_t(int(m.to))) << 43 |
           std::uint64_t(m.kt >> 12) << 59;
}

}  // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    std::size_t entries = std::max<std::size_t>(1, megabytes) * 1024 * 1024 / sizeof(Entry);
    size_ = 1;
    while (size_ * 2 <= entries) size_ *= 2;
    entries_ = std::make_unique<Entry[]>(size_);
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i < size_; ++i) {
        entries_[i].check.store(0, std::memory_order_relaxed);
        entries_[i].data.store(0, std::memory_order_relaxed);
    }
}

bool TranspositionTable::probe(std::uint64_t key, TableHit& hit) const {
    const Entry& e = entries_[key & (size_ - 1)];
    const std::uint64_t data = e.data.load(std::memory_order_relaxed);
    if ((e.check.load(std::memory_order_relaxed) ^ data) != key || data == 0) return false;
    hit.score = std::int16_t(std::uint16_t(data & 0xffff));
    hit.depth = int(data >> 16 & 0xff);
    hit.bound = Bound(data >> 24 & 3);
    hit.has_move = data >> 26 & 1;
    hit.move = Move::make(int(std::int16_t(std::uint16_t(data >> 27 & 0xffff))),
                          int(std::int16_t(std::uint16_t(data >> 43 & 0xffff))), MoveKind(data >> 59 & 0xf));
    return true;
}

void TranspositionTable::store(std::uint64_t key, Move move, bool has_move, int score, int depth, Bound bound) {
    Entry& e = entries_[key & (size_ - 1)];
    // Keep a deeper entry of the same position unless this one is exact.
    const std::uint64_t old = e.data.load(std::memory_order_relaxed);
    if ((e.check.load(std::memory_order_relaxed) ^ old) == key && old && bound != Bound::Exact &&
        int(old >> 16 & 0xff) > depth + 2)
        return;
    const std::uint64_t data = pack(move, has_move, score, std::clamp(depth, 0, 255), bound);
    e.data.store(data, std::memory_order_relaxed);
    e.check.store(key ^ data, std::memory_order_relaxed);
}

}  // namespace variant
