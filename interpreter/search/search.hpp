// A game-playing search for any ruleset: iterative deepening over alpha-beta with a principal-variation
// window and an aspiration window, quiescence on captures and promotions (stand pat first, delta and
// losing-capture pruning, the table), a shared transposition table (Lazy SMP threads), move ordering (table
// move, captures by victim then attacker, killers, history), check extension, null-move pruning, reverse
// futility, futility and move-count pruning where the game allows it, late-move reductions, and the game's
// own endings as scores (docs/engine.md).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "interpreter/position/position.hpp"
#include "interpreter/search/evaluate.hpp"
#include "interpreter/search/transposition.hpp"

namespace variant {

constexpr int MateScore = 30000;             // mate at the root; mate in n plies scores MateScore - n
constexpr int MateBound = MateScore - 1000;  // scores above this are mates
// Each ply of the search holds a MoveList (8192 moves, 96 KiB) on the stack: 64 plies stay well inside a
// thread's 8 MiB.
constexpr int MaxSearchPly = 64;

struct SearchLimits {
    int depth = 0;            // plies; 0: no limit
    std::uint64_t nodes = 0;  // 0: no limit
    int movetime_ms = 0;      // 0: no limit
    // A game clock: the mover's time left and increment (ms); -1: no clock.
    int time_left_ms = -1;
    int increment_ms = 0;
    int moves_to_go = 0;    // 0: unknown (sudden death)
    bool infinite = false;  // only a stop ends it
};

// The time a move may take on a game clock: the search starts no iteration after `soft_ms` and stops at
// `hard_ms` (milliseconds from its start).
struct ClockPlan {
    double hard_ms = 0;
    double soft_ms = 0;
};
constexpr int ClockReserveMs = 100;  // kept back from the clock (at most a quarter of it), see plan_clock
constexpr int MoveOverheadMs = 10;   // what a move costs besides the search, taken from each increment
ClockPlan plan_clock(const SearchLimits& limits);

struct SearchReport {  // one iteration, as `think` prints it
    int depth = 0;
    int seldepth = 0;
    int score = 0;  // centipawns, side to move's view; or a mate score (is_mate_score)
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::vector<Move> pv;
};

struct SearchResult {
    bool has_move = false;  // false: the game is over at the root (no legal move)
    Move best{};
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::vector<Move> pv;
};

inline bool is_mate_score(int score) { return score > MateBound || score < -MateBound; }
// Plies to mate (positive: the side to move mates), for a mate score.
inline int mate_plies(int score) { return score > 0 ? MateScore - score : -(MateScore + score); }

class Searcher {
public:
    Searcher(const Game& g, std::size_t hash_mb = 16, int threads = 1, EvalWeights weights = {});
    ~Searcher();

    // Searches `root`. `earlier` holds the keys of the game's positions before it (repetition). `report`
    // is called after each finished iteration from the calling thread; `stop` may be set from anywhere
    // (another thread, a signal handler) to end the search at once with the best move found so far.
    SearchResult think(const Position& root, const std::vector<std::uint64_t>& earlier, const SearchLimits& limits,
                       const std::function<void(const SearchReport&)>& report = nullptr,
                       const std::atomic<bool>* stop = nullptr);
    void new_game();  // forget the table
    const Evaluator& evaluator() const { return eval_; }

private:
    struct Worker;
    const Game& g_;
    Evaluator eval_;
    TranspositionTable tt_;
    int threads_;
};

}  // namespace variant
