// `variant engine` speaking USI, the shogi engines' protocol: SFEN positions (`position sfen ... moves
// ...`), drops `P*5e`, promotion `+`, chu shogi's lion moves as lishogi writes them (three squares, `5e4d3c`),
// `usinewgame`, `go` with `btime/wtime/byoyomi/binc/winc` (sente, the first player, is `b`), `gameover`.
// It offers every ruleset, shogi first; a game over at the root answers `bestmove resign`. Errors in a
// command are reported as `info string error: ...` and change nothing.
#include <fmt/format.h>

#include <iostream>
#include <sstream>

#include "tools/variant/engine_session.hpp"

namespace variant::cli {

namespace {

void error(const std::string& why) { say("info string error: " + why); }

void go(EngineSession& e, std::istringstream& in) {
    const GoRequest go = read_go(in, Protocol::usi, e.position().side());
    if (!go.error.empty()) return error(go.error);
    if (go.perft > 0) return error("go perft is UCI's; USI has none");
    search_with_info(e, go.limits, "resign");
}

}  // namespace

int run_usi(RulesetCatalogue& catalogue) {
    EngineSession e(catalogue, Protocol::usi);
    const std::string first = catalogue.files.contains("shogi") ? "shogi" : catalogue.files.begin()->first;
    std::string line = "usi";
    do {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (cmd == "usi") {
            say("id name variant");
            say("id author the variant interpreter's authors");
            for (const std::string& option : option_lines(catalogue, "USI_Variant", first, "USI_Hash")) say(option);
            say("usiok");
            if (!e.ready())
                if (const std::string why = e.select(first); !why.empty()) error(why);
        } else if (cmd == "isready") {
            say("readyok");
        } else if (cmd == "setoption") {
            bool selected = false;
            if (const std::string why = set_option(e, in, "USI_Variant", "USI_Hash", selected); !why.empty())
                error(why);
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
