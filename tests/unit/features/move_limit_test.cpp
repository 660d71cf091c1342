// The half-move clock follows the ruleset's end.move_limit_reset: each kind of reset on its own, worked
// by hand on one small position. (The reference games' clocks are in tests/data/halfmove/*.tsv.)
// (Elsewhere: the 50-move rule as a result, game_result_test.cpp.)
#include <catch2/catch.hpp>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/ruleset/loader.hpp"

using namespace variant;

namespace {

Game limit_game(const std::string& resets) {
    std::string yaml = "name: Limit\n"
                       "board: {files: 5, ranks: 5}\n"
                       "pieces:\n"
                       "  king: {code: K, betza: K, royal: true}\n"
                       "  rook: {code: R, betza: R}\n"
                       "  pawn: {code: P, betza: fW}\n"
                       "zones: {last-rank: {ranks: [5]}}\n"
                       "promotion: [{pieces: [pawn], zone: last-rank, mode: compulsory, to: [rook]}]\n"
                       "end: {move_limit: 50, pawns: [pawn]" +
                       (resets == "default" ? "" : ", move_limit_reset: " + resets) +
                       "}\n"
                       "setup: k4/5/5/5/K3R w - - 0 1\n";
    return compile(load_ruleset_from_string(yaml, "limit.yaml"));
}

// The clock after one move from a position whose clock stands at 9.
int clock_after(const Game& g, const char* move) {
    Position pos(g);
    // Black king a5; white pawns c4 and b1, rook e1, king a1; black rook e3 (the white rook may take it).
    pos.set_fen("k4/2P2/4r/5/KP2R w - - 9 30");
    std::string error;
    auto m = parse_move(pos, move, error);
    INFO(move << ": " << error);
    REQUIRE(m);
    pos.make(*m);
    return pos.halfmove();
}

}  // namespace

TEST_CASE("each kind of move-limit reset applies only when the ruleset lists it", "[engine][halfmove]") {
    // b1b2 a pawn step, c4c5r a pawn promoting, e1e3 a rook capture, a1a2 a quiet king step.
    struct Case {
        const char* resets;
        int pawn_step, promotion, capture, quiet;
    };
    const Case cases[] = {
        {"default", 0, 0, 0, 10},  // [capture, pawn-move]: the promotion is a pawn move too
        {"[capture]", 10, 10, 0, 10},   {"[pawn-move]", 0, 0, 10, 10},
        {"[promotion]", 10, 0, 10, 10}, {"[]", 10, 10, 10, 10},
    };
    for (const auto& c : cases) {
        INFO("move_limit_reset: " << c.resets);
        Game g = limit_game(c.resets);
        CHECK(clock_after(g, "b1b2") == c.pawn_step);
        CHECK(clock_after(g, "c4c5r") == c.promotion);
        CHECK(clock_after(g, "e1e3") == c.capture);
        CHECK(clock_after(g, "a1a2") == c.quiet);
    }
}
