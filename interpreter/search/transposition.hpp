// The transposition table: what an earlier search found about a position, found by its Zobrist key
// (Position::key). Shared by the search threads without locks (Lazy SMP): an entry is two 64-bit words
// written one after the other, and the first holds the key xor-ed with the second, so an entry torn by two
// threads writing at once reads as a miss. A move read from it is only a guess for the move order; the
// search plays only moves it finds in the legal list.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "interpreter/core/move.hpp"

namespace variant {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TableHit {
    Move move;
    bool has_move = false;
    int score = 0;
    int depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes);
    void clear();
    bool probe(std::uint64_t key, TableHit& hit) const;
    void store(std::uint64_t key, Move move, bool has_move, int score, int depth, Bound bound);
    // Starts loading key's entry into the cache: the search asks as a move is made, and probes a little later.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(words_.get() + 2 * (key & (size_ - 1))); }
    std::size_t bytes() const { return size_ * 2 * sizeof(std::uint64_t); }

private:
    // Two words an entry: key ^ data, then data; read and written through std::atomic_ref. The words come
    // from calloc, whose big blocks are pages the system zeroes only when first touched: a table of many
    // megabytes costs nothing until it is used (a `think` of a few milliseconds stays a few milliseconds).
    struct Free {
        void operator()(std::uint64_t* p) const;
    };
    std::unique_ptr<std::uint64_t[], Free> words_;
    std::size_t size_ = 0;  // entries, a power of two
};

}  // namespace variant
