// Tests mirror rules: every rule of the registry (features/registry.hpp) has its test,
// tests/unit/features/<rule>_test.cpp, and that test names each ruleset key the rule owns
// (features/rule_keys.hpp), which are keys the rule declares itself (its declare_keys). The folder is read
// from the source tree CMake names (VARIANT_SOURCE_DIR).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "interpreter/features/rule_keys.hpp"
#include "interpreter/ruleset/keys.hpp"

using namespace variant;

namespace {

const std::filesystem::path source_dir = VARIANT_SOURCE_DIR;

std::string read_text(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// "end.move_limit" -> {"end", "move_limit"}; "castling" -> {"ruleset", "castling"}.
std::pair<std::string, std::string> split_key(std::string_view key) {
    const auto dot = key.find('.');
    if (dot == std::string_view::npos) return {"ruleset", std::string(key)};
    return {std::string(key.substr(0, dot)), std::string(key.substr(dot + 1))};
}

}  // namespace

TEST_CASE("every registered rule has its test, which names the rule's keys", "[features][meta]") {
    const auto table = rule_table(Features{});
    CHECK(table.size() > 30);
    for (const RuleKeys& rule : table) {
        const std::string name(rule.name);
        INFO("rule '" << name << "' (interpreter/features/rule_keys.hpp)");
        // The name is the module's.
        const auto module = source_dir / "interpreter/features";
        CHECK((std::filesystem::exists(module / (name + ".hpp")) || std::filesystem::is_directory(module / name)));
        const auto test = source_dir / "tests/unit/features" / (name + "_test.cpp");
        if (!std::filesystem::exists(test)) {
            FAIL_CHECK("rule '" << name << "' has no test: " << test.string());
            continue;
        }
        const std::string text = read_text(test);
        CHECK(text.find("TEST_CASE") != std::string::npos);
        CHECK(!rule.keys[0].empty());
        for (std::string_view key : rule.keys) {
            if (key.empty()) continue;
            const auto [section, leaf] = split_key(key);
            INFO("key '" << key << "'");
            // The key is one the ruleset reader knows.
            const auto& allowed = allowed_keys(section);
            CHECK(std::find(allowed.begin(), allowed.end(), leaf) != allowed.end());
            // ... and the rule declares it itself (its declare_keys), unless it declares none: multi-leg moves
            // are switched on by the pieces' own Betza strings.
            if (rule.declares_keys) CHECK(key_owner(section, leaf) == name);
            // ... and the test names it, as a whole word.
            if (!std::regex_search(text, std::regex("\\b" + leaf + "\\b")))
                FAIL_CHECK("the test of rule '" << name << "' (" << test.string() << ") never names its key '" << key
                                                << "'");
        }
    }
}

TEST_CASE("no two rules share a name, and each test there belongs to a rule", "[features][meta]") {
    const auto table = rule_table(Features{});
    std::vector<std::string> names;
    names.reserve(table.size());
    for (const RuleKeys& rule : table) names.emplace_back(rule.name);
    std::sort(names.begin(), names.end());
    CHECK(std::adjacent_find(names.begin(), names.end()) == names.end());
    for (const auto& entry : std::filesystem::directory_iterator(source_dir / "tests/unit/features")) {
        if (entry.path().extension() != ".cpp") continue;  // a header the tests share
        const std::string file = entry.path().filename().string();
        INFO(file);
        const std::string suffix = "_test.cpp";
        REQUIRE(file.size() > suffix.size());
        REQUIRE(file.substr(file.size() - suffix.size()) == suffix);
        CHECK(std::binary_search(names.begin(), names.end(), file.substr(0, file.size() - suffix.size())));
    }
}
