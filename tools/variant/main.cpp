// `variant`: the command a variant designer runs. Dispatches to one file per subcommand.
#include <fmt/format.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>

#include "interpreter/core/utf8.hpp"
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
    {"status", variant::cli::status, "say whether the game is over: '1-0 checkmate', '* White to move'"},
    {"pgn", variant::cli::pgn, "write a game as PGN, or read one (--read) and write it back"},
    {"perft", variant::cli::perft,
     "count leaf nodes of the move tree (with --divide, --fen, --moves, --threads, --hash, --mpi, --split)"},
    {"think", variant::cli::think, "search a position and print each iteration, then the best move"},
    {"engine", variant::cli::engine, "speak XBoard, UCI or USI to a GUI, offering every shipped ruleset by name"},
    {"play", variant::cli::play, "play a game in the terminal against the engine (or watch it play itself)"},
    {"match", variant::cli::match, "referee games between two engines (UCI, USI, XBoard), our rules the arbiter"},
};

void print_help(std::FILE* out) {
    fmt::print(out, "usage: variant <command> [arguments]\n\ncommands:\n");
    for (const auto& c : commands) fmt::print(out, "  {:<9} {}\n", c.name, c.summary);
    fmt::print(out, "\n'variant <command> --help' shows a command's arguments.\n");
}

}  // namespace

namespace variant::cli {

int usage_error(const std::string& command, const std::string& message, const std::string& usage) {
    fmt::print(stderr, "variant {}: {}\nusage: {}\n", command, printable(message), usage);
    return 2;
}

}  // namespace variant::cli

namespace {

// What could not be written (a full disk, a closed stdout) is a failure, not a silent success.
int flushed(int status) {
    errno = 0;
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return status;
    const int error = errno;
    std::fprintf(stderr, "variant: error: cannot write the output%s%s\n", error ? ": " : "",
                 error ? std::strerror(error) : "");
    return 1;
}

// A command either returns its status or fails here with a message: nothing escapes as an abort.
int run(const Command& c, const variant::cli::Args& args) {
    try {
        return flushed(c.run(args));
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "variant %s: error: out of memory\n", std::string(c.name).c_str());
    } catch (const std::system_error& e) {  // fmt's report of a failed write
        std::fprintf(stderr, "variant %s: error: %s\n", std::string(c.name).c_str(), e.what());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "variant %s: internal error: %s\n", std::string(c.name).c_str(), e.what());
    }
    return 1;
}

}  // namespace

int main(int argc, char** argv) {
    // A reader that goes away (`variant perft ... | head -1`) makes a write fail with EPIPE, reported as an
    // output error (exit status 1, as documented), instead of killing the program by SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    if (argc < 2) {
        print_help(stderr);
        return 2;
    }
    std::string_view name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        print_help(stdout);
        return flushed(0);
    }
    for (const auto& c : commands) {
        if (c.name == name) {
            variant::cli::Args args(argv + 2, argv + argc);
            return run(c, args);
        }
    }
    fmt::print(stderr, "variant: unknown command '{}'\n\n", variant::printable(argv[1]));
    print_help(stderr);
    return 2;
}
