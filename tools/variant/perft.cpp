// `variant perft FILE DEPTH [--fen FEN] [--moves M...] [--divide] [--threads N] [--hash MB] [--mpi] [--split D]
// [--write-leaves]`:
// counts the leaves of the legal move tree. The last line is "Nodes searched: N" (the Stockfish convention);
// --divide first prints "move: count" per root move, each as soon as it is known. A progress line (nodes,
// speed, time left) goes to stderr only when stderr is a terminal. SIGINT or SIGTERM stops the run: what was
// counted has been printed, stderr says how far it got, and the exit status is 128 + the signal (130 for
// Ctrl-C). --hash gives the perft hash its megabytes; --mpi shares the count among the ranks of an MPI job
// (perft_mpi.hpp); --split D prints the subtrees D plies down as lines of moves, for job arrays;
// --write-leaves writes the last ply's moves one by one instead of counting them in bulk (the same count: a
// measure of what a search pays for its moves, tools/bench).
#include <unistd.h>

#include <csignal>

#include <fmt/format.h>

#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "interpreter/movegen/movegen.hpp"
#include "interpreter/perft/perft.hpp"
#include "interpreter/perft/subtrees.hpp"
#include "tools/variant/engine_args.hpp"
#include "tools/variant/perft_mpi.hpp"

namespace variant::cli {

namespace {
constexpr const char* usage =
    "variant perft FILE DEPTH [--fen FEN] [--moves M...] [--divide] [--threads N] [--hash MB] [--mpi] [--split D] "
    "[--write-leaves]";
const std::vector<std::string> own_options = {"--divide", "--threads", "--hash", "--mpi", "--split", "--write-leaves"};

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

// --split D: each subtree D plies down as the moves that reach it (after those of --moves), one line each.
// Counting perft DEPTH - D after each line and adding up gives perft DEPTH.
void print_split(const Position& root, int depth, int plies, const std::vector<std::string>& before) {
    std::vector<Move> roots;
    const std::vector<Subtree> subtrees = split_tree(root, plies, roots);
    Position pos = root;
    std::string prefix;
    for (const auto& m : before) prefix += m + " ";
    for (const Subtree& s : subtrees) {
        std::string line = prefix;
        for (int i = 0; i < s.plies; ++i) {
            line += move_to_string(pos, s.line[i]) + (i + 1 < s.plies ? " " : "");
            pos.make(s.line[i]);
        }
        unmake_line(pos, s);
        fmt::print("{}\n", line);
    }
    fmt::print(stderr, "{} subtrees {} plies down: add up perft {} after each line's moves\n", subtrees.size(), plies,
               depth - plies);
}

}  // namespace

int perft(const Args& args) {
    int depth = 0, split = 0;
    PerftOptions options;
    bool show_divide = false, mpi = false;
    auto read_own = [&](const std::vector<std::string>& positionals,
                        const std::vector<std::string>& own) -> std::string {
        if (!parse_int(positionals[0], depth, 0, 64)) return "depth must be a number from 0 to 64";
        int hash = 0;
        for (std::size_t i = 0; i < own.size(); ++i) {
            if (own[i] == "--divide") show_divide = true;
            if (own[i] == "--mpi") mpi = true;
            if (own[i] == "--write-leaves") options.write_leaves = true;
            if (own[i] == "--threads" && !parse_int(own[++i], options.threads, 1, 1024))
                return "--threads needs a number from 1 to 1024";
            if (own[i] == "--hash" && !parse_int(own[++i], hash, 1, 1 << 20))
                return "--hash needs a number of megabytes from 1 to 1048576";
            if (own[i] == "--split" && !parse_int(own[++i], split, 1, MaxSplitPlies))
                return fmt::format("--split needs a number of plies from 1 to {}", MaxSplitPlies);
        }
        options.hash_mb = std::size_t(hash);
        if (split > depth) return "--split cannot cut deeper than DEPTH";
        if (split && (show_divide || mpi)) return "--split prints the subtrees: it counts nothing (no --divide, --mpi)";
        if (mpi && !mpi_built()) return "--mpi: this build has no MPI (configure with cmake -DVARIANT_MPI=ON)";
        return "";
    };
    int status = 0;
    auto loaded = start_command(args, {"perft", usage, own_options, 1, "no depth given", read_own}, status);
    if (!loaded) return status;
    if (split) {
        EngineArgs ea;
        std::vector<std::string> own;
        std::string error;
        split_engine_args(args, own_options, ea, own, error);
        print_split(*loaded->pos, depth, split, ea.moves);
        return 0;
    }

    const bool tty = isatty(fileno(stderr)) && !mpi;
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
    std::atomic<bool> output_failed{false};
    auto print_entry = [&](const DivideEntry& e) {
        if (tty) fmt::print(stderr, "\r\033[K");
        fmt::print("{}: {}\n", e.move, e.nodes);
        // Seen at once, even through a pipe. A reader gone (`| head -1`) ends the count: nothing more can be
        // shown, and main reports the failed write (exit status 1).
        if (std::fflush(stdout) != 0) {
            output_failed = true;
            stop_requested = true;
        }
    };
    if (show_divide && !mpi) watch.counted = print_entry;
    std::signal(SIGINT, on_stop_signal);
    std::signal(SIGTERM, on_stop_signal);
    std::uint64_t total = 0;
    int counted = 0, moves = 0;
    bool stopped = false;
    if (depth == 0) {
        total = 1;
        if (mpi && !mpi_divide(*loaded->pos, depth, options, &stop_requested).printer) return 0;
    } else {
        std::vector<DivideEntry> entries;
        if (mpi) {
            // Rank 0 prints each line as soon as all ranks have counted it.
            MpiCount shared = mpi_divide(*loaded->pos, depth, options, &stop_requested,
                                         show_divide ? std::function<void(const DivideEntry&)>(print_entry)
                                                     : std::function<void(const DivideEntry&)>());
            if (!shared.printer) return shared.stopped ? 128 + int(stop_signal ? stop_signal : SIGTERM) : 0;
            stopped = shared.stopped;
            entries = std::move(shared.entries);
        } else {
            entries = divide(*loaded->pos, depth, options, watch);
        }
        if (tty) fmt::print(stderr, "\r\033[K");
        moves = int(entries.size());
        for (const auto& e : entries) {
            total += e.counted ? e.nodes : 0;
            counted += e.counted;
        }
        stopped = stopped || stop_requested;
        if (show_divide && !stopped) fmt::print("\n");
    }
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (output_failed) return 1;  // main says why: the output could not be written
    if (stopped) {
        fmt::print(stderr, "perft {} stopped: {} of {} root moves counted, {} nodes\n", depth, counted, moves, total);
        return 128 + int(stop_signal ? stop_signal : SIGTERM);
    }
    if (tty) {
        double s = elapsed();
        fmt::print(stderr, "{:.3f}s, {:.0f} nodes/s\n", s, s > 0 ? double(total) / s : 0.0);
    }
    fmt::print("Nodes searched: {}\n", total);
    return 0;
}

}  // namespace variant::cli
