// `variant validate`: "FILE: ok" and status 0 for good files, every error and status 1 for bad ones,
// status 2 for usage mistakes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "tests/unit/run_variant.hpp"

namespace {

struct Run {
    int status;
    std::string out;  // stdout, then stderr
};

Run run_validate(const std::string& arguments) {
    auto run = variant::testing::run_variant("validate " + arguments);
    return {run.status, run.out + run.err};
}

const std::string source = VARIANT_SOURCE_DIR;

}  // namespace

TEST_CASE("variant validate prints ok for valid rulesets", "[ruleset][cli]") {
    Run r = run_validate(source + "/rulesets/chess.yaml " + source + "/rulesets/shogi.yaml");
    CHECK(r.status == 0);
    CHECK(r.out == source + "/rulesets/chess.yaml: ok\n" + source + "/rulesets/shogi.yaml: ok\n");
}

TEST_CASE("variant validate reports every error with a caret and exits 1", "[ruleset][cli]") {
    std::string broken = source + "/tests/data/broken/several-errors.yaml";
    Run r = run_validate(source + "/rulesets/chess.yaml " + broken);
    CHECK(r.status == 1);
    CHECK_THAT(r.out, Catch::Contains("chess.yaml: ok"));
    CHECK_THAT(r.out, Catch::Contains(broken + ":5:19: error: unknown key 'rnaks' (did you mean 'ranks'?)\n"
                                               "board: {files: 5, rnaks: 5}\n"
                                               "                  ^~~~~\n"));
    CHECK_THAT(r.out, Catch::Contains(broken + ":10:10: error: unknown royalty 'chekc'"));
    CHECK_THAT(r.out, Catch::Contains("3 errors"));
}

TEST_CASE("variant validate: usage mistakes exit 2, a missing file exits 1", "[ruleset][cli]") {
    CHECK(run_validate("").status == 2);
    CHECK(run_validate("--frobnicate").status == 2);
    Run missing = run_validate("/nonexistent/x.yaml");
    CHECK(missing.status == 1);
    CHECK_THAT(missing.out, Catch::Contains("/nonexistent/x.yaml: error: cannot read the file"));
}

TEST_CASE("variant validate reports mistakes of every stage in one run", "[ruleset][cli]") {
    // The file's four mistakes: a key typo, a Betza letter after an escape, a setup FEN piece, a contradiction.
    std::string broken = source + "/tests/data/broken/multi-stage-errors.yaml";
    Run r = run_validate(broken);
    CHECK(r.status == 1);
    // "\x52X" is RX: the caret is under the X, after the four characters of the escape.
    CHECK_THAT(r.out, Catch::Contains(broken + ":12:31: error: unknown Betza letter 'X' in 'RX'\n"
                                               "  rook: {code: R, betza: \"\\x52X\", valeu: 5}\n"
                                               "                              ^\n"));
    CHECK_THAT(r.out, Catch::Contains(broken + ":12:35: error: unknown key 'valeu'"));
    CHECK_THAT(r.out, Catch::Contains(broken + ":13:33: error: piece 'rook' takes part in castling"));
    CHECK_THAT(r.out, Catch::Contains(broken + ":14:14: error: unknown piece 'Q' in the setup FEN"));
    CHECK_THAT(r.out, Catch::EndsWith(broken + ": 4 errors\n"));
}

TEST_CASE("variant validate: a message quoting a folded string stays on one line", "[ruleset][cli]") {
    std::string broken = source + "/tests/data/broken/bad-betza-folded.yaml";
    Run r = run_validate(broken);
    CHECK(r.status == 1);
    // The value is "fRX" and a line break; the message shows the break as \n.
    CHECK_THAT(r.out,
               Catch::Contains(broken + ":11:9: error: unknown Betza letter 'X' in 'fRX\\n'\n      fRX\n        ^\n"));
}

TEST_CASE("variant validate: empty files and files that are not UTF-8", "[ruleset][cli]") {
    const std::string empty_message =
        ":1:1: error: the file is empty: a ruleset needs at least 'name', 'pieces' and 'setup'\n";
    Run null_device = run_validate("/dev/null");
    CHECK(null_device.status == 1);
    CHECK(null_device.out == "/dev/null" + empty_message + "/dev/null: 1 error\n");

    const auto dir = std::filesystem::temp_directory_path();
    const std::string stem = dir / ("variant-validate-" + std::to_string(getpid()));
    const std::string empty = stem + "-empty.yaml", utf16 = stem + "-utf16.yaml";
    std::ofstream(empty).close();
    // "name: x" in UTF-16 little-endian, after its byte order mark FF FE
    std::ofstream(utf16, std::ios::binary) << std::string("\xff\xfen\0a\0m\0e\0:\0 \0x\0\n\0", 18);
    Run e = run_validate(empty);
    CHECK(e.status == 1);
    CHECK(e.out == empty + empty_message + empty + ": 1 error\n");
    Run u = run_validate(utf16);
    CHECK(u.status == 1);
    CHECK(u.out == utf16 +
                       ":1:1: error: the file is UTF-16 (it starts with a UTF-16 byte order mark): save it as UTF-8 "
                       "(a ruleset is UTF-8 text)\n" +
                       utf16 + ": 1 error\n");
    // A Latin-1 file: E9 is e-acute in Latin-1 but no UTF-8 character; "name: Caf" is 9 bytes before it.
    const std::string latin1 = stem + "-latin1.yaml";
    std::ofstream(latin1, std::ios::binary) << "# a menu\nname: Caf\xe9 chess\n";
    Run l = run_validate(latin1);
    CHECK(l.status == 1);
    CHECK(l.out == latin1 +
                       ":2:10: error: the file is not UTF-8: the byte 0xE9 here starts no valid UTF-8 character "
                       "(is it Latin-1?): save it as UTF-8 (a ruleset is UTF-8 text)\n" +
                       latin1 + ": 1 error\n");
    std::filesystem::remove(empty);
    std::filesystem::remove(utf16);
    std::filesystem::remove(latin1);
}

TEST_CASE("variant validate: the feature files of the mission's games validate", "[ruleset][cli]") {
    // Each file asks for the rules of one of the mission's games (Hostage Chess and Power Mover, Potential
    // Chess, Pocket Mutation Chess, tai shogi); the engine has them all now.
    std::string hostage = source + "/tests/data/valid/hostage-features.yaml";
    CHECK(run_validate(hostage).out == hostage + ": ok\n");
    std::string potential = source + "/tests/data/valid/potential-features.yaml";
    CHECK(run_validate(potential).out == potential + ": ok\n");
    CHECK(run_validate(source + "/tests/data/valid/pocket-features.yaml").status == 0);
    CHECK(run_validate(source + "/tests/data/valid/tai-features.yaml").status == 0);
}
