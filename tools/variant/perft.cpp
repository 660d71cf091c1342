// `variant perft FILE DEPTH [--fen FEN] [--moves M...] [--divide] [--threads N]`: counts the leaves of the
// legal move tree. The last line is "Nodes searched: N" (the Stockfish convention); --divide first prints
// "move: count" per root move. A progress line goes to stderr only when stderr is a terminal.
#include <unistd.h>

#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <string>

#include "interpreter/perft/perft.hpp"
#include "tools/variant/engine_args.hpp"

namespace variant::cli {

namespace {
constexpr const char* usage = "variant perft FILE DEPTH [--fen FEN] [--moves M...] [--divide] [--threads N]";

bool parse_int(const std::string& s, int& out, int lo, int hi) {
    try {
        std::size_t used = 0;
        int v = std::stoi(s, &used);
        if (used != s.size() || v < lo || v > hi) return false;
        out = v;
        return true;
    } catch (...) {
        return false;
    }
}
}  // namespace

int perft(const Args& args) {
    int depth = 0, threads = 1;
    bool show_divide = false;
    auto read_own = [&](const std::vector<std::string>& positionals,
                        const std::vector<std::string>& own) -> std::string {
        if (!parse_int(positionals[0], depth, 0, 64)) return "depth must be a number from 0 to 64";
        for (std::size_t i = 0; i < own.size(); ++i) {
            if (own[i] == "--divide") show_divide = true;
            if (own[i] == "--threads" && !parse_int(own[++i], threads, 1, 1024))
                return "--threads needs a number from 1 to 1024";
        }
        return "";
    };
    int status = 0;
    auto loaded = start_command(args, {"perft", usage, {"--divide", "--threads"}, 1, "no depth given", read_own},
                                status);
    if (!loaded) return status;

    const bool tty = isatty(fileno(stderr));
    const auto start = std::chrono::steady_clock::now();
    auto progress = [&](int done, int total) {
        double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (s > 0.5) fmt::print(stderr, "\rperft {}: {}/{} root moves, {:.1f}s", depth, done, total, s);
    };
    std::uint64_t total = 0;
    if (depth == 0) {
        total = 1;
    } else {
        auto entries = divide(*loaded->pos, depth, threads, tty ? std::function<void(int, int)>(progress) : nullptr);
        if (tty) fmt::print(stderr, "\r\033[K");
        for (const auto& e : entries) {
            total += e.nodes;
            if (show_divide) fmt::print("{}: {}\n", e.move, e.nodes);
        }
        if (show_divide) fmt::print("\n");
    }
    if (tty) {
        double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        fmt::print(stderr, "{:.3f}s, {:.0f} nodes/s\n", s, s > 0 ? double(total) / s : 0.0);
    }
    fmt::print("Nodes searched: {}\n", total);
    return 0;
}

}  // namespace variant::cli
