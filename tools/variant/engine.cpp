// `variant engine [RULESET...] [--rulesets DIR]`: a program for GUIs. It offers the shipped rulesets (and
// those of each DIR, and each RULESET file) by name, and speaks the protocol its first command names:
// `xboard` (xboard.cpp), `uci` (uci.cpp) or `usi` (usi.cpp). docs/engine.md.
#include <fmt/format.h>

#include <cstdio>
#include <filesystem>
#include <iostream>

#include "tools/variant/commands.hpp"
#include "tools/variant/engine_protocol.hpp"

namespace variant::cli {

namespace {

constexpr const char* usage = "variant engine [RULESET...] [--rulesets DIR]";

void add_folder(RulesetCatalogue& c, const std::filesystem::path& dir) {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
        if (entry.path().extension() == ".yaml") c.files[entry.path().stem().string()] = entry.path().string();
}

}  // namespace

int engine(const Args& args) {
    RulesetCatalogue catalogue;
    add_folder(catalogue, VARIANT_SHIPPED_RULESETS);
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--help" || args[i] == "-h") {
            fmt::print("usage: {}\n", usage);
            return 0;
        }
        if (args[i] == "--rulesets") {
            if (i + 1 >= args.size()) return usage_error("engine", "--rulesets needs a folder", usage);
            if (!std::filesystem::is_directory(args[i + 1]))
                return usage_error("engine", fmt::format("'{}' is not a folder", args[i + 1]), usage);
            add_folder(catalogue, args[++i]);
        } else if (args[i].rfind("--", 0) == 0) {
            return usage_error("engine", fmt::format("unknown option '{}'", args[i]), usage);
        } else {
            if (!std::filesystem::is_regular_file(args[i]))
                return usage_error("engine", fmt::format("'{}' is not a file", args[i]), usage);
            catalogue.files[std::filesystem::path(args[i]).stem().string()] = args[i];
        }
    }
    if (catalogue.files.empty()) {
        fmt::print(stderr, "variant engine: no ruleset found (give files or --rulesets DIR)\n");
        return 1;
    }
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line == "uci") return run_uci(catalogue);
        if (line == "usi") return run_usi(catalogue);
        if (line == "xboard" || line.rfind("protover", 0) == 0) return run_xboard(catalogue, line);
        if (line == "quit") return 0;
        if (!line.empty()) {
            fmt::print("info string error: the first command names the protocol: 'xboard', 'uci' or 'usi'\n");
            std::fflush(stdout);
        }
    }
    return 0;
}

}  // namespace variant::cli
