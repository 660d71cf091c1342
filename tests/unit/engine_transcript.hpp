// Shared by the engine protocol tests: the lines `variant engine` prints for a script of commands.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "tests/unit/run_variant.hpp"

namespace variant::testing {

// The lines printed for `commands` (`arguments` after `engine`: ruleset files, --rulesets).
inline std::vector<std::string> engine_session(const std::string& commands, const std::string& arguments = "") {
    static int calls = 0;
    const auto input = std::filesystem::temp_directory_path() /
                       ("variant-engine-" + std::to_string(getpid()) + "-" + std::to_string(++calls) + ".in");
    std::ofstream(input) << commands;
    const auto run = run_variant("engine " + arguments + " < '" + input.string() + "'");
    std::filesystem::remove(input);
    REQUIRE(run.status == 0);
    std::vector<std::string> lines;
    std::string line;
    for (char ch : run.out) {
        if (ch == '\n') {
            lines.push_back(line);
            line.clear();
        } else {
            line += ch;
        }
    }
    return lines;
}

// The index of the first line starting with `prefix` at or after `from`, or -1.
inline int index_of(const std::vector<std::string>& lines, const std::string& prefix, int from = 0) {
    for (std::size_t i = std::size_t(std::max(from, 0)); i < lines.size(); ++i)
        if (lines[i].rfind(prefix, 0) == 0) return int(i);
    return -1;
}

}  // namespace variant::testing
