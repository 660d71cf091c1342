// Repetition (features/repetition, the ruleset's end.repetition, end.repetition_result and
// end.perpetual_check) on hand-set positions of the shipped rulesets, with the line `variant status` prints.
// Every position is worked by hand (the reasoning beside it); the results are those Fairy-Stockfish 11.1
// gives the game (its variant options nFoldRule, nFoldValue, perpetualCheckIllegal).
#include <catch2/catch.hpp>

#include "tests/unit/result_test_support.hpp"

using namespace variant;

namespace {

const test::StatusCase repetition_cases[] = {
    // Threefold repetition: the start comes back after 4 and 8 plies.
    {"chess", "", "g1f3 g8f6 f3g1 f6g8", "* White to move"},
    {"chess", "", "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", "1/2-1/2 threefold repetition"},
    // Shogi, fourfold: the kings walk; the fourth occurrence draws.
    {"shogi", "4k4/9/9/9/9/9/9/9/4K4[-] w - - 0 1", "e1d1 e9d9 d1e1 d9e9 e1d1 e9d9 d1e1 d9e9 e1d1 e9d9 d1e1 d9e9",
     "1/2-1/2 fourfold repetition"},
    {"shogi", "4k4/9/9/9/9/9/9/9/4K4[-] w - - 0 1", "e1d1 e9d9 d1e1 d9e9 e1d1 e9d9 d1e1 d9e9", "* White to move"},
    // Shogi, perpetual check: the rook checks along the ninth and eighth ranks each move; the position after
    // a1a9 comes back a fourth time with White having checked throughout: White loses.
    {"shogi", "4k4/9/9/9/9/9/9/9/R3K4[-] w - - 0 1", "a1a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9",
     "0-1 perpetual check by White (fourfold repetition)"},
    // Minishogi: the fourth occurrence loses for sente (White), whoever is to move. Fairy-Stockfish 11.1 scores
    // the last rook move of each line as a mate in 1 for gote: a4a5 (the start again, sente to move) "mate 1"
    // for Black; from the position after e1e2, its e1e2 (gote to move) "mate -1" for White.
    {"minishogi", "", "e1e2 a5a4 e2e1 a4a5 e1e2 a5a4 e2e1 a4a5 e1e2 a5a4 e2e1 a4a5", "0-1 fourfold repetition"},
    {"minishogi", "rbsgk/4p/5/P3R/KGSB1[-] b - - 1 1", "a5a4 e2e1 a4a5 e1e2 a5a4 e2e1 a4a5 e1e2 a5a4 e2e1 a4a5 e1e2",
     "0-1 fourfold repetition"},
    {"minishogi", "", "e1e2 a5a4 e2e1 a4a5 e1e2 a5a4 e2e1 a4a5 e1e2 a5a4 e2e1", "* Black to move"},
    // Xiangqi, perpetual check: the chariot checks along the tenth and ninth ranks; the third occurrence.
    {"xiangqi", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "a1a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10",
     "0-1 perpetual check by White (threefold repetition)"},
    // Janggi: the horses go out and back twice; the start's third occurrence with White to move: White loses.
    {"janggi", "", "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10", "0-1 threefold repetition"},
};

}  // namespace

TEST_CASE("repetition: the n-th occurrence, perpetual check", "[play][result]") {
    for (const auto& c : repetition_cases) {
        INFO(c.ruleset << " " << c.fen << " moves " << c.moves);
        CHECK(test::status_line(c.ruleset, c.fen, c.moves) == c.line);
    }
}
