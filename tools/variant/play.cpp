// `variant play FILE [--fen FEN] [--moves M...] [--engine-side white|black|both|none] [--movetime MS]
// [--threads N] [--hash MB] [--max-moves N]`: a game in the terminal. The board is drawn after every move;
// the person types moves (as `moves` prints them) at the prompt, or `quit`; the engine plays its side(s).
// The game ends by its rules (no legal move left), by `quit` or end of input, or after --max-moves moves
// (each side's move counts one); the result and the moves are printed at the end.
#include <fmt/format.h>

#include <charconv>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "interpreter/movegen/movegen.hpp"
#include "interpreter/search/outcome.hpp"
#include "interpreter/search/search.hpp"
#include "tools/variant/board_text.hpp"
#include "tools/variant/engine_args.hpp"
#include "tools/variant/search_text.hpp"

namespace variant::cli {

namespace {

constexpr const char* usage =
    "variant play FILE [--fen FEN] [--moves M...] [--engine-side white|black|both|none] [--movetime MS] "
    "[--threads N] [--hash MB] [--max-moves N]";

bool parse_positive(const std::string& s, int& out, int hi) {
    int v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v < 1 || v > hi) return false;
    out = v;
    return true;
}

// "1-0", "0-1", "1/2-1/2" and why, for a position with no legal move.
std::string result_text(Position& pos) {
    const int mover = pos.side();
    const char* names[2] = {"White", "Black"};
    switch (verdict_without_moves(pos)) {
        case Verdict::Win:
            return fmt::format("{} {} wins: no legal move, and the rules score that a win", mover ? "0-1" : "1-0",
                               names[mover]);
        case Verdict::Loss:
            return fmt::format("{} {} wins: {} has no legal move and has lost", mover ? "1-0" : "0-1", names[mover ^ 1],
                               names[mover]);
        case Verdict::Draw: return fmt::format("1/2-1/2 draw: {} has no legal move and is not in check", names[mover]);
    }
    return "*";
}

}  // namespace

int play(const Args& args) {
    bool engine_plays[2] = {false, true};
    int movetime = 1000, threads = 1, hash = 16, max_moves = 0;
    auto read_own = [&](const std::vector<std::string>&, const std::vector<std::string>& own) -> std::string {
        for (std::size_t i = 0; i + 1 < own.size(); i += 2) {
            const std::string &o = own[i], &v = own[i + 1];
            if (o == "--engine-side") {
                if (v != "white" && v != "black" && v != "both" && v != "none")
                    return "--engine-side is white, black, both or none";
                engine_plays[0] = v == "white" || v == "both";
                engine_plays[1] = v == "black" || v == "both";
            } else if (o == "--movetime" && !parse_positive(v, movetime, 86'400'000)) {
                return "--movetime needs milliseconds from 1 to 86400000";
            } else if (o == "--threads" && !parse_positive(v, threads, 256)) {
                return "--threads needs a number from 1 to 256";
            } else if (o == "--hash" && !parse_positive(v, hash, 65536)) {
                return "--hash needs a number of megabytes from 1 to 65536";
            } else if (o == "--max-moves" && !parse_positive(v, max_moves, 100000)) {
                return "--max-moves needs a number from 1 to 100000";
            }
        }
        return "";
    };
    int status = 0;
    const std::vector<std::string> own_options = {"--engine-side", "--movetime", "--threads", "--hash", "--max-moves"};
    auto loaded = start_command(args, {"play", usage, own_options, 0, "", read_own}, status);
    if (!loaded) return status;
    EngineArgs ea;
    std::vector<std::string> own;
    std::string error;
    split_engine_args(args, own_options, ea, own, error);
    const Game& g = *loaded->game;
    Position& pos = *loaded->pos;
    std::vector<std::uint64_t> keys = game_keys(ea.fen ? *ea.fen : g.setup_fen, g, ea.moves);
    std::vector<std::string> played = ea.moves;

    Searcher searcher(g, std::size_t(hash), threads);
    SearchLimits limits;
    limits.movetime_ms = movetime;
    std::string result = "*";
    for (int moves_made = 0;; ++moves_made) {
        print_position(pos);
        MoveList legal;
        generate_legal(pos, legal);
        if (legal.size == 0) {
            result = result_text(pos);
            break;
        }
        if (max_moves && moves_made >= max_moves) {
            result = fmt::format("* stopped after {} moves (--max-moves)", max_moves);
            break;
        }
        Move m;
        if (engine_plays[pos.side()]) {
            const SearchResult r = searcher.think(pos, keys, limits);
            m = r.best;
            fmt::print("engine plays {} ({}, depth {})\n\n", move_to_string(pos, m), score_text(r.score), r.depth);
        } else {
            fmt::print("your move ({}): ", pos.side() ? "black" : "white");
            std::fflush(stdout);
            std::string line;
            if (!std::getline(std::cin, line) || line == "quit") {
                result = "* the game was left unfinished";
                fmt::print("\n");
                break;
            }
            std::string why;
            const auto parsed = parse_move(pos, line, why);
            if (!parsed) {
                fmt::print("{}\n", why);
                --moves_made;
                continue;
            }
            m = *parsed;
        }
        played.push_back(move_to_string(pos, m));
        keys.push_back(pos.key());
        pos.make(m);
    }
    fmt::print("result: {}\nmoves: ", result);
    for (std::size_t i = 0; i < played.size(); ++i) fmt::print("{}{}", i ? " " : "", played[i]);
    fmt::print("\n");
    return 0;
}

}  // namespace variant::cli
