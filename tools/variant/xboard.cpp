// `variant engine` speaking XBoard's protocol 2 (CECP; Debian's xboard ships its text as engine-intf.html).
// The engine plays the side XBoard gives it (`new`: the second player; `go`: the side to move; `force`:
// none), thinks in its own thread so that `?`, `ping`, `post` and `.` are read while it does, and claims
// the end of a game by our rules with `RESULT {reason}`, since XBoard does not know them. For a game
// XBoard has never heard of, `variant` answers with `setup` and `piece` lines (xboard_setup.hpp).
#include <fmt/format.h>

#include <atomic>
#include <iostream>
#include <map>
#include <sstream>

#include "tools/variant/engine_session.hpp"
#include "tools/variant/xboard_setup.hpp"

namespace variant::cli {

namespace {

constexpr int NoSide = -1;

struct XBoardEngine {
    EngineSession e;
    int engine_side = 1;            // the side the engine plays; NoSide in force mode
    std::atomic<bool> post{false};  // read by the search thread while the reading thread may set it
    bool analysing = false;
    std::map<std::string, std::string> aliases;  // XBoard's name for a game -> our ruleset (engine: xboard:)
    bool over = false;  // the game has ended (by our rules or a `result`): the engine plays no more
    int depth_limit = 0;
    int seconds_per_move = 0;                                  // st
    int moves_per_session = 0, base_ms = 0, increment_ms = 0;  // level
    int engine_clock_ms = -1;                                  // time (centiseconds on the wire)

    explicit XBoardEngine(RulesetCatalogue& c) : e(c, Protocol::xboard) {}

    void say_result() {
        const GameResult r = e.result();
        if (!r.over()) return;
        over = true;
        say(fmt::format("{} {{{}}}", r.tag(), r.reason));
    }

    // Thinking output: ply, score (centipawns; a mate in n moves 100000 + n), time (centiseconds), nodes, pv.
    void report(const Position& root, const SearchReport& r) {
        if (!post && !analysing) return;
        const int score = !is_mate_score(r.score) ? r.score
                          : r.score > 0           ? 100000 + (mate_plies(r.score) + 1) / 2
                                                  : -100000 - (mate_plies(r.score) + 1) / 2;
        say(fmt::format("{} {} {} {} {}", r.depth, score, std::uint64_t(r.seconds * 100), r.nodes,
                        e.pv_text(root, r.pv)));
    }

    void think() {
        if (over || !e.ready() || engine_side != e.position().side()) return;
        if (e.result().over()) return say_result();
        SearchLimits limits;
        limits.depth = depth_limit;
        if (seconds_per_move > 0) {
            limits.movetime_ms = seconds_per_move * 1000;
        } else if (engine_clock_ms >= 0) {
            limits.time_left_ms = engine_clock_ms;
            limits.increment_ms = increment_ms;
            if (moves_per_session > 0) {
                const int played = (e.position().fullmove() - 1) % moves_per_session;
                limits.moves_to_go = moves_per_session - played;
            }
        } else if (depth_limit == 0) {
            limits.movetime_ms = 1000;  // no clock given: a second a move
        }
        const Position root = e.position();
        e.start_search(
            limits, [this, root](const SearchReport& r) { report(root, r); },
            [this, root](const SearchResult& r) {
                if (!r.has_move) return say_result();
                const std::string text = protocol_move(Protocol::xboard, root, r.best);
                // A multi-leg move goes leg by leg, each but the last ending in a comma.
                std::size_t start = 0;
                for (std::size_t comma; (comma = text.find(',', start)) != std::string::npos; start = comma + 1)
                    say("move " + text.substr(start, comma - start + 1));
                say("move " + text.substr(start));
                e.play(r.best);
                say_result();
            });
    }

    void analyse() {
        if (!analysing || !e.ready()) return;
        SearchLimits limits;
        limits.infinite = true;
        const Position root = e.position();
        e.start_search(
            limits, [this, root](const SearchReport& r) { report(root, r); }, [](const SearchResult&) {});
    }

    // Stops whatever runs (a move search still moves) before the position changes.
    void settle() { e.halt(); }

    // The game XBoard names; `tell`: send the `setup` and `piece` lines of a game XBoard does not know.
    void select(const std::string& xboard_name, bool tell) {
        settle();
        const auto alias = aliases.find(xboard_name);
        const std::string name = alias == aliases.end() ? xboard_name : alias->second;
        if (const std::string why = e.select(name); !why.empty()) {
            say(fmt::format("Error (unknown variant): {}", name));
            return;
        }
        over = false;
        if (!tell || xboard_knows(name) || xboard_knows(e.game().engine.xboard)) return;
        for (const std::string& line : xboard_setup(e.ruleset(), e.game())) say(line);
    }

    // The features; `variants` lists the games XBoard can show (the others are still played by name). Reading
    // every ruleset takes a moment: done=0 first asks XBoard to wait for it.
    void feature() {
        say("feature done=0");
        std::string names;
        for (const auto& [name, file] : e.catalogue().files) {
            if (name.find(',') != std::string::npos || name.find('"') != std::string::npos) continue;
            const std::string listed = xboard_listing(name, file);
            if (listed.empty()) continue;
            if (listed != name) {
                if (aliases.contains(listed)) continue;  // the first ruleset claiming XBoard's name keeps it
                aliases[listed] = name;
            }
            names += (names.empty() ? "" : ",") + listed;
        }
        say("feature ping=1 setboard=1 playother=1 usermove=1 time=1 draw=0 sigint=0 sigterm=0 reuse=1 "
            "analyze=1 colors=0 memory=1 smp=1 name=0 myname=\"variant\" variants=\"" +
            names + "\"");
        say("feature done=1");
    }

    void level(std::istringstream& in) {
        std::string mps, base, inc;
        in >> mps >> base >> inc;
        try {
            moves_per_session = std::stoi(mps);
            const auto colon = base.find(':');
            base_ms = colon == std::string::npos
                          ? std::stoi(base) * 60000
                          : std::stoi(base.substr(0, colon)) * 60000 + std::stoi(base.substr(colon + 1)) * 1000;
            increment_ms = int(std::stod(inc) * 1000);
            seconds_per_move = 0;
        } catch (const std::exception&) {
            say("Error (bad level): level " + mps + " " + base + " " + inc);
        }
    }

    void user_move(const std::string& text) {
        settle();
        if (!e.ready()) return say("Error (no variant): " + text);
        if (const std::string why = e.play(text); !why.empty())
            return say(fmt::format("Illegal move ({}): {}", why, text));
        say_result();
        if (analysing) return analyse();
        think();
    }

    // One command; false on `quit`.
    bool command(const std::string& line) {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (cmd.empty()) return true;
        if (cmd == "quit") return false;
        if (cmd == "protover") {
            feature();
        } else if (cmd == "ping") {
            std::string n;
            in >> n;
            if (!analysing) e.wait();  // our move is sent before the pong
            say("pong " + n);
        } else if (cmd == "?") {
            if (!analysing) e.halt();
        } else if (cmd == "post" || cmd == "nopost") {
            post = cmd == "post";
        } else if (cmd == "new") {
            settle();
            analysing = false;
            select(e.catalogue().files.contains("chess") ? "chess" : e.catalogue().files.begin()->first, false);
            engine_side = 1;
            depth_limit = 0;
            e.new_game();
        } else if (cmd == "variant") {
            std::string name;
            in >> name;
            select(name, true);
        } else if (cmd == "force") {
            settle();
            engine_side = NoSide;
        } else if (cmd == "go") {
            settle();
            engine_side = e.ready() ? e.position().side() : NoSide;
            think();
        } else if (cmd == "playother") {
            settle();
            engine_side = e.ready() ? 1 - e.position().side() : NoSide;
        } else if (cmd == "usermove") {
            std::string move;
            in >> move;
            user_move(move);
        } else if (cmd == "setboard") {
            settle();
            std::string fen;
            std::getline(in >> std::ws, fen);
            if (const std::string why = e.set_position(fen); !why.empty())
                say("tellusererror Illegal position: " + why);
            over = false;
            analyse();
        } else if (cmd == "undo" || cmd == "remove") {
            settle();
            for (int i = cmd == "undo" ? 1 : 2; i > 0; --i)
                if (!e.undo()) say("Error (no move to take back): " + cmd);
            over = false;
            analyse();
        } else if (cmd == "sd") {
            in >> depth_limit;
            depth_limit = std::clamp(depth_limit, 0, MaxSearchPly - 1);
        } else if (cmd == "st") {
            in >> seconds_per_move;
            seconds_per_move = std::max(seconds_per_move, 0);
        } else if (cmd == "level") {
            level(in);
        } else if (cmd == "time") {
            long long cs = 0;
            if (in >> cs) engine_clock_ms = int(std::clamp<long long>(cs, 0, 1LL << 26) * 10);
        } else if (cmd == "memory") {
            std::size_t mb = 16;
            if (in >> mb) e.set_hash(std::clamp<std::size_t>(mb, 1, 65536));
        } else if (cmd == "cores") {
            int n = 1;
            if (in >> n) e.set_threads(std::clamp(n, 1, 256));
        } else if (cmd == "analyze") {
            settle();
            analysing = true;
            analyse();
        } else if (cmd == "exit") {
            settle();
            analysing = false;
        } else if (cmd == "result") {
            settle();
            over = true;
            engine_side = NoSide;
        } else if (cmd == "otim" || cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "random" ||
                   cmd == "hard" || cmd == "easy" || cmd == "computer" || cmd == "name" || cmd == "rating" ||
                   cmd == "ics" || cmd == "." || cmd == "hint" || cmd == "bk" || cmd == "draw" || cmd == "nps" ||
                   cmd == "option" || cmd == "lift" || cmd == "put" || cmd == "hover") {
            // nothing to do: accepted and ignored
        } else if (e.ready() && !line.empty()) {
            // Protocol 1 sends a move as a bare command: a move of this position is read as one.
            settle();
            std::string error;
            if (parse_protocol_move(Protocol::xboard, e.position(), cmd, error)) {
                user_move(cmd);
            } else {
                say(fmt::format("Error (unknown command): {}", first_line(line).substr(0, 80)));
            }
        }
        return true;
    }
};

}  // namespace

int run_xboard(RulesetCatalogue& catalogue, const std::string& first_command) {
    XBoardEngine x(catalogue);
    const std::string first = catalogue.files.contains("chess") ? "chess" : catalogue.files.begin()->first;
    if (const std::string why = x.e.select(first); !why.empty()) say("tellusererror " + why);
    std::string line = first_command;
    if (line != "xboard" && !x.command(line)) return 0;
    while (std::getline(std::cin, line))
        if (!x.command(line)) {
            x.e.halt();
            return 0;
        }
    x.e.wait();
    return 0;
}

}  // namespace variant::cli
