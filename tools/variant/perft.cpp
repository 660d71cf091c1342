// `variant perft FILE DEPTH [--fen FEN] [--moves M...] [--divide] [--threads N]`: counts the leaves of the
// legal move tree. The last line is "Nodes searched: N" (the Stockfish convention); --divide first prints
// "move: count" per root move, each as soon as it is known. A progress line (nodes, speed, time left) goes
// to stderr only when stderr is a terminal. SIGINT or SIGTERM stops the run: what was counted has been
// printed, stderr says how far it got, and the exit status is 128 + the signal (130 for Ctrl-C).
#include <unistd.h>

#include <csignal>

#include <fmt/format.h>

#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>

#include "interpreter/perft/perft.hpp"
#include "tools/variant/engine_args.hpp"

namespace variant::cli {

namespace {
constexpr const char* usage = "variant perft FILE DEPTH [--fen FEN] [--moves M...] [--divide] [--threads N]";

std::atomic<bool> stop_requested{false};
volatile std::sig_atomic_t stop_signal = 0;

extern "C" void on_stop_signal(int signal) {
    stop_signal = signal;
    stop_requested.store(true);  // lock-free (checked below), so safe in a signal handler
}
static_assert(std::atomic<bool>::is_always_lock_free);

// "3m05s", "42s": the estimate of the time left shown by the progress line.
std::string duration_text(double seconds) {
    const long s = std::lround(seconds);
    return s >= 60 ? fmt::format("{}m{:02}s", s / 60, s % 60) : fmt::format("{}s", s);
}

// Decimal digits only: std::stoi would also take "+2" and " 2" (but not "2 "), a surprise either way.
bool parse_int(const std::string& s, int& out, int lo, int hi) {
    int v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || s[0] == '-' || ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi) return false;
    out = v;
    return true;
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
    auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    DivideWatch watch;
    watch.stop = &stop_requested;
    if (tty)
        watch.progress = [&](int done, int total_moves, std::uint64_t nodes) {
            const double s = elapsed();
            if (s < 0.5) return;
            fmt::print(stderr, "\r\033[Kperft {}: {}/{} root moves, {} nodes, {:.0f} nodes/s, {:.1f}s, about {} left",
                       depth, done, total_moves, nodes, double(nodes) / s, s,
                       duration_text(s * double(total_moves - done) / double(done)));
        };
    if (show_divide)
        watch.counted = [&](const DivideEntry& e) {
            if (tty) fmt::print(stderr, "\r\033[K");
            fmt::print("{}: {}\n", e.move, e.nodes);
            std::fflush(stdout);  // seen at once, even through a pipe
        };
    std::signal(SIGINT, on_stop_signal);
    std::signal(SIGTERM, on_stop_signal);
    std::uint64_t total = 0;
    int counted = 0, moves = 0;
    if (depth == 0) {
        total = 1;
    } else {
        auto entries = divide(*loaded->pos, depth, threads, watch);
        if (tty) fmt::print(stderr, "\r\033[K");
        moves = int(entries.size());
        for (const auto& e : entries) {
            total += e.counted ? e.nodes : 0;
            counted += e.counted;
        }
        if (show_divide && !stop_requested) fmt::print("\n");
    }
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (stop_requested) {
        fmt::print(stderr, "perft {} stopped: {} of {} root moves counted, {} nodes\n", depth, counted, moves, total);
        return 128 + int(stop_signal);
    }
    if (tty) {
        double s = elapsed();
        fmt::print(stderr, "{:.3f}s, {:.0f} nodes/s\n", s, s > 0 ? double(total) / s : 0.0);
    }
    fmt::print("Nodes searched: {}\n", total);
    return 0;
}

}  // namespace variant::cli
