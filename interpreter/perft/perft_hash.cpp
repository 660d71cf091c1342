#include "interpreter/perft/perft_hash.hpp"

#include <atomic>
#include <cstdlib>
#include <memory>
#include <new>

namespace variant {

namespace {
constexpr std::uint64_t DepthMask = 0xff;
constexpr std::uint64_t MaxNodes = (std::uint64_t(1) << 56) - 1;

std::uint64_t load(const std::uint64_t& word) {
    return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(word)).load(std::memory_order_relaxed);
}
void save(std::uint64_t& word, std::uint64_t value) {
    std::atomic_ref<std::uint64_t>(word).store(value, std::memory_order_relaxed);
}
}  // namespace

void PerftHash::Free::operator()(void* block) const { std::free(block); }

PerftHash::PerftHash(std::size_t megabytes) {
    std::size_t buckets = 1;
    while (buckets * 2 * sizeof(Bucket) <= megabytes * (std::size_t(1) << 20)) buckets *= 2;
    // calloc aligns to 16 bytes: one bucket more leaves room to start the table on a cache line.
    std::size_t room = (buckets + 1) * sizeof(Bucket);
    block_.reset(std::calloc(buckets + 1, sizeof(Bucket)));
    void* start = block_.get();
    if (!start || !std::align(alignof(Bucket), buckets * sizeof(Bucket), start, room)) throw std::bad_alloc();
    buckets_ = static_cast<Bucket*>(start);
    mask_ = buckets - 1;
}

bool PerftHash::probe(std::uint64_t key, int depth, std::uint64_t& nodes) const {
    const std::uint64_t k = with_depth(key, depth);
    const Bucket& b = buckets_[k & mask_];
    for (const Entry& e : b.e) {
        const std::uint64_t data = load(e.data);
        if ((load(e.check) ^ data) == k && (data & DepthMask) == std::uint64_t(depth)) {
            nodes = data >> 8;
            return true;
        }
    }
    return false;
}

void PerftHash::store(std::uint64_t key, int depth, std::uint64_t nodes) {
    if (nodes > MaxNodes) return;
    const std::uint64_t k = with_depth(key, depth);
    Bucket& b = buckets_[k & mask_];
    Entry* victim = &b.e[0];
    for (Entry& e : b.e) {
        const std::uint64_t data = load(e.data);
        if ((load(e.check) ^ data) == k) return;  // another thread stored it
        if ((data & DepthMask) < (load(victim->data) & DepthMask)) victim = &e;
    }
    const std::uint64_t data = nodes << 8 | std::uint64_t(depth);
    save(victim->check, k ^ data);
    save(victim->data, data);
}

}  // namespace variant
