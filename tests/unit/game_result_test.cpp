// The result of a finished game (interpreter/play/result.hpp, `variant status`): each ending of the shipped
// rulesets on a hand-set position, with the line `variant status` prints. Every position is worked by hand
// (the reasoning beside it); the results are those Fairy-Stockfish 11.1 gives the game (its variant
// options checkmateValue, stalemateValue, extinctionValue, bareKingValue, nMoveRule, nFoldRule,
// nFoldValue, perpetualCheckIllegal, materialCounting), as docs/ruleset-format.md#end lists them.
#include <catch2/catch.hpp>

#include "interpreter/play/result.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;

namespace {

struct Case {
    const char* ruleset;
    const char* fen;  // "" for the ruleset's setup
    const char* moves;
    const char* line;  // what `variant status` prints
};

std::string status_line(const Case& c) {
    const Game& g = test::game(c.ruleset);
    Position pos(g);
    pos.set_fen(*c.fen ? std::string(c.fen) : g.setup_fen);
    test::play(pos, c.moves);
    const std::string before = pos.fen();
    const std::string line = game_result(pos).line(pos.side());
    CHECK(pos.fen() == before);  // asking leaves the position as it was
    return line;
}

const Case cases[] = {
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
    // Janggi: two passes at the start; the count is 72 to 72, and Cho (White) needs more than 1 more:
    // Han wins (Fairy-Stockfish's janggi material count). Without the count (traditional): a draw.
    {"janggi", "", "pass pass", "0-1 two passes in a row, counted: White 72, Black 72 (White needs more than 1 more)"},
    {"janggitraditional", "", "pass pass", "1/2-1/2 two passes in a row"},
    {"janggi", "", "pass", "* Black to move"},
    // The 50-move rule; a mate on the hundredth half-move counts first (Ra8 mate: d8, f8 on the rank, the
    // seventh rank from the king on e6).
    {"chess", "4k3/8/8/8/8/8/8/R3K3 w - - 100 80", "-", "1/2-1/2 50-move rule"},
    {"chess", "4k3/R7/4K3/8/8/8/8/8 w - - 99 80", "a7a8", "1-0 checkmate"},
    {"chess", "4k3/R7/4K3/8/8/8/8/8 w - - 98 80", "a7b7", "* Black to move"},
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
    // Xiangqi: the general on e10 has d10 and f10 (the chariots on d2 and f2) and e9 (the horse on g8, its
    // leg f8 empty) taken, and nothing else to move: stalemate loses.
    {"xiangqi", "4k4/9/6N2/9/9/9/9/9/3R1R3/5K3 b - - 0 1", "-", "1-0 stalemate"},
    // Xiangqi, perpetual check: the chariot checks along the tenth and ninth ranks; the third occurrence.
    {"xiangqi", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "a1a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10",
     "0-1 perpetual check by White (threefold repetition)"},
    // Janggi: the horses go out and back twice; the start's third occurrence with White to move: White loses.
    {"janggi", "", "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10", "0-1 threefold repetition"},
    // Insufficient material: K+B v K draws; K+R v K goes on.
    {"chess", "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", "-", "1/2-1/2 insufficient material"},
    {"chess", "8/8/8/4k3/8/8/8/4K3 b - - 0 1", "-", "1/2-1/2 insufficient material"},
    {"chess", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "-", "* White to move"},
};

}  // namespace

TEST_CASE("game result: every ending of the shipped rulesets on a hand-set position", "[play][result]") {
    for (const Case& c : cases) {
        INFO(c.ruleset << " " << c.fen << " moves " << c.moves);
        CHECK(status_line(c) == c.line);
    }
}
