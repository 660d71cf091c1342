// What every protocol of `variant engine` holds (uci.cpp, xboard.cpp, usi.cpp): the chosen ruleset, the
// game's position with its history, the searcher, and the one thread a search runs in, so that the reading
// thread still answers `isready`/`ping` and `stop`/`?` while it thinks. Output goes through say(), one line
// at a time under a lock, flushed: the two threads never interleave a line.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "interpreter/play/protocol_notation.hpp"
#include "interpreter/play/result.hpp"
#include "interpreter/ruleset/checked_ruleset.hpp"
#include "interpreter/search/search.hpp"
#include "tools/variant/engine_protocol.hpp"

namespace variant::cli {

void say(const std::string& line);

class EngineSession {
public:
    EngineSession(RulesetCatalogue& catalogue, Protocol protocol) : catalogue_(catalogue), protocol_(protocol) {}
    ~EngineSession() { halt(); }

    // Loads the named ruleset and sets its start position; "" on success, else why not (nothing changed).
    std::string select(const std::string& name);
    // Adds a ruleset file to the catalogue under its stem and selects it.
    std::string select_file(const std::string& path);

    bool ready() const { return game_ != nullptr; }
    const std::string& variant() const { return variant_; }
    const Game& game() const { return *game_; }
    const CheckedRuleset& ruleset() const { return *ruleset_; }
    const RulesetCatalogue& catalogue() const { return catalogue_; }
    Position& position() { return *pos_; }
    Protocol protocol() const { return protocol_; }

    // The position from the protocol's FEN (SFEN for USI) and moves made on it; "" on success, else why not
    // (nothing changed).
    std::string set_position(const std::string& fen, const std::vector<std::string>& moves = {});
    // Makes the move the protocol's text names; "" on success, else why not (nothing changed).
    std::string play(const std::string& text);
    void play(const Move& m);
    bool undo();  // takes back the last move; false when there is none
    std::string move_text(const Move& m) const { return protocol_move(protocol_, *pos_, m); }
    GameResult result() { return game_result(*pos_); }

    void set_hash(std::size_t mb);
    void set_threads(int n);
    void new_game();

    // Starts a search of the current position in its own thread. `report` gets each iteration, `done` the
    // result; both run in the search thread (use say()).
    void start_search(const SearchLimits& limits, std::function<void(const SearchReport&)> report,
                      std::function<void(const SearchResult&)> done);
    bool searching() const { return thread_.joinable() && !finished_.load(); }
    // Waits for a running search to end by itself (an infinite one is stopped first).
    void wait();
    // Stops a running search at once (it still reports its best move) and waits for it.
    void halt();

    // The principal variation as protocol text, from the position searched.
    std::string pv_text(const Position& root, const std::vector<Move>& pv) const;

private:
    RulesetCatalogue& catalogue_;
    Protocol protocol_;
    std::string variant_;
    std::unique_ptr<CheckedRuleset> ruleset_;
    std::unique_ptr<Game> game_;
    std::unique_ptr<Position> pos_;
    std::vector<std::uint64_t> keys_;     // the keys of the positions before the current one (repetition)
    std::string set_fen_;                 // the last set_position, while the position is still that one
    std::vector<std::string> set_moves_;  // (empty FEN: not)
    std::unique_ptr<Searcher> searcher_;
    std::size_t hash_mb_ = 16;
    int threads_ = 1;
    std::thread thread_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> finished_{true};
    bool infinite_ = false;
};

// `position startpos|fen F|sfen F [moves M...]` (UCI and USI) after its first word; "" or why not.
std::string read_position(EngineSession& e, std::istringstream& in);

// `go ...` (UCI and USI) after its first word: the limits for the side to move (UCI's wtime is the first
// player's clock, USI's btime: sente moves first), or a perft depth, or why the words do not read.
struct GoRequest {
    SearchLimits limits;
    int perft = 0;  // `go perft N`
    std::string error;
};
GoRequest read_go(std::istringstream& in, Protocol p, int side);

// UCI's and USI's `info depth ... pv ...` line for one iteration of the search of `root`.
std::string info_line(const EngineSession& e, const Position& root, const SearchReport& r);

// UCI's and USI's search: an `info` line per iteration, then `bestmove` in the session's protocol, or
// `bestmove NONE` when the side to move has no move (UCI: "(none)", USI: "resign").
void search_with_info(EngineSession& e, const SearchLimits& limits, const std::string& none);

// UCI's and USI's option list (`option name ...` lines; the variant option is `variant_option`, the hash
// `hash_option`), and `setoption name N value V` after its first word: "" or why not. `selected` says
// whether a variant was chosen (UCI then announces it).
std::vector<std::string> option_lines(const RulesetCatalogue& c, const std::string& variant_option,
                                      const std::string& first, const std::string& hash_option);
std::string set_option(EngineSession& e, std::istringstream& in, const std::string& variant_option,
                       const std::string& hash_option, bool& selected);

}  // namespace variant::cli
