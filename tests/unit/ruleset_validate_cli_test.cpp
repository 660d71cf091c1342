// `variant validate`: "FILE: ok" and status 0 for good files, every error and status 1 for bad ones,
// status 2 for usage mistakes.
#include <catch2/catch.hpp>

#include <string>

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
