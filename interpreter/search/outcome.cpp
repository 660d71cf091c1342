#include "interpreter/search/outcome.hpp"

#include "interpreter/play/result.hpp"

namespace variant {

Verdict verdict_without_moves(Position& pos) {
    // The game's own scoring (interpreter/play/result.hpp): mate, stalemate and the endings before mate, each
    // as the ruleset scores it (antichess's stalemate is a win, shatranj's a loss...).
    const GameResult r = game_result(pos);
    switch (r.score) {
        case GameResult::Score::FirstWins: return pos.side() == 0 ? Verdict::Win : Verdict::Loss;
        case GameResult::Score::SecondWins: return pos.side() == 1 ? Verdict::Win : Verdict::Loss;
        case GameResult::Score::Draw:
        case GameResult::Score::Ongoing: return Verdict::Draw;
    }
    return Verdict::Draw;
}

}  // namespace variant
