// `variant engine`: the engine behind a GUI. This file speaks UCI in Fairy-Stockfish's dialect, so that
// tools written for it work with us: a UCI_Variant combo of our ruleset names, a VariantPath option that
// loads a ruleset file (as Fairy-Stockfish's loads a variants file), the `info string variant ...` line,
// FENs with [holdings], moves as `moves` prints them, `go perft N`, and a search in a thread of its own so
// that `isready` and `stop` are answered while it thinks. Errors in a command are reported as
// `info string error: ...` and change nothing.
#include <fmt/format.h>

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <thread>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/perft/perft.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "interpreter/search/search.hpp"
#include "tools/variant/commands.hpp"
#include "tools/variant/engine_protocol.hpp"
#include "tools/variant/search_text.hpp"

namespace variant::cli {

namespace {

std::mutex output;
void say(const std::string& line) {
    std::lock_guard<std::mutex> lock(output);
    fmt::print("{}\n", line);
    std::fflush(stdout);
}

struct UciEngine {
    const RulesetCatalogue& catalogue;
    std::string variant;
    std::unique_ptr<Game> game;
    std::unique_ptr<Position> pos;
    std::vector<std::uint64_t> keys;  // positions before the current one
    std::unique_ptr<Searcher> searcher;
    std::size_t hash_mb = 16;
    int threads = 1;
    std::thread search_thread;
    std::atomic<bool> stop{false};
    bool infinite = false;  // the running search waits for `stop`

    explicit UciEngine(const RulesetCatalogue& c) : catalogue(c) {}
    ~UciEngine() { halt(); }

    // A command that changes what the search reads waits for it to end (a GUI sends `stop` first; one that
    // does not gets the answer of a search that ran its course). An infinite search is stopped.
    void wait() {
        if (!search_thread.joinable()) return;
        if (infinite) stop.store(true);
        search_thread.join();
    }
    void halt() {
        stop.store(true);
        wait();
    }

    bool select(const std::string& name) {
        const auto it = catalogue.files.find(name);
        if (it == catalogue.files.end()) {
            say(fmt::format("info string error: unknown variant '{}'", name));
            return false;
        }
        try {
            const CheckedRuleset rules = load_ruleset(it->second);
            print_warnings(rules);  // stderr: the protocol is on stdout
            game = std::make_unique<Game>(compile(rules));
        } catch (const DiagnosticError& e) {
            say(fmt::format("info string error: {}", first_line(e.render_all())));
            return false;
        }
        variant = name;
        pos = std::make_unique<Position>(*game);
        pos->set_fen(game->setup_fen);
        keys.clear();
        searcher = std::make_unique<Searcher>(*game, hash_mb, threads);
        int pocket = 0;
        for (int t = 0; t < game->type_count() && game->drops.any; ++t)
            pocket += game->drops.of[std::size_t(t)].reserve >= 0;
        say(fmt::format("info string variant {} files {} ranks {} pocket {} template {} startpos {}", name,
                        game->geo.files, game->geo.ranks, pocket, name, game->setup_fen));
        return true;
    }

    void position(std::istringstream& in) {
        std::string word, fen;
        in >> word;
        if (word == "startpos") {
            fen = game->setup_fen;
            in >> word;
        } else if (word == "fen") {
            while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
        } else {
            say("info string error: position needs startpos or fen");
            return;
        }
        auto next = std::make_unique<Position>(*game);
        try {
            next->set_fen(fen);
        } catch (const FenError& e) {
            say(fmt::format("info string error: bad FEN '{}': {}", fen, e.what()));
            return;
        }
        std::vector<std::uint64_t> next_keys;
        if (word == "moves")
            while (in >> word) {
                std::string error;
                const auto m = parse_move(*next, word, error);
                if (!m) {
                    say(fmt::format("info string error: {}", error));
                    return;
                }
                next_keys.push_back(next->key());
                next->make(*m);
            }
        pos = std::move(next);
        keys = std::move(next_keys);
    }

    void go(std::istringstream& in) {
        SearchLimits limits;
        std::string word;
        long long v = 0;
        int time[2] = {-1, -1}, inc[2] = {0, 0};
        while (in >> word) {
            if (word == "infinite") {
                limits.infinite = true;
                continue;
            }
            if (!(in >> v)) break;
            if (word == "depth") limits.depth = int(std::clamp<long long>(v, 1, MaxSearchPly - 1));
            if (word == "nodes") limits.nodes = std::uint64_t(std::max<long long>(1, v));
            if (word == "movetime") limits.movetime_ms = int(std::max<long long>(1, v));
            if (word == "wtime") time[0] = int(v);
            if (word == "btime") time[1] = int(v);
            if (word == "winc") inc[0] = int(v);
            if (word == "binc") inc[1] = int(v);
            if (word == "movestogo") limits.moves_to_go = int(v);
            if (word == "perft") {
                Position p = *pos;
                std::uint64_t total = 0;
                for (const auto& e : divide(p, int(std::clamp<long long>(v, 1, 64)), threads)) {
                    say(fmt::format("{}: {}", e.move, e.nodes));
                    total += e.nodes;
                }
                say(fmt::format("\nNodes searched: {}\n", total));
                return;
            }
        }
        infinite = limits.infinite;
        limits.time_left_ms = time[pos->side()];
        limits.increment_ms = inc[pos->side()];
        stop.store(false);
        search_thread = std::thread([this, limits] {
            const Position root = *pos;
            const SearchResult r = searcher->think(
                root, keys, limits,
                [&](const SearchReport& rep) {
                    Position p = root;
                    std::string pv = rep.pv.empty() ? "" : " pv";
                    for (const Move& m : rep.pv) {
                        pv += " " + move_to_string(p, m);
                        p.make(m);
                    }
                    say(fmt::format("info depth {} seldepth {} score {} nodes {} nps {} time {}{}", rep.depth,
                                    rep.seldepth, score_text(rep.score), rep.nodes,
                                    std::uint64_t(rep.seconds > 0 ? double(rep.nodes) / rep.seconds : 0),
                                    std::uint64_t(rep.seconds * 1000), pv));
                },
                &stop);
            say(fmt::format("bestmove {}", r.has_move ? move_to_string(root, r.best) : "(none)"));
        });
    }
};

}  // namespace

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

int run_uci(const RulesetCatalogue& catalogue) {
    UciEngine e(catalogue);
    std::string names;
    for (const auto& [name, file] : catalogue.files) names += " var " + name;
    const std::string first = catalogue.files.contains("chess") ? "chess" : catalogue.files.begin()->first;
    std::string line = "uci";
    do {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (cmd == "uci") {
            say("id name variant");
            say("id author the variant interpreter's authors");
            say(fmt::format("option name UCI_Variant type combo default {}{}", first, names));
            say("option name VariantPath type string default <empty>");
            say("option name Hash type spin default 16 min 1 max 65536");
            say("option name Threads type spin default 1 min 1 max 256");
            say("uciok");
            if (!e.game) e.select(first);
        } else if (cmd == "isready") {
            say("readyok");
        } else if (cmd == "setoption") {
            std::string word, name, value;
            in >> word;  // "name"
            while (in >> word && word != "value") name += (name.empty() ? "" : " ") + word;
            std::getline(in >> std::ws, value);
            e.wait();
            if (name == "UCI_Variant") {
                e.select(value);
            } else if (name == "VariantPath") {
                if (value != "<empty>" && !value.empty()) {
                    const std::string stem = std::filesystem::path(value).stem().string();
                    const_cast<RulesetCatalogue&>(catalogue).files[stem] = value;
                    e.select(stem);
                }
            } else if (name == "Hash" || name == "Threads") {
                try {
                    const int v = std::stoi(value);
                    if (name == "Hash") e.hash_mb = std::size_t(std::clamp(v, 1, 65536));
                    if (name == "Threads") e.threads = std::clamp(v, 1, 256);
                    if (e.game) e.searcher = std::make_unique<Searcher>(*e.game, e.hash_mb, e.threads);
                } catch (const std::exception&) {
                    say(fmt::format("info string error: option {} needs a number", name));
                }
            } else {
                say(fmt::format("info string error: no option '{}'", name));
            }
        } else if (cmd == "ucinewgame") {
            e.wait();
            if (e.searcher) e.searcher->new_game();
        } else if (cmd == "position") {
            e.wait();
            e.position(in);
        } else if (cmd == "go") {
            e.wait();
            e.go(in);
        } else if (cmd == "stop") {
            e.halt();
        } else if (cmd == "d") {
            say(e.pos->fen());
        } else if (cmd == "quit") {
            e.halt();
            return 0;
        } else if (!cmd.empty()) {
            say(fmt::format("info string error: unknown command '{}'", first_line(line).substr(0, 80)));
        }
    } while (std::getline(std::cin, line));
    e.wait();  // the end of the input is no stop: a search with a limit still answers
    e.halt();
    return 0;
}

}  // namespace variant::cli
