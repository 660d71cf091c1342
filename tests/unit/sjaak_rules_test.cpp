// Rules Sjaak II's games need (issue 34), counted by hand on small boards: e.p. on every square a
// multi-square step passes, free castling.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "interpreter/movegen/movegen.hpp"
#include "interpreter/play/san.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/engine_test_support.hpp"
#include "tests/unit/run_variant.hpp"

using namespace variant;
using variant::test::legal;
using variant::test::play;

namespace {

// A 4x6 board: White's pawn steps one, or up to three squares on its first move (Wildebeest's `ifmW3`),
// and takes diagonally forward or e.p.; Black has sergeants, which step and take the same way but have no
// first step of their own (so the hand count does not depend on which black men have moved).
Game three_step_game() {
    const std::string yaml = "name: Three steps\n"
                             "board: {files: 4, ranks: 6}\n"
                             "pieces:\n"
                             "  king: {code: K, betza: K, royal: true}\n"
                             "  pawn: {code: P, betza: fmWfceFifmW3, en_passant_victim: true}\n"
                             "  sergeant: {code: S, betza: fmWfceF}\n"
                             "setup: 3k/2s1/s3/4/1P2/3K w - - 0 1\n";
    return compile(load_ruleset_from_string(yaml, "three-steps.yaml"));
}

}  // namespace

TEST_CASE("a three-square step may be taken e.p. on either square it passed", "[engine][sjaak][ep]") {
    const Game g = three_step_game();
    Position pos(g);
    pos.set_fen(g.setup_fen);
    play(pos, "b2b5");
    // By hand: the king d6 has c6 (attacked by the pawn on b5), c5 (own man) and d5; the sergeant a4 steps
    // to a3 or takes e.p. on b3; the sergeant c5 steps to c4 or takes e.p. on b4 (d4 is empty: no capture).
    CHECK(legal(pos) == std::vector<std::string>{"a4a3", "a4b3", "c5b4", "c5c4", "d6d5"});
    // The FEN names the first square passed, as Sjaak II writes it (its `fen` after d1d4 in wildebeest: d2,
    // with its 0-based ranks), and reads back to the same position.
    CHECK(pos.fen() == "3k/1Ps1/s3/4/4/3K b - b3 1 1");  // no `pawns` list: a pawn move is no reset
    variant::test::check_make_unmake(pos);
    for (const char* field : {"b3", "b3b4", "b4b3"}) {
        Position read(g);
        read.set_fen(std::string("3k/1Ps1/s3/4/4/3K b - ") + field + " 1 1");
        CHECK(legal(read) == legal(pos));
        CHECK(read.key() == pos.key());
    }
    // Either capture removes the pawn on b5.
    play(pos, "c5b4");
    CHECK(pos.fen() == "3k/4/ss2/4/4/3K w - - 0 2");
}

TEST_CASE("e.p. squares of a multi-square step: bad FEN fields", "[engine][sjaak][ep]") {
    const Game g = three_step_game();
    Position pos(g);
    // b3 and c4 are not on one pawn's way; nothing passed a3.
    for (const char* field : {"b3c4", "a3"}) {
        INFO(field);
        CHECK_THROWS_AS(pos.set_fen(std::string("3k/1Ps1/s3/4/4/3K b - ") + field + " 0 1"), FenError);
    }
}

namespace {

// A 9x3 board, the king on e1 between rooks on a1 and i1, Black's king on e3; White castles freely, one to
// three squares either way, written in Betza (Sjaak II's form: `KisO1isO2isO3`) or in the castling key.
Game free_castling_game(const std::string& king, const std::string& castling) {
    const std::string yaml = "name: Free castling\n"
                             "board: {files: 9, ranks: 3}\n"
                             "pieces:\n"
                             "  king: {code: K, betza: " +
                             king +
                             ", royal: true, castles: true}\n"
                             "  rook: {code: R, betza: R, castles: true}\n" +
                             castling + "setup: 4k4/9/R3K3R w KQ - 0 1\n";
    return compile(load_ruleset_from_string(yaml, "free-castling.yaml"));
}

}  // namespace

TEST_CASE("free castling: the king goes one to three squares towards either rook", "[engine][sjaak][castling]") {
    // By hand: the king's own steps d1 and f1 (d2, e2 and f2 are next to Black's king); castling to f1, g1,
    // h1 and d1, c1, b1, the one-square ones written as the king taking its rook (e1i1, e1a1) since e1f1
    // and e1d1 are its steps; each rook 2 up and 3 along (a1: b1-d1; i1: h1-f1). 2 + 6 + 5 + 5 = 18.
    const std::vector<std::string> expected = {"a1a2", "a1a3", "a1b1", "a1c1", "a1d1", "e1a1", "e1b1", "e1c1", "e1d1",
                                               "e1f1", "e1g1", "e1h1", "e1i1", "i1f1", "i1g1", "i1h1", "i1i2", "i1i3"};
    for (const auto& [king, key] : std::vector<std::pair<std::string, std::string>>{
             {"KisO1isO2isO3", ""},
             {"K",
              "castling: {king: king, partner: rook, king_files: {kingside: [f, g, h], queenside: [d, c, b]}}\n"}}) {
        INFO(king << " " << key);
        const Game g = free_castling_game(king, key);
        Position pos(g);
        pos.set_fen(g.setup_fen);
        CHECK(legal(pos) == expected);
        variant::test::check_make_unmake(pos);
        Position after(g);
        after.set_fen(g.setup_fen);
        play(after, "e1i1");  // one square: the rook lands on the square the king left
        CHECK(after.fen() == "4k4/9/R3RK3 b - - 1 1");
        after.set_fen(g.setup_fen);
        play(after, "e1b1");  // three squares: the rook lands beside the king, on c1
        CHECK(after.fen() == "4k4/9/1KR5R b - - 1 1");
    }
}

namespace {

Game tiny_game(const std::string& yaml) { return compile(load_ruleset_from_string(yaml, "tiny.yaml")); }

// The legal moves of the game's setup.
std::vector<std::string> start_moves(const Game& g) {
    Position pos(g);
    pos.set_fen(g.setup_fen);
    return legal(pos);
}

}  // namespace

TEST_CASE("royals that may not face each other on a diagonal either", "[engine][sjaak][facing]") {
    // White's king a1 and Black's d4 stand on one diagonal, White's rook b2 between them.
    const auto game = [](const std::string& rule) {
        return tiny_game("name: Facing\n"
                         "board: {files: 4, ranks: 4}\n"
                         "pieces:\n"
                         "  king: {code: K, betza: K, royal: true}\n"
                         "  rook: {code: R, betza: R}\n"
                         "facing_royals: " +
                         rule + "\nsetup: 3k/4/1R2/K3 w - - 0 1\n");
    };
    // By hand. On files and ranks only: the king's a2 and b1, the rook's b1, b3, b4, a2, c2, d2: 8.
    CHECK(start_moves(game("forbidden")).size() == 8);
    // On diagonals too: the rook may not leave the diagonal (it has no diagonal move), the king's two steps
    // leave the line.
    CHECK(start_moves(game("forbidden-all-lines")) == std::vector<std::string>{"a1a2", "a1b1"});
}

TEST_CASE("a royal queen may not pass an attacked square", "[engine][sjaak][passage]") {
    // White's royal queen on a1, Black's on e4. Black's queen attacks rank 4 (a4-d4), the e-file (e1-e3,
    // e5), d5 and the diagonal d3, c2, b1.
    const auto game = [](const std::string& flag) {
        return tiny_game("name: Royal queens\n"
                         "board: {files: 5, ranks: 5}\n"
                         "pieces:\n"
                         "  queen: {code: Q, betza: Q, royal: true" +
                         flag + "}\nsetup: 5/4q/5/5/Q4 w - - 0 1\n");
    };
    // By hand, the check rule alone: a2, a3, a5, b2, c3, c1, d1 (b1, e1, a4, d4 and e5 are attacked).
    CHECK(start_moves(game("")) == std::vector<std::string>{"a1a2", "a1a3", "a1a5", "a1b2", "a1c1", "a1c3", "a1d1"});
    // Not passing an attacked square: c1 and d1 cross b1, a5 crosses a4.
    CHECK(start_moves(game(", cannot_pass_attacked: true")) ==
          std::vector<std::string>{"a1a2", "a1a3", "a1b2", "a1c3"});
}

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

TEST_CASE("free castling in SAN: each castling its own text", "[engine][sjaak][castling][san]") {
    // Several castlings one way cannot all be "O-O": each is written as in our notation, and reads back.
    const Game g = free_castling_game("KisO1isO2isO3", "");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // The one-square castlings put the rook on e1, checking Black's king on e3.
    for (const auto& [text, san] : std::vector<std::pair<std::string, std::string>>{{"e1i1", "e1i1+"},
                                                                                    {"e1g1", "e1g1"},
                                                                                    {"e1h1", "e1h1"},
                                                                                    {"e1a1", "e1a1+"},
                                                                                    {"e1c1", "e1c1"},
                                                                                    {"e1b1", "e1b1"}}) {
        std::string error;
        const auto m = parse_move(pos, text, error);
        REQUIRE(m);
        CHECK(move_to_san(pos, *m) == san);
        CHECK(parse_any_move(pos, san, error) == m);
    }
    // With one castling a side (chess), O-O stays.
    const Game chess = variant::test::game("chess");
    Position start(chess);
    start.set_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    std::string error;
    CHECK(move_to_san(start, *parse_move(start, "e1g1", error)) == "O-O");
}
