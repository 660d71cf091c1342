// The broken-ruleset corpus: every tests/data/broken/*.yaml must fail with exactly the messages its
// `# expect: LINE:COL: error: MESSAGE` header lines name, no fewer and no more: a message that merely
// follows from another (noise) fails the test as surely as a missing one. Files in subfolders are helpers,
// not cases. As in `variant validate`, a file the loader accepts is compiled, so what only the compiler
// checks is covered too.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "interpreter/features/registry.hpp"
#include "interpreter/ruleset/loader.hpp"

namespace {

std::vector<std::string> expectations(const std::filesystem::path& file) {
    std::vector<std::string> out;
    std::ifstream in(file);
    const std::string prefix = "# expect: ";
    for (std::string line; std::getline(in, line) && line.rfind("#", 0) == 0;)
        if (line.rfind(prefix, 0) == 0) out.push_back(line.substr(prefix.size()));
    return out;
}

// "LINE:COL: error: MESSAGE" — the headline without the file name.
std::string located_message(const variant::Diagnostic& d) {
    return std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": error: " + d.message;
}

}  // namespace

TEST_CASE("every broken ruleset produces the message it names", "[ruleset][corpus]") {
    std::filesystem::path dir = std::string(VARIANT_SOURCE_DIR) + "/tests/data/broken";
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.is_regular_file() && entry.path().extension() == ".yaml") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    CHECK(files.size() >= 40);
    for (const auto& file : files) {
        INFO(file.filename().string());
        auto expected = expectations(file);
        REQUIRE_FALSE(expected.empty());
        try {
            variant::compile(variant::load_ruleset(file.string()));
            FAIL_CHECK("loaded and compiled without an error");
        } catch (const variant::DiagnosticError& e) {
            std::vector<std::string> got;
            for (const auto& d : e.diagnostics()) got.push_back(located_message(d));
            INFO("produced:\n" + e.render_all());
            for (const auto& message : expected) CHECK(std::find(got.begin(), got.end(), message) != got.end());
            std::sort(got.begin(), got.end());
            std::sort(expected.begin(), expected.end());
            CHECK(got == expected);
        }
    }
}
