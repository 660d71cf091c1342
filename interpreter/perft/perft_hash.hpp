// The perft hash: a transposition table of subtree counts, keyed by the position's full Zobrist key (board,
// reserves, side, rights, e.p., rule state: Position::key) and the depth left. Threads share one table
// without locks: an entry is two 64-bit words, `check` = key ^ data and `data` = nodes << 8 | depth, each
// written and read atomically; a reader that sees one word of one write and one of another gets a check that
// does not match and treats the entry as empty (the "xor trick" of lock-free hash tables).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace variant {

class PerftHash {
public:
    explicit PerftHash(std::size_t megabytes);  // rounded down to a power of two buckets; at least one bucket

    // The count stored for this key and depth, if any.
    bool probe(std::uint64_t key, int depth, std::uint64_t& nodes) const;
    // Stores a count (counts of 2^56 nodes or more are not kept: they do not fit beside the depth).
    void store(std::uint64_t key, int depth, std::uint64_t nodes);

    std::size_t bytes() const { return (mask_ + 1) * sizeof(Bucket); }

private:
    // Plain words read and written through std::atomic_ref: the table comes zeroed from calloc, whose large
    // blocks are fresh pages the system zeroes when first touched, so a big table costs nothing to set up.
    struct Entry {
        std::uint64_t check;
        std::uint64_t data;  // 0: empty (no stored count has depth 0)
    };
    // One cache line: a probe reads one line. A store replaces the entry of least depth (deep counts are
    // the expensive ones to lose).
    struct alignas(64) Bucket {
        Entry e[4];
    };
    static_assert(sizeof(Bucket) == 64);

    // The depth is mixed into the key, so that one position at two depths goes to two buckets.
    static std::uint64_t with_depth(std::uint64_t key, int depth) {
        return key ^ (std::uint64_t(depth) * 0x9e3779b97f4a7c15ull);
    }

    struct Free {
        void operator()(void* block) const;
    };
    std::unique_ptr<void, Free> block_;  // from calloc, one bucket larger than the table
    Bucket* buckets_ = nullptr;          // in it, on a cache line's start
    std::uint64_t mask_ = 0;
};

}  // namespace variant
