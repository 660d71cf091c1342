#include "interpreter/search/transposition.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

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

void TranspositionTable::Free::operator()(std::uint64_t* p) const { std::free(p); }

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    const std::size_t entries = std::max<std::size_t>(1, megabytes) * 1024 * 1024 / (2 * sizeof(std::uint64_t));
    size_ = 1;
    while (size_ * 2 <= entries) size_ *= 2;
    auto* words = static_cast<std::uint64_t*>(std::calloc(size_ * 2, sizeof(std::uint64_t)));
    if (!words) throw std::bad_alloc();
    words_.reset(words);
}

void TranspositionTable::clear() { std::memset(words_.get(), 0, size_ * 2 * sizeof(std::uint64_t)); }

bool TranspositionTable::probe(std::uint64_t key, TableHit& hit) const {
    std::uint64_t* e = words_.get() + 2 * (key & (size_ - 1));
    const std::uint64_t data = std::atomic_ref<std::uint64_t>(e[1]).load(std::memory_order_relaxed);
    if ((std::atomic_ref<std::uint64_t>(e[0]).load(std::memory_order_relaxed) ^ data) != key || data == 0) return false;
    hit.score = std::int16_t(std::uint16_t(data & 0xffff));
    hit.depth = int(data >> 16 & 0xff);
    hit.bound = Bound(data >> 24 & 3);
    hit.has_move = data >> 26 & 1;
    hit.move = Move::make(int(std::int16_t(std::uint16_t(data >> 27 & 0xffff))),
                          int(std::int16_t(std::uint16_t(data >> 43 & 0xffff))), MoveKind(data >> 59 & 0xf));
    return true;
}

void TranspositionTable::store(std::uint64_t key, Move move, bool has_move, int score, int depth, Bound bound) {
    std::uint64_t* e = words_.get() + 2 * (key & (size_ - 1));
    std::atomic_ref<std::uint64_t> check(e[0]), stored(e[1]);
    // Keep a deeper entry of the same position unless this one is exact.
    const std::uint64_t old = stored.load(std::memory_order_relaxed);
    if ((check.load(std::memory_order_relaxed) ^ old) == key && old && bound != Bound::Exact &&
        int(old >> 16 & 0xff) > depth + 2)
        return;
    const std::uint64_t data = pack(move, has_move, score, std::clamp(depth, 0, 255), bound);
    stored.store(data, std::memory_order_relaxed);
    check.store(key ^ data, std::memory_order_relaxed);
}

}  // namespace variant
