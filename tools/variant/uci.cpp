// `variant engine`: the engine behind a GUI. This file speaks UCI in Fairy-Stockfish's dialect, so that
// tools written for it work with us: a UCI_Variant combo of our ruleset names, a VariantPath option that
// loads a ruleset file (as Fairy-Stockfish's loads a variants file), the `info string variant ...` line,
// FENs with [holdings], moves as `moves` prints them (a pass as Fairy-Stockfish writes it: the royal's move to its own
// square), `go perft N`, and a search in a thread of its own so that `isready` and `stop` are answered while it thinks.
// Errors in a command are reported as `info string error: ...` and change nothing.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <sstream>

#include "interpreter/movegen/legal.hpp"
#include "interpreter/perft/perft.hpp"
#include "tools/variant/engine_session.hpp"

namespace variant::cli {

namespace {

void error(const std::string& why) { say("info string error: " + why); }

void announce(const EngineSession& e) {
    const Game& g = e.game();
    int pocket = 0;
    for (int t = 0; t < g.type_count() && g.drops.any; ++t) pocket += g.drops.of[std::size_t(t)].reserve >= 0;
    say(fmt::format("info string variant {} files {} ranks {} pocket {} template {} startpos {}", e.variant(),
                    g.geo.files, g.geo.ranks, pocket, e.variant(), g.setup_fen));
}

void perft(EngineSession& e, long long depth) {
    Position p = e.position();
    std::uint64_t total = 0;
    std::string pass = "pass";  // the divide lines are ours: the pass as UCI writes it
    MoveList list;
    generate_legal(p, list);
    for (const Move& m : list)
        if (m.kind() == MoveKind::Pass) pass = protocol_move(Protocol::uci, p, m);
    for (const auto& entry : divide(p, int(std::clamp<long long>(depth, 1, 64)), 1)) {
        say(fmt::format("{}: {}", entry.move == "pass" ? pass : entry.move, entry.nodes));
        total += entry.nodes;
    }
    say(fmt::format("\nNodes searched: {}\n", total));
}

void go(EngineSession& e, std::istringstream& in) {
    const GoRequest go = read_go(in, Protocol::uci, e.position().side());
    if (!go.error.empty()) return error(go.error);
    if (go.perft > 0) return perft(e, go.perft);
    search_with_info(e, go.limits, "(none)");
}

}  // namespace

int run_uci(RulesetCatalogue& catalogue) {
    EngineSession e(catalogue, Protocol::uci);
    const std::string first = catalogue.files.contains("chess") ? "chess" : catalogue.files.begin()->first;
    std::string line = "uci";
    do {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (cmd == "uci") {
            say("id name variant");
            say("id author the variant interpreter's authors");
            for (const std::string& option : option_lines(catalogue, "UCI_Variant", first, "Hash")) say(option);
            say("uciok");
            if (!e.ready()) {
                if (const std::string why = e.select(first); !why.empty()) error(why);
                else announce(e);
            }
        } else if (cmd == "isready") {
            say("readyok");
        } else if (cmd == "setoption") {
            bool selected = false;
            if (const std::string why = set_option(e, in, "UCI_Variant", "Hash", selected); !why.empty()) error(why);
            if (selected) announce(e);
        } else if (cmd == "stop") {
            e.halt();
        } else if (cmd == "quit") {
            e.halt();
            return 0;
        } else if (cmd.empty()) {
        } else if (!e.ready()) {
            error("no variant could be loaded");
        } else if (cmd == "ucinewgame") {
            e.new_game();
        } else if (cmd == "position") {
            e.wait();
            if (const std::string why = read_position(e, in); !why.empty()) error(why);
        } else if (cmd == "go") {
            e.wait();
            go(e, in);
        } else if (cmd == "d") {
            e.wait();
            say(e.position().fen());
        } else {
            error(fmt::format("unknown command '{}'", first_line(line).substr(0, 80)));
        }
    } while (std::getline(std::cin, line));
    e.wait();  // the end of the input is no stop: a search with a limit still answers
    return 0;
}

}  // namespace variant::cli
