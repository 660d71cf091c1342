#include "tools/variant/engine_args.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <iterator>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/move_diagnosis.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/play/san.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tools/variant/commands.hpp"

namespace variant::cli {

bool split_engine_args(const Args& args, const std::vector<std::string>& own_options, EngineArgs& out,
                       std::vector<std::string>& own, std::string& error) {
    auto is_option = [](const std::string& a) { return a.size() > 2 && a[0] == '-' && a[1] == '-'; };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--fen") {
            if (out.fen) return error = "--fen given twice", false;
            std::string fen;
            while (i + 1 < args.size() && !is_option(args[i + 1]))
                fmt::format_to(std::back_inserter(fen), "{}{}", fen.empty() ? "" : " ", args[++i]);
            if (fen.empty()) return error = "--fen needs a FEN", false;
            out.fen = fen;
        } else if (a == "--moves") {
            while (i + 1 < args.size() && !is_option(args[i + 1])) {
                // A quoted list "e2e4 e7e5" is split too.
                const std::string& list = args[++i];
                std::size_t p = 0;
                while (p < list.size()) {
                    std::size_t q = list.find(' ', p);
                    if (q == std::string::npos) q = list.size();
                    if (q > p) out.moves.push_back(list.substr(p, q - p));
                    p = q + 1;
                }
            }
        } else if (std::find(own_options.begin(), own_options.end(), a) != own_options.end()) {
            own.push_back(a);
            // The own options that take a value: a number, a file, a square, a word.
            const bool number = a == "--threads" || a == "--hash" || a == "--split" || a == "--size" ||
                                a == "--depth" || a == "--nodes" || a == "--movetime" || a == "--max-moves";
            if (number || a == "--svg" || a == "--png" || a == "--from" || a == "--engine-side" || a == "--read") {
                if (i + 1 >= args.size())
                    return error = a + (number                 ? " needs a number"
                                        : a == "--from"        ? " needs a square"
                                        : a == "--engine-side" ? " needs a side"
                                                               : " needs a file"),
                           false;
                own.push_back(args[++i]);
            }
        } else if (is_option(a) || (a.size() > 1 && a[0] == '-' && !std::isdigit(static_cast<unsigned char>(a[1])))) {
            return error = fmt::format("unknown option '{}'", a), false;
        } else if (out.file.empty()) {
            out.file = a;
        } else {
            out.rest.push_back(a);
        }
    }
    if (out.file.empty()) return error = "no ruleset file given", false;
    return true;
}

std::optional<Loaded> load_position(const std::string& command, const EngineArgs& args) {
    Loaded l;
    try {
        CheckedRuleset rs = load_ruleset(args.file);
        print_warnings(rs);
        l.game = std::make_unique<Game>(compile(rs));
    } catch (const DiagnosticError& e) {
        fmt::print(stderr, "{}", e.render_all());
        return std::nullopt;
    }
    l.pos = std::make_unique<Position>(*l.game);
    const std::string fen = args.fen ? *args.fen : l.game->setup_fen;
    try {
        l.pos->set_fen(fen);
    } catch (const FenError& e) {
        fmt::print(stderr, "variant {}: {}", command, render(fen_argument_error(fen, e)));
        return std::nullopt;
    }
    // The moves are shown again, joined by spaces, with a caret under the culprit.
    std::string line;
    for (const std::string& move : args.moves)
        fmt::format_to(std::back_inserter(line), "{}{}", line.empty() ? "" : " ", move);
    std::size_t column = 0;
    for (std::size_t i = 0; i < args.moves.size(); column += args.moves[i].size() + 1, ++i) {
        MoveError error;
        auto m = parse_move(*l.pos, args.moves[i], error);
        if (!m) {  // not our coordinates: SAN (interpreter/play/san.hpp)
            std::string san_error;
            bool near = false;
            m = parse_san(*l.pos, args.moves[i], san_error, near);
            if (!m && looks_like_san(args.moves[i])) error = {san_error, 0, args.moves[i].size()};
        }
        if (!m) {
            const Diagnostic d = argument_error(
                line, column + error.offset, error.length,
                fmt::format("move {} of --moves, '{}': {}", i + 1, args.moves[i], error.message));
            fmt::print(stderr, "variant {}: {}", command, render(d));
            return std::nullopt;
        }
        l.pos->make(*m);
    }
    return l;
}

std::optional<Loaded> start_command(const Args& args, const CommandSpec& spec, int& status) {
    for (const auto& a : args)
        if (a == "--help" || a == "-h") {
            fmt::print("usage: {}\n", spec.usage);
            status = 0;
            return std::nullopt;
        }
    status = 2;  // until the arguments are read
    EngineArgs ea;
    std::vector<std::string> own;
    std::string error;
    if (!split_engine_args(args, spec.own_options, ea, own, error)) {
        usage_error(spec.name, error, spec.usage);
        return std::nullopt;
    }
    if (ea.rest.size() != spec.positionals) {
        usage_error(spec.name, ea.rest.size() < spec.positionals ? spec.missing : "too many arguments", spec.usage);
        return std::nullopt;
    }
    if (spec.read_own) {
        error = spec.read_own(ea.rest, own);
        if (!error.empty()) {
            usage_error(spec.name, error, spec.usage);
            return std::nullopt;
        }
    }
    status = 1;  // load_position prints any error in the input
    return load_position(spec.name, ea);
}

}  // namespace variant::cli
