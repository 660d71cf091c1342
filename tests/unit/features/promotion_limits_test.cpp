// Promotion limits (features/promotion_limits, the ruleset's `promotion_limits: {pieces: [...]}`), counted by
// hand on a tiny board.
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::legal;

TEST_CASE("promotion limits: no more men of a type than the setup has, a royal only to replace one",
          "[engine][promotion]") {
    // Spartan chess's king promotion and chaturanga's limits on one tiny board. White's setup has two kings
    // and a rook: a pawn may promote to a king while White has fewer than two, to a rook while it has none.
    const std::string yaml = "name: Limits\n"
                             "board: {files: 4, ranks: 3}\n"
                             "pieces:\n"
                             "  king: {code: K, betza: K, royal: true}\n"
                             "  rook: {code: R, betza: R}\n"
                             "  pawn: {code: P, betza: mfW}\n"
                             "zones: {last: {ranks: [3]}}\n"
                             "promotion: [{pieces: [pawn], zone: last, mode: compulsory, to: [king, rook]}]\n"
                             "promotion_limits: {pieces: [king, rook]}\n"
                             "royalty: duple-check\n"
                             "setup: 3k/P3/KKR1 w - - 0 1\n";
    Game g = compile(load_ruleset_from_string(yaml, "limits.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // Both kings and the rook on the board: the pawn's compulsory promotion has no choice left, no move.
    // b1c2 is legal although c2 is next to the black king: the king on a1 stays safe (duple check).
    CHECK(legal(pos) == std::vector<std::string>{"a1b2", "b1b2", "b1c2", "c1c2", "c1c3", "c1d1"});
    // One king lost: the pawn may become a king again, still not a second rook.
    pos.set_fen("3k/P3/K1R1 w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"a1b1", "a1b2", "a2a3k", "c1b1", "c1c2", "c1c3", "c1d1"});
    // The rook gone too: both promotions.
    pos.set_fen("3k/P3/K3 w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"a1b1", "a1b2", "a2a3k", "a2a3r"});
}
