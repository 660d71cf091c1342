// `variant`: the command a variant designer runs. Dispatches to one file per subcommand.
#include <fmt/format.h>

#include <cstdio>
#include <string>
#include <string_view>

#include "tools/variant/commands.hpp"

namespace {

struct Command {
    std::string_view name;
    int (*run)(const variant::cli::Args&);
    std::string_view summary;
};

constexpr Command commands[] = {
    {"validate", variant::cli::validate, "check ruleset files; print 'ok' or every error with file:line:col"},
    {"explain", variant::cli::explain, "draw a Betza move on an empty board and say it in words"},
    {"show", variant::cli::show, "draw a ruleset's start position (or --fen) with its reserves"},
    {"moves", variant::cli::moves, "list the legal moves of a position, one per line"},
    {"perft", variant::cli::perft, "count leaf nodes of the move tree (with --divide, --fen, --moves, --threads)"},
};

void print_help(std::FILE* out) {
    fmt::print(out, "usage: variant <command> [arguments]\n\ncommands:\n");
    for (const auto& c : commands) fmt::print(out, "  {:<9} {}\n", c.name, c.summary);
    fmt::print(out, "\n'variant <command> --help' shows a command's arguments.\n");
}

}  // namespace

namespace variant::cli {

int usage_error(const std::string& command, const std::string& message, const std::string& usage) {
    fmt::print(stderr, "variant {}: {}\nusage: {}\n", command, message, usage);
    return 2;
}

}  // namespace variant::cli

int main(int argc, char** argv) {
    if (argc < 2) {
        print_help(stderr);
        return 2;
    }
    std::string_view name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        print_help(stdout);
        return 0;
    }
    for (const auto& c : commands) {
        if (c.name == name) {
            variant::cli::Args args(argv + 2, argv + argc);
            return c.run(args);
        }
    }
    fmt::print(stderr, "variant: unknown command '{}'\n\n", argv[1]);
    print_help(stderr);
    return 2;
}
