// `variant think FILE [--fen FEN] [--moves M...] [--depth N | --nodes N | --movetime MS] [--threads N]
// [--hash MB]`: searches the position and prints, after each finished iteration, its depth, score
// (centipawns, or "mate N" in moves), nodes, nodes per second, time and principal variation; then
// "bestmove M" (or "bestmove (none)" when the game is over). Without a limit it thinks for one second.
// SIGINT or SIGTERM stops it with the best move found so far.
#include <csignal>

#include <fmt/format.h>

#include <atomic>
#include <charconv>
#include <cstdio>
#include <string>
#include <vector>

#include "interpreter/movegen/movegen.hpp"
#include "interpreter/play/san.hpp"
#include "interpreter/search/search.hpp"
#include "tools/variant/engine_args.hpp"
#include "tools/variant/search_text.hpp"

namespace variant::cli {

namespace {

constexpr const char* usage =
    "variant think FILE [--fen FEN] [--moves M...] [--depth N | --nodes N | --movetime MS] [--threads N] "
    "[--hash MB]";

std::atomic<bool> stop_requested{false};
extern "C" void on_think_signal(int) { stop_requested.store(true); }

bool parse_number(const std::string& s, long long& out, long long lo, long long hi) {
    long long v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi) return false;
    out = v;
    return true;
}

}  // namespace

std::string score_text(int score) {
    if (!is_mate_score(score)) return fmt::format("cp {}", score);
    const int plies = mate_plies(score);
    return fmt::format("mate {}", plies > 0 ? (plies + 1) / 2 : -((-plies + 1) / 2));
}

GameLine replay_game(const std::string& fen, const Game& game, const std::vector<std::string>& moves) {
    Position pos(game);
    pos.set_fen(fen);
    GameLine line;
    for (const auto& text : moves) {
        std::string error;
        const auto m = parse_any_move(pos, text, error);
        if (!m) break;
        line.keys.push_back(pos.key());
        line.moves.push_back(*m);
        pos.make(*m);
    }
    return line;
}

int think(const Args& args) {
    SearchLimits limits;
    int threads = 1, hash = 16;
    auto read_own = [&](const std::vector<std::string>&, const std::vector<std::string>& own) -> std::string {
        int limits_given = 0;
        for (std::size_t i = 0; i + 1 < own.size(); i += 2) {
            long long v = 0;
            const std::string& o = own[i];
            if (o == "--depth") {
                if (!parse_number(own[i + 1], v, 1, MaxSearchPly - 1))
                    return fmt::format("--depth needs a number of plies from 1 to {}", MaxSearchPly - 1);
                limits.depth = int(v);
                ++limits_given;
            } else if (o == "--nodes") {
                if (!parse_number(own[i + 1], v, 1, 1'000'000'000'000LL)) return "--nodes needs a positive number";
                limits.nodes = std::uint64_t(v);
                ++limits_given;
            } else if (o == "--movetime") {
                if (!parse_number(own[i + 1], v, 1, 86'400'000))
                    return "--movetime needs milliseconds from 1 to 86400000";
                limits.movetime_ms = int(v);
                ++limits_given;
            } else if (o == "--threads") {
                if (!parse_number(own[i + 1], v, 1, 256)) return "--threads needs a number from 1 to 256";
                threads = int(v);
            } else if (o == "--hash") {
                if (!parse_number(own[i + 1], v, 1, 65536)) return "--hash needs a number of megabytes from 1 to 65536";
                hash = int(v);
            }
        }
        if (limits_given > 1) return "give one limit: --depth, --nodes or --movetime";
        if (!limits_given) limits.movetime_ms = 1000;
        return "";
    };
    int status = 0;
    const std::vector<std::string> own_options = {"--depth", "--nodes", "--movetime", "--threads", "--hash"};
    auto loaded = start_command(args, {"think", usage, own_options, 0, "", read_own}, status);
    if (!loaded) return status;
    EngineArgs ea;
    std::vector<std::string> own;
    std::string error;
    split_engine_args(args, own_options, ea, own, error);
    const std::vector<std::uint64_t> earlier =
        replay_game(ea.fen ? *ea.fen : loaded->game->setup_fen, *loaded->game, ea.moves).keys;

    Searcher searcher(*loaded->game, std::size_t(hash), threads);
    const Position& root = *loaded->pos;
    auto print_pv = [&](const std::vector<Move>& pv) {
        Position p = root;
        std::string line;
        for (const Move& m : pv) {
            line += (line.empty() ? "" : " ") + move_to_san(p, m);
            p.make(m);
        }
        return line;
    };
    std::signal(SIGINT, on_think_signal);
    std::signal(SIGTERM, on_think_signal);
    const SearchResult result = searcher.think(
        root, earlier, limits,
        [&](const SearchReport& r) {
            fmt::print("depth {} seldepth {} score {} nodes {} nps {:.0f} time {:.3f} pv {}\n", r.depth, r.seldepth,
                       score_text(r.score), r.nodes, r.seconds > 0 ? double(r.nodes) / r.seconds : 0.0, r.seconds,
                       print_pv(r.pv));
            std::fflush(stdout);
        },
        &stop_requested);
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    fmt::print("bestmove {}\n", result.has_move ? move_to_string(root, result.best) : "(none)");
    return 0;
}

}  // namespace variant::cli
