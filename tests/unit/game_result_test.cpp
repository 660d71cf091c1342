// The result of a finished game (interpreter/play/result.hpp, `variant status`): each ending of the shipped
// rulesets on a hand-set position, with the line `variant status` prints. Every position is worked by hand
// (the reasoning beside it); the results are those Fairy-Stockfish 11.1 gives the game (its variant
// options checkmateValue, stalemateValue, extinctionValue, bareKingValue, nMoveRule, nFoldRule,
// nFoldValue, perpetualCheckIllegal, materialCounting), as docs/ruleset-format.md#end lists them. Repetition,
// material and two passes in a row are tested with their features (tests/unit/features/).
#include <catch2/catch.hpp>

#include "tests/unit/result_test_support.hpp"

using namespace variant;

namespace {

const test::StatusCase game_result_cases[] = {
    // Going on.
    {"chess", "", "-", "* White to move"},
    {"chess", "", "e2e4", "* Black to move"},
    // Fool's mate.
    {"chess", "", "f2f3 e7e5 g2g4 d8h4", "0-1 checkmate"},
    // Black Kh8: g8 and g7 taken by the queen on f7, h7 by the king on g6; not in check.
    {"chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "-", "1/2-1/2 stalemate"},
    // Shatranj: the same with a ferz on c7 (b8) and the king on b6 (a7, b7): stalemate loses. Black is bare
    // but White has one man only, which one move could take: no bare-king end yet.
    {"shatranj", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", "-", "1-0 stalemate"},
    // Bare king, both orders: the side that just moved is bare; the side to move is bare against two men.
    {"shatranj", "k7/8/8/8/8/8/8/1R5K w - - 0 1", "-", "1-0 bare king: Black has nothing but its royals"},
    {"shatranj", "k7/8/8/8/8/8/8/1RR4K b - - 0 1", "-", "1-0 bare king: Black has nothing but its royals"},
    // ... and against one man, which it may still take (it cannot here, but the rule waits a move).
    {"shatranj", "k7/8/8/8/8/8/1R6/7K b - - 0 1", "-", "* Black to move"},
    // Courier: bare king as in shatranj.
    {"courier", "k11/12/12/12/12/12/12/1R9K w - - 0 1", "-", "1-0 bare king: Black has nothing but its royals"},
    // Shatar: a bare king (extinction of all but one man) draws.
    {"shatar", "k7/8/8/8/8/8/8/1R5K w - - 0 1", "-", "1/2-1/2 extinction: Black has 1 or fewer men left"},
    // Extinction chess: White has no king; no knight.
    {"extinction", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "-", "0-1 extinction: White has no king"},
    {"extinction", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R w KQkq - 0 1", "-",
     "0-1 extinction: White has no knight"},
    // Codrus: the side whose king is taken has won.
    {"codrus", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR b - - 0 1", "-", "1-0 extinction: White has no king"},
    // Horde: White without men loses.
    {"horde", "rnbqkbnr/pppppppp/8/8/8/8/8/8 w kq - 0 1", "-", "0-1 extinction: White has no men left"},
    // Three kings: two or fewer kings lose.
    {"threekings", "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQ1BNK w - - 0 1", "-",
     "0-1 extinction: White has 2 or fewer kings"},
    // Losers: the side left with its king alone has won; mated, it has won too.
    {"losers", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "-", "0-1 extinction: Black has 1 or fewer men left"},
    {"losers", "", "f2f3 e7e5 g2g4 d8h4", "1-0 checkmate"},
    // Antichess: the side with no move (here: no men) wins.
    {"antichess", "8/8/8/8/8/8/8/4K3 b - - 0 1", "-", "0-1 stalemate"},
    // King of the hill: White's king on d4.
    {"kingofthehill", "rnbqkbnr/pppppppp/8/8/3K4/8/PPPPPPPP/RNBQ1BNR b kq - 0 1", "-",
     "1-0 goal: White's king reached d4"},
    // Racing kings: White's king on h8; Black's on a7 may still follow (a8, b8): the game goes on, and
    // following draws. From a6 it cannot reach the eighth rank: White has won.
    {"racingkings", "7K/k7/8/8/8/8/8/8 b - - 0 1", "-", "* Black to move"},
    {"racingkings", "7K/k7/8/8/8/8/8/8 b - - 0 1", "a7b8", "1/2-1/2 goal: both sides reached it"},
    {"racingkings", "7K/8/k7/8/8/8/8/8 b - - 0 1", "-", "1-0 goal: White's king reached h8"},
    // Breakthrough: a man on the far rank.
    {"breakthrough", "P7/8/8/8/8/8/7p/8 b - - 0 1", "-", "1-0 goal: White's man reached a8"},
    // 3check: White's third check (the rook to h8).
    {"3check", "4k3/8/8/8/8/8/8/4K2R w - - 1+3 0 1", "h1h8", "1-0 3 checks: White gave 3 checks"},
    // The 50-move rule; a mate on the hundredth half-move counts first (Ra8 mate: d8, f8 on the rank, the
    // seventh rank from the king on e6).
    {"chess", "4k3/8/8/8/8/8/8/R3K3 w - - 100 80", "-", "1/2-1/2 50-move rule"},
    {"chess", "4k3/R7/4K3/8/8/8/8/8 w - - 99 80", "a7a8", "1-0 checkmate"},
    {"chess", "4k3/R7/4K3/8/8/8/8/8 w - - 98 80", "a7b7", "* Black to move"},
    // Xiangqi: the general on e10 has d10 and f10 (the chariots on d2 and f2) and e9 (the horse on g8, its
    // leg f8 empty) taken, and nothing else to move: stalemate loses.
    {"xiangqi", "4k4/9/6N2/9/9/9/9/9/3R1R3/5K3 b - - 0 1", "-", "1-0 stalemate"},
};

}  // namespace

TEST_CASE("game result: every ending of the shipped rulesets on a hand-set position", "[play][result]") {
    for (const auto& c : game_result_cases) {
        INFO(c.ruleset << " " << c.fen << " moves " << c.moves);
        CHECK(test::status_line(c.ruleset, c.fen, c.moves) == c.line);
    }
}
