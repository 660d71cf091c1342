// Positions that cannot arise are refused when read (interpreter/movegen/sanity.cpp), and the edge cases
// that can arise are accepted. Each FEN is made by hand; the columns are counted by hand (0-based).
#include <catch2/catch.hpp>

#include "interpreter/features/registry.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;

namespace {

// Kings and rooks on a small board under the given royalty rule (test::tiny; its pawn type goes unused).
Game kings_and_rooks(int files, int ranks, const std::string& royalty, const std::string& setup) {
    return test::tiny(files, ranks, royalty, setup);
}

struct Refused {
    const char* fen;
    std::size_t column;
    const char* message;
};

void check_refused(const Game& g, const Refused& c) {
    Position pos(g);
    INFO(g.name << ": " << c.fen);
    try {
        pos.set_fen(c.fen);
        FAIL("accepted");
    } catch (const FenError& e) {
        INFO(format_fen_error(c.fen, e));
        CHECK(std::string(e.what()) == c.message);
        CHECK(e.column == c.column);
    }
}

void check_accepted(const Game& g, const char* fen) {
    Position pos(g);
    INFO(g.name << ": " << fen);
    CHECK_NOTHROW(pos.set_fen(fen));
}

}  // namespace

TEST_CASE("chess: a side without a king or with two, a king left in check, a pawn that must have promoted",
          "[engine][fen][sanity]") {
    const Game& g = test::game("chess");
    const Refused cases[] = {
        {"8/8/8/8/8/8/8/4K3 w - - 0 1", 0, "the 'check' rule needs a king on each side, but black has none"},
        {"4k3/8/8/8/8/8/8/8 b - - 0 1", 0, "the 'check' rule needs a king on each side, but white has none"},
        // The rook on e1 attacks e8 up the empty e-file, and it is white's move: black moved into check.
        {"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", 1, "black cannot have left its king on e8 in check: white is to move"},
        // A pawn on its last rank: the move that brought it there had to promote it.
        {"4k2P/8/8/8/8/8/8/4K3 w - - 0 1", 3, "a white pawn cannot stand on h8, where it must promote on arrival"},
        {"4k3/8/8/8/8/8/8/p3K3 w - - 0 1", 16, "a black pawn cannot stand on a1, where it must promote on arrival"},
        // 'check' means one king a side; the second found in FEN order is blamed (e1 after a1; e8 after a8).
        {"4k3/8/8/8/8/8/8/K3K3 w - - 0 1", 18,
         "the 'check' rule gives each side one king, but white has a second on e1 "
         "(several royals need 'last-royal-check' or 'capture-last-royal')"},
        {"k3k3/8/8/8/8/8/8/4K3 b - - 0 1", 2,
         "the 'check' rule gives each side one king, but black has a second on e8 "
         "(several royals need 'last-royal-check' or 'capture-last-royal')"},
    };
    for (const auto& c : cases) check_refused(g, c);
    // The side to move may be in check, also by two men at once (rook e1 and knight d6 both reach e8).
    check_accepted(g, "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
    check_accepted(g, "4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1");
    Position pos(g);
    pos.set_fen("4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1");
    CHECK(in_check(pos));
    // A pawn on its own first rank breaks no rule of arrival this check knows about; it is left alone.
    check_accepted(g, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
}

TEST_CASE("crazyhouse: promoted men may stand on the last rank, pawns may not", "[engine][fen][sanity]") {
    const Game& g = test::game("crazyhouse");
    // The queen on h8 promoted from a pawn (it checks the king on e8 along the rank: black is to move).
    check_accepted(g, "4k2Q~/8/8/8/8/8/8/4K3[] b - - 0 1");
    // Drops may not put a pawn on a back rank, so it can only have arrived by a move, which promotes.
    check_refused(g, {"4k2P/8/8/8/8/8/8/4K3[] w - - 0 1", 3,
                      "a white pawn cannot stand on h8, where it must promote on arrival"});
}

TEST_CASE("shogi: pawns, lances and knights where they could never move again", "[engine][fen][sanity]") {
    const Game& g = test::game("shogi");
    // "4k4/" is 4 characters, each "9/" 2 more: rank 2 starts at column 4 + 6 * 2 = 16, rank 1 at 18.
    const Refused cases[] = {
        {"P3k4/9/9/9/9/9/9/9/4K4[-] w - - 0 1", 0,
         "a white pawn cannot stand on a9, where it could never move again and so must promote on arrival"},
        {"L3k4/9/9/9/9/9/9/9/4K4[-] w - - 0 1", 0,
         "a white lance cannot stand on a9, where it could never move again and so must promote on arrival"},
        {"4k4/N8/9/9/9/9/9/9/4K4[-] w - - 0 1", 4,
         "a white knight cannot stand on a8, where it could never move again and so must promote on arrival"},
        {"4k4/9/9/9/9/9/9/n8/4K4[-] w - - 0 1", 16,
         "a black knight cannot stand on a2, where it could never move again and so must promote on arrival"},
        {"4k4/9/9/9/9/9/9/9/l3K4[-] w - - 0 1", 18,
         "a black lance cannot stand on a1, where it could never move again and so must promote on arrival"},
        // The black rook on i1 attacks e1 along the empty first rank, and it is black's move.
        {"4k4/9/9/9/9/9/9/9/4K3r[-] b - - 0 1", 19, "white cannot have left its king on e1 in check: black is to move"},
        {"4k4/9/9/9/9/9/9/9/9[-] b - - 0 1", 0, "the 'check' rule needs a king on each side, but white has none"},
    };
    for (const auto& c : cases) check_refused(g, c);
    // One rank short of the last, a black lance can still step down to a1.
    check_accepted(g, "4k4/9/9/9/9/9/9/l8/4K4[-] w - - 0 1");
    // A knight on its seventh rank still has moves; promoted men have no promotion left to make.
    check_accepted(g, "4k4/9/N8/9/9/9/9/9/4K4[-] w - - 0 1");
    check_accepted(g, "+P+L2k4/+N8/9/9/9/9/9/9/4K4[-] w - - 0 1");
}

TEST_CASE("promochess: a pawn on the last rank is refused, one rank short of it is not", "[engine][fen][sanity]") {
    const Game& g = test::game("promochess");
    // Promotion there is optional unless the man could never move again: a pawn on the last rank.
    check_refused(g,
                  {"P3k4/9/9/9/9/9/9/9/4K4 w - - 0 1", 0,
                   "a white pawn cannot stand on a9, where it could never move again and so must promote on arrival"});
    check_accepted(g, "4k4/P8/9/9/9/9/9/9/4K4 w - - 0 1");
}

TEST_CASE("last-royal-check: only a side's last royal may not be left attacked", "[engine][fen][sanity]") {
    Game g = kings_and_rooks(4, 3, "last-royal-check", "r2k/4/K1K1 w - - 0 1");
    // White just moved and has two kings, the one on a1 attacked by the rook on a3: allowed.
    check_accepted(g, "r2k/4/K1K1 b - - 0 1");
    check_refused(g, {"r2k/4/K3 b - - 0 1", 6, "white cannot have left its king on a1 in check: black is to move"});
    check_refused(
        g, {"r3/4/K1K1 w - - 0 1", 0, "the 'last-royal-check' rule needs a king on each side, but black has none"});
}

TEST_CASE("capture-last-royal: the side to move may have lost its last royal, the other side not",
          "[engine][fen][sanity]") {
    Game g = kings_and_rooks(3, 3, "capture-last-royal", "k2/3/K1R w - - 0 1");
    // No check rule: a king may stand attacked whoever is to move.
    check_accepted(g, "k2/R2/K2 w - - 0 1");
    // White's rook has just taken the last black king: the game is over, black has no moves.
    check_accepted(g, "R2/3/K2 b - - 0 1");
    Position pos(g);
    pos.set_fen("R2/3/K2 b - - 0 1");
    MoveList list;
    generate_legal(pos, list);
    CHECK(list.size == 0);
    // White has no king but made the last move: the game had ended before it. The side field is column 8.
    check_refused(g, {"k2/R2/3 b - - 0 1", 8,
                      "under 'capture-last-royal' the game ends when a side's last king is taken, so white, having "
                      "none, cannot have made the last move"});
}

TEST_CASE("a setup without a royal is refused where the setup is", "[engine][fen][sanity]") {
    try {
        kings_and_rooks(3, 3, "check", "3/3/K1R w - - 0 1");
        FAIL("compiled");
    } catch (const DiagnosticError& e) {
        // test::tiny's YAML has the setup on line 8 (name, board, pieces, king, rook, pawn, royalty, setup), and
        // "setup: " is 7 characters: the FEN's first character is column 8.
        CHECK(e.render_all().find("tiny.yaml:8:8: error: the 'check' rule needs a king on each side, but black "
                                  "has none in the setup FEN") != std::string::npos);
    }
    // A setup with black to move may have black in check (the compiler reads the side to move with the board).
    CHECK_NOTHROW(kings_and_rooks(3, 3, "check", "k2/3/R1K b - - 0 1"));
}

TEST_CASE("squares past the z-file are named aa, ab, ... in these messages too", "[engine][fen][sanity]") {
    // 28 files: a..z, aa, ab. The white rook on aa1 attacks the black king on aa2, with white to move.
    Game g = kings_and_rooks(28, 2, "check", "k27/27K w - - 0 1");
    check_refused(g, {"26k1/K25R1 w - - 0 1", 2, "black cannot have left its king on aa2 in check: white is to move"});
}
