// `extends:` — override, deep merge, removal with null, cycles.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "interpreter/ruleset/loader.hpp"

namespace {

namespace fs = std::filesystem;

// A scratch directory of YAML files for one test.
struct Files {
    fs::path dir;
    explicit Files(const std::string& name)
        : dir(fs::temp_directory_path() / ("variant-extends-" + std::to_string(getpid()) + "-" + name)) {
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    ~Files() { fs::remove_all(dir); }
    std::string write(const std::string& name, const std::string& text) const {
        fs::path path = dir / name;
        fs::create_directories(path.parent_path());
        std::ofstream(path) << text;
        return path.string();
    }
};

const std::string base_text = "name: Base\n"
                              "board: {files: 8, ranks: 8}\n"
                              "pieces:\n"
                              "  king: {code: K, betza: K, royal: true}\n"
                              "  rook: {code: R, betza: R, value: 5}\n"
                              "zones:\n"
                              "  far: {ranks: [8]}\n"
                              "end: {move_limit: 50, repetition: 3}\n"
                              "setup: 4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n";

std::string messages(const variant::DiagnosticError& e) { return e.what(); }

}  // namespace

TEST_CASE("extends overrides scalars and deep-merges maps", "[ruleset][extends]") {
    Files files("merge");
    files.write("base.yaml", base_text);
    std::string child = files.write("child.yaml", "extends: base.yaml\n"
                                                  "name: Child\n"
                                                  "board: {ranks: 10}\n"
                                                  "setup: 4k3/8/8/8/8/8/8/8/8/R3K3 w - - 0 1\n"
                                                  "pieces:\n"
                                                  "  rook: {value: 6}\n"
                                                  "  wazir: {code: W, betza: W}\n"
                                                  "end: {repetition: 4}\n");
    auto rules = variant::load_ruleset(child).rules();
    CHECK(rules.name.value == "Child");
    CHECK(rules.board.files == 8);   // kept
    CHECK(rules.board.ranks == 10);  // overridden inside the merged map
    REQUIRE(rules.pieces.size() == 3);
    CHECK(rules.pieces[1].name.value == "rook");
    CHECK(rules.pieces[1].value == 6);          // overridden
    CHECK(rules.pieces[1].betza.value == "R");  // inherited
    CHECK(rules.pieces[1].betza.where.file == files.dir / "base.yaml");
    CHECK(rules.pieces[2].name.value == "wazir");  // added
    CHECK(rules.end.move_limit == 50);
    CHECK(rules.end.repetition == 4);
}

TEST_CASE("a null value removes an inherited key; lists are replaced whole", "[ruleset][extends]") {
    Files files("remove");
    files.write("base.yaml", base_text);
    std::string child = files.write("sub/child.yaml", "extends: ../base.yaml\n"
                                                      "pieces: {rook: ~, bishop: {code: B, betza: B}}\n"
                                                      "end: {move_limit: ~}\n"
                                                      "setup: 4k3/8/8/8/8/8/8/B3K3 w - - 0 1\n");
    auto rules = variant::load_ruleset(child).rules();
    REQUIRE(rules.pieces.size() == 2);
    CHECK(rules.pieces[1].name.value == "bishop");
    CHECK(rules.end.move_limit == 0);
    CHECK(rules.end.repetition == 3);
}

TEST_CASE("errors in an extended file point into that file", "[ruleset][extends]") {
    Files files("base-error");
    std::string base = files.write(
        "base.yaml", "name: Base\nbord: {files: 8}\npieces: {king: {code: K, betza: K, royal: true}}\nsetup: k/K w\n");
    std::string child = files.write("child.yaml", "extends: base.yaml\nname: Child\n");
    try {
        variant::load_ruleset(child);
        FAIL("no error");
    } catch (const variant::DiagnosticError& e) {
        REQUIRE(e.diagnostics().size() == 1);
        CHECK(e.diagnostics()[0].where.file == base);
        CHECK(messages(e) == base + ":2:1: error: unknown key 'bord' (did you mean 'board'?)");
    }
}

TEST_CASE("an extends cycle is an error naming the chain", "[ruleset][extends]") {
    Files files("cycle");
    std::string a = files.write("a.yaml", "extends: b.yaml\nname: A\n");
    files.write("b.yaml", "extends: c.yaml\nname: B\n");
    files.write("c.yaml", "extends: a.yaml\nname: C\n");
    try {
        variant::load_ruleset(a);
        FAIL("no error");
    } catch (const variant::DiagnosticError& e) {
        REQUIRE(e.diagnostics().size() == 1);
        CHECK(e.diagnostics()[0].message == "'extends' cycle: a.yaml -> b.yaml -> c.yaml -> a.yaml");
        CHECK(e.diagnostics()[0].where.file == files.dir / "c.yaml");
        CHECK(e.diagnostics()[0].where.line == 1);
        CHECK(e.diagnostics()[0].where.column == 10);
    }
}

TEST_CASE("a file extending itself and a missing base are errors", "[ruleset][extends]") {
    Files files("self");
    std::string self = files.write("self.yaml", "extends: self.yaml\n");
    CHECK_THROWS_WITH(variant::load_ruleset(self), Catch::Contains("'extends' cycle: self.yaml -> self.yaml"));
    std::string missing = files.write("missing.yaml", "extends: 'nowhere.yaml'\nname: M\n");
    CHECK_THROWS_WITH(variant::load_ruleset(missing),
                      Catch::Contains("missing.yaml:1:11: error: no ruleset 'nowhere.yaml' found (looked in "));
}

TEST_CASE("extends by name: the own folder, then VARIANT_RULESETS, then the shipped rulesets", "[ruleset][extends]") {
    Files files("by-name");
    // A shipped game by name, from a folder outside the checkout: chess's pieces, its own name.
    std::string child = files.write("mine.yaml", "extends: chess\nname: Mine\n");
    auto mine = variant::load_ruleset(child).rules();
    CHECK(mine.name.value == "Mine");
    CHECK(mine.pieces.size() == 6);
    // The own folder comes first: a local chess.yaml shadows the shipped one.
    files.write("chess.yaml", base_text);
    CHECK(variant::load_ruleset(child).rules().pieces.size() == 2);
    // A VARIANT_RULESETS folder is searched after the own folder, before the shipped rulesets.
    std::string lone = files.write("sub/lone.yaml", "extends: library-base\nname: Lone\n");
    files.write("lib/library-base.yaml", base_text);
    CHECK_THROWS_WITH(variant::load_ruleset(lone),
                      Catch::Contains("lone.yaml:1:10: error: no ruleset 'library-base' found (looked in "));
    setenv("VARIANT_RULESETS", ("/nonexistent:" + (files.dir / "lib").string()).c_str(), 1);
    CHECK(variant::load_ruleset(lone).rules().pieces.size() == 2);
    unsetenv("VARIANT_RULESETS");
    // A path with a folder in it stays relative to the including file and is not searched for.
    std::string pathy = files.write("pathy.yaml", "extends: nowhere/chess.yaml\nname: P\n");
    CHECK_THROWS_WITH(variant::load_ruleset(pathy), Catch::Contains("relative to the including file"));
}

TEST_CASE("load_ruleset_from_string reports with the given name", "[ruleset]") {
    CHECK_THROWS_WITH(variant::load_ruleset_from_string("name: [unclosed\n", "mem.yaml"),
                      Catch::StartsWith("mem.yaml:"));
    CHECK_THROWS_WITH(variant::load_ruleset_from_string("", "mem.yaml"),
                      Catch::Contains("mem.yaml:1:1: error: the file is empty"));
    CHECK_THROWS_WITH(variant::load_ruleset_from_string("[]", "mem.yaml"), Catch::Contains("a ruleset must be a map"));
    // The fuzzer's input on which yaml-cpp's LoadAll never returns: refused at once (a ',' starts no YAML value).
    CHECK_THROWS_WITH(variant::load_ruleset_from_string(",ZJJ", "mem.yaml"), Catch::StartsWith("mem.yaml:1:1: error:"));
}
