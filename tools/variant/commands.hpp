// The subcommands of `variant`. Each lives in its own file and returns the process exit status:
// 0 success, 1 errors in the input (ruleset, Betza, FEN, move), 2 a usage mistake.
#pragma once

#include <string>
#include <vector>

namespace variant {
class CheckedRuleset;
}

namespace variant::cli {

using Args = std::vector<std::string>;  // the arguments after the subcommand's name

int explain(const Args& args);                // explain.cpp
int explain_values(const std::string& file);  // explain_values.cpp: explain --values
int validate(const Args& args);               // validate.cpp
int show(const Args& args);                   // show.cpp
int moves(const Args& args);                  // moves.cpp
int perft(const Args& args);                  // perft.cpp
int think(const Args& args);                  // think.cpp
int play(const Args& args);                   // play.cpp
int engine(const Args& args);                 // engine.cpp (uci.cpp)
int status(const Args& args);                 // status.cpp
int pgn(const Args& args);                    // pgn.cpp
int match(const Args& args);                  // match.cpp (referee.cpp, engine_client.cpp, ...)

// Prints the ruleset's warnings (rendered with their source line and caret) to stderr (validate.cpp).
void print_warnings(const CheckedRuleset& rules);

// Prints "variant <command>: <message>" and the command's usage to stderr; returns 2.
int usage_error(const std::string& command, const std::string& message, const std::string& usage);

}  // namespace variant::cli
