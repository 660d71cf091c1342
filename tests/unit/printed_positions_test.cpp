// Issue 35: every position the program prints reads back as itself (janggi's pass states), a long
// `extends` chain does not crash, a refusal names the real fault, impossible positions are refused with a
// located reason, and the minor command-line cases. Each case failed before its fix; every expectation is
// worked by hand from the rules (janggi as Fairy-Stockfish 11.1 plays it: a pass that leaves the generals
// facing, or a second pass in a row, ends the game).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "interpreter/movegen/move_diagnosis.hpp"
#include "interpreter/perft/perft.hpp"
#include "tests/unit/engine_test_support.hpp"
#include "tests/unit/run_variant.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;
using variant::test::play;
using variant::testing::run_variant;

namespace {

namespace fs = std::filesystem;
const std::string rulesets = std::string(VARIANT_SOURCE_DIR) + "/rulesets/";

// The FEN error's message and column of `fen` in `name`, or "" if it reads.
std::pair<std::string, std::size_t> fen_error(const std::string& name, const std::string& fen) {
    Position pos(game(name));
    try {
        pos.set_fen(fen);
    } catch (const FenError& e) {
        return {e.what(), e.column};
    }
    return {"", 0};
}

MoveError refusal(const std::string& name, const std::string& fen, const std::string& text) {
    Position pos(game(name));
    pos.set_fen(fen);
    MoveError error;
    INFO(text);
    REQUIRE_FALSE(parse_move(pos, text, error));
    return error;
}

}  // namespace

TEST_CASE("janggi: a pass in check with the generals facing prints a FEN that reads back, game over",
          "[roundtrip][janggi]") {
    // The generals face on the e-file; the chariot on a1 checks White's general on e1 along rank 1. Under
    // bikjang White may pass even in check; the facing then outlasted a turn: the game is over.
    Position pos(game("janggi"));
    pos.set_fen("4k4/9/9/9/9/9/9/9/9/r3K4 w - - 0 1");
    play(pos, "pass");
    const std::string fen = pos.fen();
    CHECK(fen == "4k4/9/9/9/9/9/9/9/9/r3K4 b - - 1 1 pass");
    CHECK(legal(pos).empty());
    Position back(game("janggi"));
    back.set_fen(fen);  // threw "white cannot have left its general on e1 in check"
    CHECK(back.fen() == fen);
    CHECK(legal(back).empty());
    // Without the facing (a black soldier on e5 between them) the same check is a position no pass leads to.
    CHECK(fen_error("janggi", "4k4/9/9/9/4p4/9/9/9/9/r3K4 b - - 1 1 pass").first ==
          "white cannot have left its general on e1 in check: black is to move");
}

TEST_CASE("janggi: the FEN after two passes in a row reads back as a finished game", "[roundtrip][janggi]") {
    Position pos(game("janggi"));
    pos.set_fen(pos.game().setup_fen);
    play(pos, "pass");
    const std::string one = pos.fen();
    play(pos, "pass");
    const std::string two = pos.fen();
    CHECK(one == "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1 pass");
    CHECK(two == "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 2 2 pass2");
    CHECK(legal(pos).empty());
    Position back(game("janggi"));
    back.set_fen(two);  // read back as a live game before: "pass" could not tell the second pass
    CHECK(back.fen() == two);
    CHECK(legal(back).empty());
    CHECK(perft(back, 3) == 0);
    back.set_fen(one);  // one pass: the game goes on, and a pass now ends it
    CHECK(back.fen() == one);
    play(back, "pass");
    CHECK(back.fen() == two);
    // The hash tells one pass from two.
    CHECK(back.key() == back.compute_key());
    Position live(game("janggi"));
    live.set_fen(one);
    CHECK(live.key() != pos.key());
}

TEST_CASE("the pass field's errors speak of the game's own rule", "[roundtrip][janggi][tai]") {
    // Janggi: no word of tai shogi's rule (the side to move may not pass).
    auto [janggi, column] = fen_error("janggi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1 passed");
    CHECK(janggi == "'passed' is not the pass field: it is 'pass' when the last move was a pass, 'pass2' when the "
                    "last two were (two passes in a row end the game), else '-'");
    CHECK(column == 34);
    // Xiangqi's rules keep no pass state (no field), so: tai shogi, where a pass may not follow a pass.
    const std::string tai = game("tai-shogi").setup_fen + " pass2";
    CHECK(fen_error("tai-shogi", tai).first ==
          "'pass2' says the last two moves were passes, but in this game a pass may not answer a pass");
}

TEST_CASE("a drop or an exchange with text after its square names the text", "[roundtrip][notation]") {
    // Crazyhouse: P@e4 is legal (a pawn in hand, e4 empty, White not in check).
    const std::string zh = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[P] w KQkq - 0 1";
    MoveError e = refusal("crazyhouse", zh, "P@e4+");
    CHECK(e.message == "'+' after the square is not part of the move: write P@e4");
    CHECK((e.offset == 4 && e.length == 1));
    e = refusal("crazyhouse", zh, "P@e4x");
    CHECK(e.message == "'x' after the square is not part of the move: write P@e4");
    // Shogi: a gold in hand; e5 is empty.
    e = refusal("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[G] w - - 0 1", "G@e5+");
    CHECK(e.message == "'+' after the square is not part of the move: write G@e5");
    // Hostage Chess: White holds a black pawn, Black a white pawn; P-P@e4 is legal.
    e = refusal("hostage-chess", "4k3/8/8/8/8/8/8/4K3[prison:Pp] w - - 0 1", "P-P@e4+");
    CHECK(e.message == "'+' after the square is not part of the move: write P-P@e4");
    CHECK((e.offset == 6 && e.length == 1));
}

TEST_CASE("Seirawan: a wrong letter after a move is a gating choice, not a promotion", "[roundtrip][gating]") {
    // From the setup the knight's g1f3 may let the hawk (h) or the elephant (e) in behind it; no queen.
    MoveError e = refusal("seirawan", game("seirawan").setup_fen, "g1f3q");
    CHECK(e.message.rfind("'q' is not a man this move can gate in; the legal ones: ", 0) == 0);
    CHECK((e.offset == 4 && e.length == 1));
}

TEST_CASE("impossible check counts and repeated castling rights are refused where they are", "[roundtrip][fen]") {
    const std::string board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    // 3check: a count of 0 means that side's last move gave its third check, which ended the game.
    auto e = fen_error("3check", board + " b KQkq - 0+0 0 1");
    CHECK(e.first == "both sides cannot have given their last check: the game ended at the first");
    CHECK(e.second == 53);
    e = fen_error("3check", board + " w KQkq - 0+3 0 1");
    CHECK(e.first == "white has given its last check, so its move ended the game: black is to move, not white");
    CHECK(e.second == 53);
    e = fen_error("3check", board + " w KQkq - 03+3 0 1");
    CHECK(e.first == "a check count is written without a leading zero: '03'");
    CHECK(fen_error("3check", board + " w KQkq - 3+2 0 1").first.empty());  // Black gave one: fine
    // Chess960 rights given twice: merged silently before.
    const std::string frc = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ";
    e = fen_error("fischerandom", frc + "KQkqKQ - 0 1");
    CHECK(e.first == "castling right 'K' repeats white's right towards the higher files");
    CHECK(e.second == 50);
    // K is the outermost rook beyond the king (h1); H names the same rook by its file.
    e = fen_error("fischerandom", frc + "KH - 0 1");
    CHECK(e.first == "castling right 'H' repeats white's right towards the higher files");
    CHECK(e.second == 47);
}

TEST_CASE("a chain of 10000 files each extending the one before is read without a crash", "[roundtrip][extends]") {
    const fs::path dir = fs::temp_directory_path() / ("variant-extends-chain-" + std::to_string(getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "f0.yaml") << "extends: " << rulesets << "chess.yaml\nname: Link 0\n";
    const int n = 10000;
    for (int i = 1; i < n; ++i)
        std::ofstream(dir / ("f" + std::to_string(i) + ".yaml"))
            << "extends: f" << i - 1 << ".yaml\nname: Link " << i << "\n";
    const auto last = (dir / ("f" + std::to_string(n - 1) + ".yaml")).string();
    auto run = run_variant("validate '" + last + "'");
    CHECK(run.status == 0);  // died by SIGSEGV (a stack overflow) before
    CHECK(run.out.find("ok") != std::string::npos);
    run = run_variant("show '" + last + "'");
    CHECK(run.status == 0);
    CHECK(run.out.rfind("Link 9999\n", 0) == 0);
    fs::remove_all(dir);
}

TEST_CASE("perft --divide into a reader that goes away exits 1, not by SIGPIPE", "[roundtrip][cli]") {
    // `head -1` closes the pipe after the first line; PIPESTATUS gives variant's own status.
    const std::string command = "bash -c \"'" + std::string(VARIANT_BINARY) + "' perft '" + rulesets +
                                "chess.yaml' 5 --divide 2>/dev/null | head -1 >/dev/null; exit \\${PIPESTATUS[0]}\"";
    const int raw = std::system(command.c_str());
    CHECK((WIFEXITED(raw) && WEXITSTATUS(raw) == 1));  // 141 (128 + SIGPIPE) before
}

TEST_CASE("explain does not echo a 100 KB Betza string whole", "[roundtrip][cli]") {
    const std::string text(100000, 'W');  // "WWW..." is one atom after another; the ')' at the end is wrong
    auto run = run_variant("explain '" + text + ")'");
    CHECK(run.status == 1);
    CHECK(run.err.size() < 1000);
    CHECK(run.err.find("in the 100001-byte string") != std::string::npos);
}

TEST_CASE("YAML nested a thousand deep says the depth and where", "[roundtrip][ruleset]") {
    const fs::path file = fs::temp_directory_path() / ("variant-deep-" + std::to_string(getpid()) + ".yaml");
    std::ofstream(file) << "name: Deep\nboard: " << std::string(1000, '[') << std::string(1000, ']') << "\n";
    auto run = run_variant("validate '" + file.string() + "'");
    CHECK(run.status == 1);
    // The 65th '[' opens at column 72 of line 2 ("board: " is 7 columns).
    CHECK(run.err.find(":2:72: error: the YAML is nested too deeply: more than 64 levels here") != std::string::npos);
    fs::remove(file);
}
