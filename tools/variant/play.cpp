// `variant play FILE [--fen FEN] [--moves M...] [--engine-side white|black|both|none] [--movetime MS]
// [--threads N] [--hash MB] [--max-moves N]`: a game in the terminal. The board is drawn after every move;
// the person types moves (as `moves` prints them) at the prompt, or `quit`; the engine plays its side(s).
// The game ends by its rules (no legal move left), by `quit` or end of input, or after --max-moves moves
// (each side's move counts one); the result and the game as PGN are printed at the end.
#include <fmt/format.h>

#include <charconv>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "interpreter/movegen/movegen.hpp"
#include "interpreter/play/pgn.hpp"
#include "interpreter/play/result.hpp"
#include "interpreter/play/san.hpp"
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
    GameLine line = replay_game(ea.fen ? *ea.fen : g.setup_fen, g, ea.moves);
    std::vector<std::uint64_t>& keys = line.keys;
    PgnGame record;
    record.fen = ea.fen ? *ea.fen : "";
    record.tags = {{"Event", "variant play"},
                   {"White", engine_plays[0] ? "variant" : "player"},
                   {"Black", engine_plays[1] ? "variant" : "player"}};
    record.moves = line.moves;

    Searcher searcher(g, std::size_t(hash), threads);
    SearchLimits limits;
    limits.movetime_ms = movetime;
    std::string result = "*";
    for (int moves_made = 0;; ++moves_made) {
        print_position(pos);
        if (const GameResult r = game_result(pos); r.over()) {
            result = r.line(pos.side());
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
            fmt::print("engine plays {} ({}, depth {})\n\n", move_to_san(pos, m), score_text(r.score), r.depth);
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
            const auto parsed = parse_any_move(pos, line, why);
            if (!parsed) {
                fmt::print("{}\n", why);
                --moves_made;
                continue;
            }
            m = *parsed;
        }
        record.moves.push_back(m);
        keys.push_back(pos.key());
        pos.make(m);
    }
    fmt::print("result: {}\n\n{}", result, write_pgn(g, record));
    return 0;
}

}  // namespace variant::cli
