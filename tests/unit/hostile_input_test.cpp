// Input the format documents but the program once handled wrong, and output that must stay valid UTF-8
// and be reported when it cannot be written (issue 19, items 3 and 4). Each case failed before its fix.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "interpreter/core/utf8.hpp"
#include "tests/unit/run_variant.hpp"

namespace {

namespace fs = std::filesystem;
using variant::testing::read_whole_file;
using variant::testing::run_variant;

const std::string source = VARIANT_SOURCE_DIR;

// A directory of its own for the files of one test.
fs::path scratch(const std::string& name) {
    fs::path dir = fs::temp_directory_path() / ("variant-hostile-" + std::to_string(getpid()) + "-" + name);
    fs::create_directories(dir);
    return dir;
}

std::string write(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

std::string chess_text() { return read_whole_file(source + "/rulesets/chess.yaml"); }

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

// The exit status of a shell command.
int shell(const std::string& command) {
    const int raw = std::system(command.c_str());
    return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

bool valid_utf8(const std::string& text) {
    for (std::size_t i = 0; i < text.size();) {
        std::size_t n = variant::utf8_char_length(text, i);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

}  // namespace

TEST_CASE("a zone of empty lists is the 'zone is empty' error, not a zone without squares", "[hostile][ruleset]") {
    auto dir = scratch("zone");
    // With the empty zone accepted, the chess pawn reached the last rank and stayed a pawn.
    for (const std::string zone : {"{ranks: []}", "{files: []}", "{ranks: [8], files: []}", "{squares: []}"}) {
        auto file = write(dir / "zone.yaml", replaced(chess_text(), "{ranks: [8]}", zone));
        auto run = run_variant("validate '" + file + "'");
        CHECK(run.status == 1);
        CHECK_THAT(run.err, Catch::Contains("error: zone 'last-rank' is empty"));
    }
    // Still a zone: an empty list beside squares.
    auto file = write(dir / "zone.yaml",
                      replaced(chess_text(), "{ranks: [8]}", "{ranks: [], squares: [a8, b8, c8, d8, e8, f8, g8, h8]}"));
    CHECK(run_variant("validate '" + file + "'").status == 0);
    fs::remove_all(dir);
}

TEST_CASE("a NUL inside an 'extends' path is refused, not cut short", "[hostile][ruleset]") {
    auto dir = scratch("nul");
    write(dir / "base.yaml", chess_text());
    auto file = write(dir / "child.yaml", "extends: \"base.yaml\\0anything\"\nname: Child\n");
    auto run = run_variant("validate '" + file + "'");
    CHECK(run.status == 1);
    CHECK_THAT(run.err, Catch::Contains("child.yaml:1:11: error: an 'extends' path cannot hold a NUL character"));
    fs::remove_all(dir);
}

TEST_CASE("CR-only line endings (YAML line breaks) read like LF", "[hostile][ruleset]") {
    auto dir = scratch("cr");
    std::string text = chess_text();
    for (char& c : text)
        if (c == '\n') c = '\r';
    auto file = write(dir / "cr.yaml", text);
    CHECK(run_variant("validate '" + file + "'").status == 0);
    // A mistake is placed on its line and quoted without the other lines.
    auto broken = write(dir / "broken.yaml", replaced(text, "  files: 8", "  files: 99"));
    auto run = run_variant("validate '" + broken + "'");
    CHECK(run.status == 1);
    CHECK_THAT(run.err, Catch::Contains("broken.yaml:5:10: error: 'files' must be between 1 and 36, not 99\n"
                                        "  files: 99\n"
                                        "         ^"));
    fs::remove_all(dir);
}

TEST_CASE("an alias bomb is one error, without a false \"has no value\" after it", "[hostile][ruleset]") {
    auto dir = scratch("bomb");
    std::string text = "data:\n  a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int i = 1; i <= 8; ++i) {
        std::string prev = "*a" + std::to_string(i - 1);
        text += "  a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
        for (int k = 0; k < 10; ++k) text += (k ? ", " : "") + prev;
        text += "]\n";
    }
    text += "name: *a8\npieces: {king: {code: K, betza: K}}\nsetup: 8/8/8/8/8/8/8/K6k w - - 0 1\n";
    auto run = run_variant("validate '" + write(dir / "bomb.yaml", text) + "'");
    CHECK(run.status == 1);
    CHECK_THAT(run.err, Catch::Contains("error: the document is too large: more than 200000 values"));
    CHECK_THAT(run.err, !Catch::Contains("has no value"));
    CHECK_THAT(run.err, Catch::Contains("bomb.yaml: 1 error"));
    fs::remove_all(dir);
}

TEST_CASE("a message quotes a megabyte-long source line cut around the caret", "[hostile][ruleset]") {
    auto dir = scratch("long");
    const std::string padding(1000000, 'x');
    // The whole ruleset on one line, as a minifier writes it.
    auto file = write(dir / "long.yaml", "{name: \"" + padding +
                                             "\", pieces: {king: {code: K, betza: K, royal: true}}, "
                                             "setup: 8/8/8/8/8/8/8/K6k w - - 0 1, mvoe_limit: 50}\n");
    auto run = run_variant("validate '" + file + "'");
    CHECK(run.status == 1);
    CHECK(run.err.size() < 1000);  // the message, and a line of at most 160 characters
    // The mistake lies a megabyte into the line: shown after "...", its caret under it.
    CHECK_THAT(run.err, Catch::Contains("long.yaml:1:1000098: error: unknown key 'mvoe_limit'"));
    auto at = run.err.find("\n...");
    REQUIRE(at != std::string::npos);
    ++at;
    REQUIRE(at != std::string::npos);
    auto line_end = run.err.find('\n', at);
    auto key = run.err.find("mvoe_limit", at);
    REQUIRE(key < line_end);
    CHECK(run.err.substr(line_end + 1 + (key - at), 1) == "^");
    fs::remove_all(dir);
}

TEST_CASE("number arguments are plain digits: '+2', ' 2' and '2 ' are all refused", "[hostile][cli]") {
    for (const std::string depth : {"+2", " 2", "2 ", "-0", "2x", ""}) {
        auto run = run_variant("perft " + source + "/rulesets/chess.yaml '" + depth + "'");
        CHECK(run.status == 2);
        CHECK_THAT(run.err, Catch::Contains("depth must be a number from 0 to 64"));
    }
    CHECK(run_variant("perft " + source + "/rulesets/chess.yaml 2 --threads ' 2'").status == 2);
    CHECK(run_variant("perft " + source + "/rulesets/chess.yaml 2 --threads 2").out == "Nodes searched: 400\n");
}

TEST_CASE("a non-ASCII character of a FEN or a move is quoted whole", "[hostile][cli]") {
    auto fen = run_variant(
        "perft " + source +
        "/rulesets/chess.yaml 1 --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\xc3\xa9 w KQkq - 0 1'");
    CHECK(fen.status != 0);
    CHECK_THAT(fen.err, Catch::Contains("unexpected '\xc3\xa9'"));
    CHECK(valid_utf8(fen.err));
    auto move = run_variant("perft " + source +
                            "/rulesets/chess.yaml 1 --moves '\xc3\xa9"
                            "2e4'");
    CHECK(move.status != 0);
    CHECK_THAT(move.err, Catch::Contains("'\xc3\xa9' is not a square"));
    CHECK(valid_utf8(move.err));
    // A byte that is not UTF-8 is written as an escape, never raw.
    auto stray = run_variant("perft " + source + "/rulesets/chess.yaml 1 --moves \"$(printf '\\377')2e4\"");
    CHECK_THAT(stray.err, Catch::Contains("'\\xff' is not a square"));
    CHECK(valid_utf8(stray.err));
}

TEST_CASE("YAML escapes \\_ and \\N decode to UTF-8, control characters are escaped", "[hostile][cli]") {
    auto dir = scratch("escapes");
    auto file = write(dir / "escapes.yaml", replaced(chess_text(), "name: Chess", "name: \"Ch\\_ess\\N\\e[31m\""));
    auto run = run_variant("show '" + file + "'");
    CHECK(run.status == 0);
    // U+00A0 and U+0085 as UTF-8 (C2 A0, C2 85), ESC written out.
    CHECK(run.out.substr(0, run.out.find('\n')) == "Ch\xc2\xa0"
                                                   "ess\xc2\x85\\x1b[31m");
    fs::remove_all(dir);
}

TEST_CASE("a file name with a line break or an escape reaches the terminal escaped", "[hostile][cli]") {
    auto run = run_variant("validate \"$(printf 'no\\nsuch\\033[31m.yaml')\"");
    CHECK(run.status == 1);
    CHECK_THAT(run.err, Catch::StartsWith("no\\nsuch\\x1b[31m.yaml: error: cannot read the file\n"));
}

TEST_CASE("output that cannot be written is an error with status 1", "[hostile][cli]") {
    const std::string variant = std::string("'") + VARIANT_BINARY + "' ";
    const std::string chess = source + "/rulesets/chess.yaml";
    if (fs::exists("/dev/full"))  // a full disk
        CHECK(shell(variant + "perft " + chess + " 3 --divide >/dev/full 2>/dev/null") == 1);
    CHECK(shell(variant + "moves " + chess + " >&- 2>/dev/null") == 1);  // stdout closed
    CHECK(shell(variant + "show " + chess + " >&- 2>/dev/null") == 1);
    CHECK(shell(variant + "--help >&- 2>/dev/null") == 1);
}
