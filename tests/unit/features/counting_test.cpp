// features/counting: makruk's and ASEAN's counting rules (end.counting). The FENs after the moves are
// Fairy-Stockfish 11.1's (UCI `position fen F moves M`, then `d`), which writes a running count's limit in
// place of the e.p. square and its count in place of the halfmove clock, both in plies; the positions where
// a count ends are worked by hand from those counts.
#include <catch2/catch.hpp>

#include "tests/unit/result_test_support.hpp"

using namespace variant;

namespace {

struct Case {
    const char* ruleset;
    const char* fen;
    const char* moves;
    const char* after;  // Fairy-Stockfish 11.1's FEN after the moves
};

// clang-format off
const Case fsf_cases[] = {
    // Pieces' honour, makruk: the limit by the bare king's opponent's men (one rook 16 moves, two rooks 8, two
    // khons 22, one khon 44, two knights 32, a knight or a met 64), the count from the men on the board.
    {"makruk", "4k3/8/8/8/8/8/3RK3/8 w - - 0 1", "d2d3", "4k3/8/8/8/8/3R4/4K3/8 b - 32 6 1"},
    {"makruk", "4k3/8/8/8/8/8/1R1RK3/8 w - - 0 1", "d2d3", "4k3/8/8/8/8/3R4/1R2K3/8 b - 16 8 1"},
    {"makruk", "4k3/8/8/8/8/8/1S1SK3/8 w - - 0 1", "d2d3", "4k3/8/8/8/8/3S4/1S2K3/8 b - 44 8 1"},
    {"makruk", "4k3/8/8/8/8/8/3SK3/2M5 w - - 0 1", "d2d3", "4k3/8/8/8/8/3S4/4K3/2M5 b - 88 8 1"},
    {"makruk", "4k3/8/8/8/8/8/1N1NK3/8 w - - 0 1", "d2c4", "4k3/8/8/8/2N5/8/1N2K3/8 b - 64 8 1"},
    {"makruk", "4k3/8/8/8/8/8/1N2K3/8 w - - 0 1", "b2c4", "4k3/8/8/8/2N5/8/4K3/8 b - 128 6 1"},
    {"makruk", "4k3/8/8/8/8/8/1M2K3/8 w - - 0 1", "b2c3", "4k3/8/8/8/8/2M5/4K3/8 b - 128 6 1"},
    // ... started by a capture that bares the king; the count goes on by one a ply.
    {"makruk", "4k3/2p5/8/8/8/8/3RK3/8 w - - 0 1", "d2c2 c7c6 c2c6", "4k3/8/2R5/8/8/8/4K3/8 b - 32 6 2"},
    // No count while a pawn is on the board, even against a bare king.
    {"makruk", "4k3/8/8/8/8/P7/3RK3/8 w - - 0 1", "d2d3", "4k3/8/8/8/8/P2R4/4K3/8 b - - 1 1"},
    {"makruk", "4k3/p7/8/8/8/8/4K3/8 w - - 0 1", "e2e3", "4k3/p7/8/8/8/4K3/8/8 b - - 1 1"},
    // Board's honour: no pawn left, both sides with men: 64 moves from 0; a capture that then bares a king
    // weighs the limit anew (Black's knight alone: 64 moves, from the 3 men left).
    {"makruk", "4k3/n7/8/8/8/8/3RK3/8 w - - 0 1", "d2d3", "4k3/n7/8/8/8/3R4/4K3/8 b - 128 0 1"},
    {"makruk", "4k3/n7/8/8/8/8/3RK3/8 w - 128 10 1", "d2d3", "4k3/n7/8/8/8/3R4/4K3/8 b - 128 11 1"},
    {"makruk", "4k3/n7/8/8/8/8/3RK3/8 w - 128 10 1", "d2d3 a7b5 d3d4 b5d4", "4k3/8/8/8/3n4/8/4K3/8 w - 128 6 3"},
    {"makruk", "4k3/n7/8/8/8/8/3RK3/8 w - 128 10 1", "d2d3 a7b5 d3d4 b5d4 e2d2",
     "4k3/8/8/8/3n4/8/3K4/8 b - 128 7 3"},
    // The family: the same counts; Kar Ouk's check counts after the limit.
    {"cambodian", "4k3/8/8/8/8/8/3RK3/8 w - - 0 1", "d2d3", "4k3/8/8/8/8/3R4/4K3/8 b - 32 6 1"},
    {"karouk", "4k3/8/8/8/8/8/3RK3/8 w - - 0 1", "d2d3", "4k3/8/8/8/8/3R4/4K3/8 b - 32 1+1 6 1"},
    {"makpong", "4k3/8/8/8/8/8/3RK3/8 w - - 0 1", "d2d3", "4k3/8/8/8/8/3R4/4K3/8 b - 32 6 1"},
    {"ai-wok", "4k3/8/8/8/8/8/3AK3/8 w - - 0 1", "d2d3", "4k3/8/8/8/8/3A4/4K3/8 b - 128 6 1"},
    // ASEAN: no board's honour; a rook 16 moves, khon and met 44, knight and met 64, else no count; from 0.
    {"asean", "4k3/8/8/8/8/8/3RK3/8 w - - 0 1", "d2d3", "4k3/8/8/8/8/3R4/4K3/8 b - 32 0 1"},
    {"asean", "4k3/8/8/8/8/8/3BK3/2Q5 w - - 0 1", "d2c3", "4k3/8/8/8/8/2B5/4K3/2Q5 b - 88 0 1"},
    {"asean", "4k3/8/8/8/8/8/3NK3/2Q5 w - - 0 1", "d2c4", "4k3/8/8/8/2N5/8/4K3/2Q5 b - 128 0 1"},
    {"asean", "4k3/8/8/8/8/8/3NK3/2B5 w - - 0 1", "d2c4", "4k3/8/8/8/2N5/8/4K3/2B5 b - - 1 1"},
    {"asean", "4k3/n7/8/8/8/8/3RK3/8 w - - 0 1", "d2d3", "4k3/n7/8/8/8/3R4/4K3/8 b - - 1 1"},
    // Sittuyin counts as ASEAN does (elephant S for the khon, general F for the met).
    {"sittuyin", "4k3/8/8/8/8/8/3RK3/2F5[] w - - 0 1", "d2d3", "4k3/8/8/8/8/3R4/4K3/2F5[] b - 32 0 1"},
    {"sittuyin", "4k3/8/8/8/8/8/3SK3/2F5[] w - - 0 1", "d2c3", "4k3/8/8/8/8/2S5/4K3/2F5[] b - 88 0 1"},
    {"sittuyin", "4k3/8/8/8/8/8/3NK3/2F5[] w - - 0 1", "d2b3", "4k3/8/8/8/8/1N6/4K3/2F5[] b - 128 0 1"},
    {"sittuyin", "4k3/p7/8/8/8/8/3RK3/2F5[] w - - 0 1", "d2d3", "4k3/p7/8/8/8/3R4/4K3/2F5[] b - - 1 1"},
};
// clang-format on


}  // namespace

TEST_CASE("counting: the counts Fairy-Stockfish writes, read back, unmade", "[features][counting]") {
    for (const Case& c : fsf_cases) {
        INFO(c.ruleset << " " << c.fen << " moves " << c.moves);
        Position pos(test::game(c.ruleset));
        pos.set_fen(c.fen);
        const std::string start = pos.fen();
        test::play(pos, c.moves);
        CHECK(pos.fen() == c.after);
        Position copy(pos.game());
        copy.set_fen(c.after);
        CHECK(copy.fen() == c.after);
        while (pos.ply() > 0) pos.unmake();
        CHECK(pos.fen() == start);
    }
}

TEST_CASE("counting: the count at its limit draws, a mate on the last count wins", "[features][counting]") {
    // Black's bare king a8, White's king b6 and rook h1, 16 moves of one rook with 31 plies counted: the
    // 32nd ply ends the count. Rh2 leaves Black Kb8: a draw. Rh8 mates (a7, b7 the king's, b8 the rook's).
    const char* fen = "k7/8/1K6/8/8/8/8/7R w - 32 31 1";
    CHECK(test::status_line("makruk", fen, "-") == "* White to move");
    CHECK(test::status_line("makruk", fen, "h1h2") == "1/2-1/2 counting rule: 16 moves counted");
    CHECK(test::status_line("makruk", fen, "h1h8") == "1-0 checkmate");
    // Board's honour: 64 moves, 127 plies counted; one more draws.
    CHECK(test::status_line("makruk", "4k3/n7/8/8/8/8/3RK3/8 w - 128 127 40", "d2d3") ==
          "1/2-1/2 counting rule: 64 moves counted");
    // ASEAN, a rook: 16 moves from 0.
    CHECK(test::status_line("asean", "k7/8/1K6/8/8/8/8/7R w - 32 31 1", "h1h2") ==
          "1/2-1/2 counting rule: 16 moves counted");
}

TEST_CASE("counting: a FEN's count that cannot be", "[features][counting]") {
    auto error = [](const char* ruleset, const char* fen) {
        Position pos(test::game(ruleset));
        try {
            pos.set_fen(fen);
        } catch (const FenError& e) {
            return format_fen_error(fen, e);
        }
        return std::string("accepted");
    };
    // 30 plies is no limit of makruk's (16, 32, 44, 64, 88, 128).
    CHECK_THAT(error("makruk", "4k3/8/8/8/8/3R4/4K3/8 b - 30 6 1"),
               Catch::Contains("must be one this game's counts give: 16, 32, 44, 64, 88, 128"));
    // A count past its limit: a finished game played on (as perft does), read back as printed.
    CHECK(error("makruk", "4k3/8/8/8/8/3R4/4K3/8 b - 32 33 1") == "accepted");
    CHECK(test::status_line("makruk", "4k3/8/8/8/8/3R4/4K3/8 b - 32 33 1", "-") ==
          "1/2-1/2 counting rule: 16 moves counted");
    CHECK_THAT(error("makruk", "4k3/p7/8/8/8/3R4/4K3/8 b - 32 6 1"),
               Catch::Contains("no count runs while a pawn is on the board"));
    // A game without the rule reads the field as an e.p. square.
    CHECK_THAT(error("chess", "4k3/8/8/8/8/3R4/4K3/8 b - 32 6 1"), Catch::Contains("error"));
}
