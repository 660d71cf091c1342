// What `show`, `moves` and `perft` share: FILE [--fen FEN] [--moves M...] -> a compiled Game and the
// Position reached. Errors are printed here (ruleset diagnostics, a FEN with a caret, the move at fault).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "interpreter/features/compiled_game.hpp"
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

// What a command adds to the shared FILE [--fen FEN] [--moves M...].
struct CommandSpec {
    std::string name;                           // for messages: "variant <name>: ..."
    std::string usage;                          // printed by --help and after a usage mistake
    std::vector<std::string> own_options = {};  // e.g. --divide, --threads (see split_engine_args)
    std::size_t positionals = 0;                // arguments after FILE, e.g. perft's DEPTH
    std::string missing = "";                   // the usage error when some of them are missing
    // Reads the positionals and own options before anything is loaded, so that a usage mistake is
    // reported as one (status 2) whatever the file holds. Returns a usage error, or "" when all is well.
    std::function<std::string(const std::vector<std::string>& positionals, const std::vector<std::string>& own)>
        read_own = nullptr;
};

// The shared start of show, moves and perft: --help, the arguments, the ruleset, the FEN and the moves.
// Returns the position to work on; or nullopt with `status` the exit status to return (0 after --help,
// 1 after an input error, 2 after a usage mistake), the message already printed.
std::optional<Loaded> start_command(const Args& args, const CommandSpec& spec, int& status);

}  // namespace variant::cli
