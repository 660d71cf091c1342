// The order the search tries moves in: the table's move, then captures (the most valuable victim first,
// the least valuable attacker first among equals) and promotions, then the killers of the ply (quiet moves
// that refuted a sibling), then quiet moves by their history (how often they refuted anything).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/core/move.hpp"
#include "interpreter/position/position.hpp"
#include "interpreter/search/piece_values.hpp"

namespace variant {


// The order score of the killers; the table move, captures and promotions score above it, other quiet moves
// below (by their history).
constexpr int KillerScore = 1 << 23;

// The moves of a node with their order scores; pick(i) brings the best of those not yet tried to i.
struct ScoredMoves {
    Move* moves = nullptr;
    int* scores = nullptr;
    int size = 0;
    Move pick(int i) {
        int best = i;
        for (int j = i + 1; j < size; ++j)
            if (scores[j] > scores[best]) best = j;
        std::swap(moves[i], moves[best]);
        std::swap(scores[i], scores[best]);
        return moves[i];
    }
};

class MoveOrder {
public:
    MoveOrder(const Game& g, const std::vector<PieceValue>& values);
    // Scores the moves of `list` into `scores`, a buffer the caller keeps per ply (so no node allocates once
    // the buffers have grown).
    ScoredMoves score(const Position& pos, MoveList& list, const Move* table_move, int ply, std::vector<int>& scores);
    // A quiet move that caused a cutoff.
    void reward(const Position& pos, Move m, int ply, int depth);
    // The value of what the move takes (0 for none), in centipawns (a royal: far above any man).
    int victim_value(const Position& pos, Move m) const;
    // The value of the man that moves (0 for a drop or a move of no man; a royal: far above any man).
    int mover_value(const Position& pos, Move m) const;

private:
    int history_index(const Position& pos, Move m) const;
    int value(Man p) const;
    const Game& g_;
    const std::vector<PieceValue>& values_;
    std::vector<int> history_;  // per colour, type and destination square
    static constexpr int KillerSlots = 2;
    Move killers_[129][KillerSlots] = {};
};

}  // namespace variant
