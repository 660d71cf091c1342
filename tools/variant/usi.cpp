// `variant engine` speaking USI, the shogi engines' protocol: SFEN positions (`position sfen ... moves
// ...`), drops `P*5e`, promotion `+`, chu shogi's lion moves as lishogi writes them (three squares, `5e4d3c`),
// `usinewgame`, `go` with `btime/wtime/byoyomi/binc/winc` (sente, the first player, is `b`), `gameover`.
// It offers every ruleset, shogi first; a game over at the root answers `bestmove resign`. Errors in a
// command are reported as `info string error: ...` and change nothing.
#include <fmt/format.h>

#include <iostream>
#include <sstream>

#include "tools/variant/engine_session.hpp"
#include "tools/variant/search_text.hpp"

namespace variant::cli {

namespace {

void error(const std::string& why) { say("info string error: " + why); }

void go(EngineSession& e, std::istringstream& in) {
    const GoRequest go = read_go(in, Protocol::usi, e.position().side());
    if (!go.error.empty()) return error(go.error);
    if (go.perft > 0) return error("go perft is UCI's; USI has none");
    const Position root = e.position();
    e.start_search(
        go.limits,
        [&e, root](const SearchReport& r) {
            const std::string pv = e.pv_text(root, r.pv);
            say(fmt::format("info depth {} seldepth {} score {} nodes {} nps {} time {}{}{}", r.depth, r.seldepth,
                            score_text(r.score), r.nodes,
                            std::uint64_t(r.seconds > 0 ? double(r.nodes) / r.seconds : 0),
                            std::uint64_t(r.seconds * 1000), pv.empty() ? "" : " pv ", pv));
        },
        [root](const SearchResult& r) {
            say(fmt::format("bestmove {}", r.has_move ? protocol_move(Protocol::usi, root, r.best) : "resign"));
        });
}

void set_option(EngineSession& e, std::istringstream& in) {
    std::string word, name, value;
    in >> word;  // "name"
    while (in >> word && word != "value") name += (name.empty() ? "" : " ") + word;
    std::getline(in >> std::ws, value);
    e.wait();
    if (name == "USI_Variant" || name == "UCI_Variant") {
        if (const std::string why = e.select(value); !why.empty()) error(why);
        return;
    }
    if (name == "VariantPath") {
        if (value != "<empty>" && !value.empty())
            if (const std::string why = e.select_file(value); !why.empty()) error(why);
        return;
    }
    if (name == "USI_Hash" || name == "Threads") {
        try {
            const int v = std::stoi(value);
            if (name == "USI_Hash") e.set_hash(std::size_t(std::clamp(v, 1, 65536)));
            if (name == "Threads") e.set_threads(std::clamp(v, 1, 256));
        } catch (const std::exception&) {
            error(fmt::format("option {} needs a number", name));
        }
        return;
    }
    if (name == "USI_Ponder") return;
    error(fmt::format("no option '{}'", name));
}

}  // namespace

int run_usi(RulesetCatalogue& catalogue) {
    EngineSession e(catalogue, Protocol::usi);
    const std::string first = catalogue.files.contains("shogi") ? "shogi" : catalogue.files.begin()->first;
    std::string names;
    for (const auto& [name, file] : catalogue.files) names += " var " + name;
    std::string line = "usi";
    do {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (cmd == "usi") {
            say("id name variant");
            say("id author the variant interpreter's authors");
            say(fmt::format("option name USI_Variant type combo default {}{}", first, names));
            say("option name VariantPath type string default <empty>");
            say("option name USI_Hash type spin default 16 min 1 max 65536");
            say("option name Threads type spin default 1 min 1 max 256");
            say("usiok");
            if (!e.ready())
                if (const std::string why = e.select(first); !why.empty()) error(why);
        } else if (cmd == "isready") {
            say("readyok");
        } else if (cmd == "setoption") {
            set_option(e, in);
        } else if (cmd == "stop") {
            e.halt();
        } else if (cmd == "quit") {
            e.halt();
            return 0;
        } else if (cmd.empty() || cmd == "ponderhit") {
        } else if (!e.ready()) {
            error("no variant could be loaded");
        } else if (cmd == "usinewgame") {
            e.new_game();
        } else if (cmd == "gameover") {
            e.halt();
        } else if (cmd == "position") {
            e.wait();
            if (const std::string why = read_position(e, in); !why.empty()) error(why);
        } else if (cmd == "go") {
            e.wait();
            go(e, in);
        } else {
            error(fmt::format("unknown command '{}'", first_line(line).substr(0, 80)));
        }
    } while (std::getline(std::cin, line));
    e.wait();
    return 0;
}

}  // namespace variant::cli
