#include "interpreter/perft/perft_hash.hpp"

namespace variant {

namespace {
constexpr std::uint64_t DepthMask = 0xff;
constexpr std::uint64_t MaxNodes = (std::uint64_t(1) << 56) - 1;
}  // namespace

PerftHash::PerftHash(std::size_t megabytes) {
    std::size_t buckets = 1;
    while (buckets * 2 * sizeof(Bucket) <= megabytes * (std::size_t(1) << 20)) buckets *= 2;
    buckets_ = std::make_unique<Bucket[]>(buckets);
    mask_ = buckets - 1;
}

bool PerftHash::probe(std::uint64_t key, int depth, std::uint64_t& nodes) const {
    const std::uint64_t k = with_depth(key, depth);
    const Bucket& b = buckets_[k & mask_];
    for (const Entry& e : b.e) {
        const std::uint64_t data = e.data.load(std::memory_order_relaxed);
        if ((e.check.load(std::memory_order_relaxed) ^ data) == k && (data & DepthMask) == std::uint64_t(depth)) {
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
        const std::uint64_t data = e.data.load(std::memory_order_relaxed);
        if ((e.check.load(std::memory_order_relaxed) ^ data) == k) return;  // another thread stored it
        if ((data & DepthMask) < (victim->data.load(std::memory_order_relaxed) & DepthMask)) victim = &e;
    }
    const std::uint64_t data = nodes << 8 | std::uint64_t(depth);
    victim->check.store(k ^ data, std::memory_order_relaxed);
    victim->data.store(data, std::memory_order_relaxed);
}

}  // namespace variant
