// What `show`, `moves` and `perft` share: FILE [--fen FEN] [--moves M...] -> a compiled Game and the
// Position reached. Errors are printed here (ruleset diagnostics, a FEN with a caret, the move at fault).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "interpreter/game/game.hpp"
#include "interpreter/position/position.hpp"
#include "tools/variant/commands.hpp"

namespace variant::cli {

struct EngineArgs {
    std::string file;
    std::optional<std::string> fen;
    std::vector<std::string> moves;
    std::vector<std::string> rest;  // positional arguments after FILE and options this helper does not know
};

// Splits FILE, --fen (its value may be one quoted argument or several words up to the next option) and
// --moves (every argument up to the next option). Returns false with `error` set on a usage mistake.
bool split_engine_args(const Args& args, const std::vector<std::string>& own_options, EngineArgs& out,
                       std::vector<std::string>& own, std::string& error);

struct Loaded {
    std::unique_ptr<Game> game;
    std::unique_ptr<Position> pos;
};

// Loads and compiles the ruleset, sets up the FEN (or the setup) and plays the moves. On an error prints
// it to stderr and returns nullopt (exit status 1).
std::optional<Loaded> load_position(const std::string& command, const EngineArgs& args);

}  // namespace variant::cli
