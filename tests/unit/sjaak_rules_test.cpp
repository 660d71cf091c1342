// Rules Sjaak II's games need (issue 34): the warning for an 'e' that can never capture. (Its rules, counted
// by hand on small boards, are with their features: features/en_passant_test.cpp, castling_test.cpp,
// facing_royals_test.cpp, safe_passage_test.cpp.)
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/engine_test_support.hpp"
#include "tests/unit/run_variant.hpp"

using namespace variant;

TEST_CASE("an 'e' that can never capture is a warning with its place", "[ruleset][sjaak][warning]") {
    // No piece is an en_passant_victim, so the pawn's e.p. capture can never happen.
    const std::string yaml = "name: Dead e.p.\n"
                             "board: {files: 3, ranks: 3}\n"
                             "pieces:\n"
                             "  king: {code: K, betza: K, royal: true}\n"
                             "  pawn: {code: P, betza: fmWfceF}\n"
                             "setup: k2/3/P1K w - - 0 1\n";
    const CheckedRuleset rules = load_ruleset_from_string(yaml, "dead.yaml");
    REQUIRE(rules.warnings().size() == 1);
    CHECK(render(rules.warnings()[0], yaml) ==
          "dead.yaml:5:31: warning: 'e' (en passant) in 'fmWfceF' can never capture: no piece is an "
          "'en_passant_victim'\n"
          "  pawn: {code: P, betza: fmWfceF}\n"
          "                              ^\n");
    // With a victim the same move is fine.
    const std::string with_victim = "name: Live e.p.\n"
                                    "board: {files: 3, ranks: 3}\n"
                                    "pieces:\n"
                                    "  king: {code: K, betza: K, royal: true}\n"
                                    "  pawn: {code: P, betza: fmWfceF, en_passant_victim: true}\n"
                                    "setup: k2/3/P1K w - - 0 1\n";
    CHECK(load_ruleset_from_string(with_victim, "live.yaml").warnings().empty());
}

TEST_CASE("variant validate prints the warning and still says ok", "[ruleset][sjaak][warning][cli]") {
    const auto path = std::filesystem::temp_directory_path() /
                      ("variant-dead-ep-" + std::to_string(getpid()) + ".yaml");
    std::ofstream(path) << "name: Dead e.p.\n"
                           "board: {files: 3, ranks: 3}\n"
                           "pieces:\n"
                           "  king: {code: K, betza: K, royal: true}\n"
                           "  pawn: {code: P, betza: efF}\n"
                           "setup: k2/3/P1K w - - 0 1\n";
    const auto run = variant::testing::run_variant("validate '" + path.string() + "'");
    std::filesystem::remove(path);
    CHECK(run.status == 0);
    CHECK(run.out == path.string() + ": ok\n");
    CHECK_THAT(run.err, Catch::Contains(":5:26: warning: 'e' (en passant) in 'efF' can never capture"));
}
