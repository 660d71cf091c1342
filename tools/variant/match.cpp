// `variant match RULESET --engine CMD [--protocol P] [--option NAME=VALUE]... [--engine CMD ...] [--games N]
// [--movetime MS | --tc SECONDS[+INC] | --depth N] [--margin MS] [--openings FILE] [--pgn OUT] [--log FILE]
// [--max-moves N]`:
// a referee. Two engines (one command given: it plays itself, in two processes) play N games of the
// ruleset with alternating colours (each opening of --openings twice, once with each engine first), our
// rules the arbiter (referee.hpp). Each game's result is printed as it ends, then the score table with the
// Elo difference (score_table.hpp); --pgn writes every game, --log every line to and from the engines
// ("   1.250 1> go movetime 100", "   1.352 2< bestmove e7e5": seconds since the start, 1 the first --engine).
#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <fstream>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/play/pgn.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tools/variant/commands.hpp"
#include "tools/variant/match_openings.hpp"
#include "tools/variant/referee.hpp"
#include "tools/variant/score_table.hpp"

namespace variant::cli {

namespace {

constexpr const char* usage =
    "variant match RULESET --engine CMD [--protocol uci|usi|xboard] [--option NAME=VALUE]... [--engine CMD ...] "
    "[--games N] "
    "[--movetime MS | --tc SECONDS[+INC] | --depth N] [--margin MS] [--openings FILE] [--pgn OUT] [--log FILE] "
    "[--max-moves N]";

struct EngineSpec {
    std::string command;
    std::optional<EngineProtocol> protocol;  // nullopt: found by trying
    std::vector<std::string> options;        // NAME=VALUE
};

struct MatchArgs {
    std::string ruleset;
    std::vector<EngineSpec> engines;
    int games = 2, max_moves = 0;
    TimeControl tc;
    std::string openings, pgn, log;
};

bool parse_int(const std::string& s, int& out, int lo, int hi) {
    int v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi) return false;
    out = v;
    return true;
}

// SECONDS[+INC] with decimals, e.g. 10+0.1, into milliseconds.
bool parse_tc(const std::string& s, int& base, int& inc) {
    const std::size_t plus = s.find('+');
    auto ms = [](const std::string& t, int& out) {
        double v = 0;
        auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
        if (t.empty() || ec != std::errc() || end != t.data() + t.size() || v < 0 || v > 86'400) return false;
        out = int(std::lround(v * 1000));
        return true;
    };
    return ms(s.substr(0, plus), base) && base > 0 && (plus == std::string::npos || ms(s.substr(plus + 1), inc));
}

// A usage mistake's message, or "".
std::string parse_args(const Args& args, MatchArgs& m) {
    int limits = 0;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) != 0) {
            if (!m.ruleset.empty()) return fmt::format("one ruleset only ('{}' and '{}')", m.ruleset, a);
            m.ruleset = a;
            continue;
        }
        if (i + 1 >= args.size()) return a + " needs a value";
        const std::string& v = args[++i];
        if (a == "--engine") {
            if (m.engines.size() == 2) return "two engines at most";
            m.engines.push_back({v, std::nullopt, {}});
        } else if (a == "--option") {
            if (m.engines.empty()) return "--option comes after the --engine it is for";
            if (v.find('=') == std::string::npos || v.front() == '=') return "--option needs NAME=VALUE";
            m.engines.back().options.push_back(v);
        } else if (a == "--protocol") {
            if (m.engines.empty()) return "--protocol comes after the --engine it is for";
            if (v == "uci") m.engines.back().protocol = EngineProtocol::uci;
            else if (v == "usi") m.engines.back().protocol = EngineProtocol::usi;
            else if (v == "xboard") m.engines.back().protocol = EngineProtocol::xboard;
            else return "--protocol is uci, usi or xboard";
        } else if (a == "--games") {
            if (!parse_int(v, m.games, 1, 100'000)) return "--games needs a number from 1 to 100000";
        } else if (a == "--movetime") {
            ++limits;
            if (!parse_int(v, m.tc.movetime_ms, 1, 86'400'000))
                return "--movetime needs milliseconds from 1 to 86400000";
        } else if (a == "--depth") {
            ++limits;
            if (!parse_int(v, m.tc.depth, 1, 100)) return "--depth needs a number from 1 to 100";
        } else if (a == "--tc") {
            ++limits;
            if (!parse_tc(v, m.tc.base_ms, m.tc.increment_ms)) return "--tc needs SECONDS[+INCREMENT], e.g. 10+0.1";
        } else if (a == "--margin") {
            if (!parse_int(v, m.tc.margin_ms, 0, 3'600'000)) return "--margin needs milliseconds from 0 to 3600000";
        } else if (a == "--max-moves") {
            if (!parse_int(v, m.max_moves, 1, 100'000)) return "--max-moves needs a number from 1 to 100000";
        } else if (a == "--openings") {
            m.openings = v;
        } else if (a == "--pgn") {
            m.pgn = v;
        } else if (a == "--log") {
            m.log = v;
        } else {
            return fmt::format("unknown option '{}'", a);
        }
    }
    if (m.ruleset.empty()) return "no ruleset given";
    if (m.engines.empty()) return "no --engine given";
    if (limits > 1) return "one of --movetime, --tc and --depth";
    if (limits == 0) m.tc.movetime_ms = 1000;
    if (m.engines.size() == 1) m.engines.push_back(m.engines[0]);
    return "";
}

// A ruleset file, or the name of a shipped one.
std::string ruleset_file(const std::string& given) {
    if (std::filesystem::is_regular_file(given)) return given;
    const std::string shipped = std::string(VARIANT_SHIPPED_RULESETS) + "/" + given + ".yaml";
    return std::filesystem::is_regular_file(shipped) ? shipped : given;
}

}  // namespace

int match(const Args& args) {
    for (const auto& a : args)
        if (a == "--help" || a == "-h") {
            fmt::print("usage: {}\n", usage);
            return 0;
        }
    MatchArgs m;
    m.tc.margin_ms = 500;
    if (const std::string e = parse_args(args, m); !e.empty()) return usage_error("match", e, usage);

    MatchRuleset rs;
    rs.file = ruleset_file(m.ruleset);
    rs.name = std::filesystem::path(rs.file).stem().string();
    std::unique_ptr<Game> game;
    try {
        game = std::make_unique<Game>(compile(load_ruleset(rs.file)));
    } catch (const DiagnosticError& e) {
        fmt::print(stderr, "{}", e.render_all());
        return 1;
    }
    rs.game = game.get();
    std::vector<Opening> openings = {Opening{}};
    if (!m.openings.empty()) {
        auto read = read_openings(*game, m.openings);
        if (!read) return 1;
        openings = std::move(*read);
    }

    std::unique_ptr<std::FILE, int (*)(std::FILE*)> log(nullptr, std::fclose);
    if (!m.log.empty()) {
        log.reset(std::fopen(m.log.c_str(), "w"));
        if (!log) {
            fmt::print(stderr, "variant match: error: cannot write '{}'\n", m.log);
            return 1;
        }
    }
    std::unique_ptr<EngineClient> clients[2];
    std::string names[2];
    auto start = [&](int i) {
        std::string error;
        clients[i] = start_engine(m.engines[std::size_t(i)].command, m.engines[std::size_t(i)].protocol, error,
                                  log.get(), std::to_string(i + 1));
        if (clients[i]) error = clients[i]->select(rs, m.tc, m.engines[std::size_t(i)].options);
        if (!error.empty()) {
            fmt::print(stderr, "variant match: error: engine '{}': {}\n", m.engines[std::size_t(i)].command, error);
            return false;
        }
        return true;
    };
    for (int i = 0; i < 2; ++i) {
        if (!start(i)) return 1;
        names[i] = clients[i]->name().empty() ? m.engines[std::size_t(i)].command : clients[i]->name();
    }
    if (names[0] == names[1]) names[0] += " #1", names[1] += " #2";
    // An opening from a FEN needs engines that can be given one (XBoard engines without setboard cannot).
    for (const Opening& o : openings)
        for (int i = 0; i < 2; ++i)
            if (!o.fen.empty() && o.fen != game->setup_fen && !clients[i]->can_set_up()) {
                fmt::print(stderr,
                           "variant match: error: engine '{}' cannot be given a position (XBoard feature "
                           "setboard=0): give its openings as moves\n",
                           names[i]);
                return 1;
            }

    std::ofstream pgn_out;
    if (!m.pgn.empty()) {
        pgn_out.open(m.pgn);
        if (!pgn_out) {
            fmt::print(stderr, "variant match: error: cannot write '{}'\n", m.pgn);
            return 1;
        }
    }
    MatchScore score;
    const std::time_t now = std::time(nullptr);
    char today[16] = "????.??.??";
    std::strftime(today, sizeof today, "%Y.%m.%d", std::gmtime(&now));
    for (int n = 0; n < m.games; ++n) {
        // Engines that lost on time (killed) or died are started again for the next game.
        for (int i = 0; i < 2; ++i)
            if (!clients[i]->alive() && !start(i)) return 1;
        const Opening& o = openings[std::size_t(n / 2) % openings.size()];
        const int first = n % 2;  // the engine with the first move
        EngineClient* order[2] = {clients[first].get(), clients[1 - first].get()};
        const RefereedGame g = referee_game(rs, o.fen, o.moves, order, m.tc, m.max_moves);
        const int first_colour = g.first_side;  // engine `first`'s colour
        const std::string& white = names[first_colour == 0 ? first : 1 - first];
        const std::string& black = names[first_colour == 0 ? 1 - first : first];
        const bool draw = g.result.score == GameResult::Score::Draw;
        const int winner_colour = g.result.score == GameResult::Score::FirstWins ? 0 : 1;
        const int winner = first_colour == winner_colour ? first : 1 - first;
        if (draw) ++score.draws;
        else if (winner == 0) ++score.wins;
        else ++score.losses;
        fmt::print("game {}: {} - {}: {} {} ({} moves)\n", n + 1, white, black, g.result.tag(), g.result.reason,
                   g.moves.size());
        std::fflush(stdout);
        if (pgn_out) {
            PgnGame record;
            record.fen = g.fen;
            record.moves = g.moves;
            record.decided = g.result;
            record.tags = {{"Event", "variant match"},
                           {"Date", today},
                           {"Round", std::to_string(n + 1)},
                           {"White", white},
                           {"Black", black}};
            pgn_out << write_pgn(*game, record) << "\n";
        }
    }
    for (auto& c : clients)
        if (c->alive()) c->quit();
    fmt::print("\n{}", score_table(score, names[0], names[1]));
    return 0;
}

}  // namespace variant::cli
