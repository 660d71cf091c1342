#include "interpreter/search/outcome.hpp"

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

Verdict verdict_without_moves(Position& pos) {
    const Game& g = pos.game();
    // An ending before mate (extinction, a goal, the n-th check, a bare king) is the last mover's doing.
    if (g.ends_early && dispatch::over(pos, Features{})) return Verdict::Loss;
    if (in_check(pos)) return Verdict::Loss;
    if (g.royalty == Royalty::CaptureLastRoyal && pos.royal_count(pos.side()) == 0) return Verdict::Loss;
    return Verdict::Draw;
}

}  // namespace variant
