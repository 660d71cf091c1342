// One engine as `variant match` talks to it, whatever its protocol: the handshake, a new game of a ruleset,
// a move asked for with the clocks, the game's end. One subclass per protocol (uci_client.cpp for UCI and
// USI, xboard_client.cpp); start_engine() picks it, or finds it by trying each in turn.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/play/result.hpp"
#include "interpreter/position/position.hpp"
#include "tools/variant/engine_process.hpp"
#include "tools/variant/match_notation.hpp"

namespace variant::cli {

// How long the engines may think.
struct TimeControl {
    int movetime_ms = 0;  // a fixed time per move (UCI movetime, XBoard st in whole seconds, USI byoyomi)
    int base_ms = 0;      // else a clock per side: its start and its increment per move
    int increment_ms = 0;
    int depth = 0;      // a depth limit instead (UCI/USI go depth, XBoard sd), with no clock
    int margin_ms = 0;  // what an engine may overrun before it loses on time
};

// The ruleset being played: its name (a file's stem, what the engines are told) and its file.
struct MatchRuleset {
    std::string name;
    std::string file;
    const Game* game = nullptr;
};

// What an engine answered when asked for a move.
struct EngineReply {
    enum class Kind { move, resign, no_move, timeout, died };
    Kind kind = Kind::no_move;
    std::string text;  // the move as written, or what it said instead
};

class EngineClient {
public:
    EngineClient(std::unique_ptr<EngineProcess> process, EngineProtocol protocol)
        : process_(std::move(process)), protocol_(protocol) {}
    virtual ~EngineClient() = default;

    // After the protocol's greeting was answered: sets the engine's options (NAME=VALUE: UCI/USI
    // `setoption`, XBoard `option`), then chooses the ruleset. "" or why the engine cannot play it.
    virtual std::string select(const MatchRuleset& rs, const TimeControl& tc,
                               const std::vector<std::string>& options) = 0;
    // A new game from `start`.
    virtual void new_game(const Position& start) = 0;
    // The move for the side to move after `moves` from `start`; `clock_ms` each side's time left (with
    // a clock), `timeout_ms` how long to wait.
    virtual EngineReply ask_move(const Position& start, const std::vector<Move>& moves, const int clock_ms[2],
                                 int timeout_ms) = 0;
    // The game is over (`engine_side` the colour this engine played).
    virtual void game_over(const GameResult&, int /*engine_side*/) {}
    virtual void quit() = 0;
    // Whether the engine can start a game elsewhere than at the setup (XBoard: feature setboard=1).
    virtual bool can_set_up() const { return true; }

    // The ping/isready handshake: true when the engine answered within `timeout_ms`.
    virtual bool synchronise(int timeout_ms) = 0;

    EngineProcess& process() { return *process_; }
    EngineProtocol protocol() const { return protocol_; }
    const std::string& name() const { return name_; }
    std::string& name_ref() { return name_; }  // set by the greeting
    bool alive() const { return alive_; }
    // Kills the engine (after a time loss): it plays no more games.
    void kill() {
        process_->kill();
        alive_ = false;
    }

protected:
    std::unique_ptr<EngineProcess> process_;
    EngineProtocol protocol_;
    std::string name_;
    bool alive_ = true;
    TimeControl tc_;
    MatchRuleset rs_;
    // Reads lines until one starts with `word` (returned whole), or nullopt after `timeout_ms`.
    std::optional<std::string> wait_for(const std::string& word, int timeout_ms);
    // The texts of `moves` from `start` in this protocol.
    std::vector<std::string> move_texts(const Position& start, const std::vector<Move>& moves) const;
};

// Starts `command` and greets it in `protocol`, or when none is given in UCI, then USI, then XBoard (a new
// process for each try). Returns nullptr with `error` set when no greeting was answered. With `log`, every
// line to and from the engine is copied there, marked with `log_name`.
std::unique_ptr<EngineClient> start_engine(const std::string& command, std::optional<EngineProtocol> protocol,
                                           std::string& error, std::FILE* log = nullptr,
                                           const std::string& log_name = "");

// The protocol-specific greetings (uci_client.cpp, xboard_client.cpp): the client, or nullptr when the
// engine did not answer as the protocol asks within `timeout_ms`.
std::unique_ptr<EngineClient> greet_uci(std::unique_ptr<EngineProcess> process, EngineProtocol protocol,
                                        int timeout_ms);
std::unique_ptr<EngineClient> greet_xboard(std::unique_ptr<EngineProcess> process, int timeout_ms);

}  // namespace variant::cli
