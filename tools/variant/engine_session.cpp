// The state every protocol of `variant engine` shares (engine_session.hpp).
#include "tools/variant/engine_session.hpp"

#include <fmt/format.h>

#include <cstdio>
#include <filesystem>
#include <mutex>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tools/variant/commands.hpp"
#include "tools/variant/search_text.hpp"

namespace variant::cli {

namespace {
std::mutex output;
}

void say(const std::string& line) {
    std::lock_guard<std::mutex> lock(output);
    std::fwrite(line.data(), 1, line.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

std::string EngineSession::select(const std::string& name) {
    const auto it = catalogue_.files.find(name);
    if (it == catalogue_.files.end()) return fmt::format("unknown variant '{}'", name);
    halt();
    try {
        auto ruleset = std::make_unique<CheckedRuleset>(load_ruleset(it->second));
        print_warnings(*ruleset);  // stderr: the protocol is on stdout
        auto game = std::make_unique<Game>(compile(*ruleset));
        auto pos = std::make_unique<Position>(*game);
        pos->set_fen(game->setup_fen);
        searcher_.reset();  // it refers to the old game
        ruleset_ = std::move(ruleset);
        game_ = std::move(game);
        pos_ = std::move(pos);
        set_fen_.clear();
    } catch (const DiagnosticError& e) {
        return first_line(e.render_all());
    } catch (const FenError& e) {
        return fmt::format("the start position of '{}' does not read: {}", name, e.what());
    }
    variant_ = name;
    keys_.clear();
    searcher_ = std::make_unique<Searcher>(*game_, hash_mb_, threads_);
    return "";
}

std::string EngineSession::select_file(const std::string& path) {
    if (!std::filesystem::is_regular_file(path)) return fmt::format("'{}' is not a file", path);
    catalogue_.files[std::filesystem::path(path).stem().string()] = path;
    return select(std::filesystem::path(path).stem().string());
}

std::string EngineSession::set_position(const std::string& fen, const std::vector<std::string>& moves) {
    if (!game_) return "no variant chosen";
    halt();
    // A GUI sends the whole game before each move; where it extends the position last set, only the new moves
    // are read (reading a long game anew each move would cost more than a fast time control gives a move).
    const bool extends = set_fen_ == fen && set_moves_.size() <= moves.size() &&
                         std::equal(set_moves_.begin(), set_moves_.end(), moves.begin());
    auto next = std::make_unique<Position>(*game_);
    std::vector<std::uint64_t> keys;
    std::size_t first = 0;
    if (extends) {
        *next = *pos_;
        keys = keys_;
        first = set_moves_.size();
    } else {
        try {
            set_protocol_fen(protocol_, *next, fen);
        } catch (const FenError& e) {
            return fmt::format("bad {} '{}': {}", protocol_ == Protocol::usi ? "SFEN" : "FEN", fen, e.what());
        }
    }
    for (std::size_t i = first; i < moves.size(); ++i) {
        std::string error;
        const auto m = parse_protocol_move(protocol_, *next, moves[i], error);
        if (!m) return error;
        keys.push_back(next->key());
        next->make(*m);
    }
    pos_ = std::move(next);
    keys_ = std::move(keys);
    set_fen_ = fen;
    set_moves_ = moves;
    return "";
}

std::string EngineSession::play(const std::string& text) {
    if (!game_) return "no variant chosen";
    std::string error;
    const auto m = parse_protocol_move(protocol_, *pos_, text, error);
    if (!m) return error;
    play(*m);
    return "";
}

void EngineSession::play(const Move& m) {
    set_fen_.clear();  // the position is no longer the one set last
    keys_.push_back(pos_->key());
    pos_->make(m);
}

bool EngineSession::undo() {
    if (keys_.empty() || pos_->history().empty()) return false;
    set_fen_.clear();
    keys_.pop_back();
    pos_->unmake();
    return true;
}

void EngineSession::set_hash(std::size_t mb) {
    halt();
    hash_mb_ = mb;
    if (game_) searcher_ = std::make_unique<Searcher>(*game_, hash_mb_, threads_);
}

void EngineSession::set_threads(int n) {
    halt();
    threads_ = n;
    if (game_) searcher_ = std::make_unique<Searcher>(*game_, hash_mb_, threads_);
}

void EngineSession::new_game() {
    halt();
    if (searcher_) searcher_->new_game();
}

void EngineSession::start_search(const SearchLimits& limits, std::function<void(const SearchReport&)> report,
                                 std::function<void(const SearchResult&)> done) {
    halt();
    infinite_ = limits.infinite;
    stop_.store(false);
    finished_.store(false);
    // The search reads copies: the reading thread changes the position only after halt() or wait().
    thread_ = std::thread(
        [this, root = *pos_, keys = keys_, limits, report = std::move(report), done = std::move(done)] {
            const SearchResult r = searcher_->think(root, keys, limits, report, &stop_);
            done(r);
            finished_.store(true);
        });
}

void EngineSession::wait() {
    if (!thread_.joinable()) return;
    if (infinite_) stop_.store(true);
    thread_.join();
}

void EngineSession::halt() {
    stop_.store(true);
    wait();
}

std::string EngineSession::pv_text(const Position& root, const std::vector<Move>& pv) const {
    Position p = root;
    std::string out;
    for (const Move& m : pv) {
        out += (out.empty() ? "" : " ") + protocol_move(protocol_, p, m);
        p.make(m);
    }
    return out;
}

std::string read_position(EngineSession& e, std::istringstream& in) {
    std::string word, fen;
    in >> word;
    if (word == "startpos") {
        fen = protocol_fen(e.protocol(), [&] {
            Position start(e.game());
            start.set_fen(e.game().setup_fen);
            return start;
        }());
        in >> word;
    } else if (word == "fen" || word == "sfen") {
        while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
    } else {
        return "position needs startpos, fen or sfen";
    }
    std::vector<std::string> moves;
    if (word == "moves")
        while (in >> word) moves.push_back(word);
    return e.set_position(fen, moves);
}

std::string info_line(const EngineSession& e, const Position& root, const SearchReport& r) {
    const std::string pv = e.pv_text(root, r.pv);
    return fmt::format("info depth {} seldepth {} score {} nodes {} nps {} time {}{}{}", r.depth, r.seldepth,
                       score_text(r.score), r.nodes, std::uint64_t(r.seconds > 0 ? double(r.nodes) / r.seconds : 0),
                       std::uint64_t(r.seconds * 1000), pv.empty() ? "" : " pv ", pv);
}

void search_with_info(EngineSession& e, const SearchLimits& limits, const std::string& none) {
    const Position root = e.position();
    const Protocol p = e.protocol();
    e.start_search(
        limits, [&e, root](const SearchReport& r) { say(info_line(e, root, r)); },
        [root, p, none](const SearchResult& r) {
            say("bestmove " + (r.has_move ? protocol_move(p, root, r.best) : none));
        });
}

std::vector<std::string> option_lines(const RulesetCatalogue& c, const std::string& variant_option,
                                      const std::string& first, const std::string& hash_option) {
    std::string names;
    for (const auto& [name, file] : c.files) names += " var " + name;
    return {fmt::format("option name {} type combo default {}{}", variant_option, first, names),
            "option name VariantPath type string default <empty>",
            fmt::format("option name {} type spin default 16 min 1 max 65536", hash_option),
            "option name Threads type spin default 1 min 1 max 256"};
}

std::string set_option(EngineSession& e, std::istringstream& in, const std::string& variant_option,
                       const std::string& hash_option, bool& selected) {
    std::string word, name, value;
    in >> word;  // "name"
    while (in >> word && word != "value") name += (name.empty() ? "" : " ") + word;
    std::getline(in >> std::ws, value);
    e.wait();
    selected = false;
    if (name == variant_option || name == "VariantPath") {
        if (name == "VariantPath" && (value == "<empty>" || value.empty())) return "";
        std::string why = name == variant_option ? e.select(value) : e.select_file(value);
        selected = why.empty();
        return why;
    }
    if (name == hash_option || name == "Threads") {
        try {
            const int v = std::stoi(value);
            if (name == hash_option) e.set_hash(std::size_t(std::clamp(v, 1, 65536)));
            if (name == "Threads") e.set_threads(std::clamp(v, 1, 256));
        } catch (const std::exception&) {
            return fmt::format("option {} needs a number", name);
        }
        return "";
    }
    if (name == "USI_Ponder" || name == "Ponder") return "";
    return fmt::format("no option '{}'", name);
}

GoRequest read_go(std::istringstream& in, Protocol p, int side) {
    GoRequest go;
    SearchLimits& limits = go.limits;
    const std::string first_clock = p == Protocol::usi ? "btime" : "wtime";
    const std::string second_clock = p == Protocol::usi ? "wtime" : "btime";
    const std::string first_inc = p == Protocol::usi ? "binc" : "winc";
    const std::string second_inc = p == Protocol::usi ? "winc" : "binc";
    int time[2] = {-1, -1}, inc[2] = {0, 0}, byoyomi = 0;
    std::string word;
    while (in >> word) {
        if (word == "infinite" || word == "ponder") {
            limits.infinite = true;
            continue;
        }
        long long v = 0;
        if (!(in >> v)) {
            go.error = fmt::format("go {} needs a number", word);
            return go;
        }
        const int ms = int(std::clamp<long long>(v, 0, 1LL << 30));
        if (word == "perft") go.perft = int(std::clamp<long long>(v, 1, 64));
        else if (word == "depth") limits.depth = int(std::clamp<long long>(v, 1, MaxSearchPly - 1));
        else if (word == "nodes") limits.nodes = std::uint64_t(std::max<long long>(1, v));
        else if (word == "movetime") limits.movetime_ms = std::max(ms, 1);
        else if (word == first_clock) time[0] = ms;
        else if (word == second_clock) time[1] = ms;
        else if (word == first_inc) inc[0] = ms;
        else if (word == second_inc) inc[1] = ms;
        else if (word == "byoyomi") byoyomi = ms;
        else if (word == "movestogo") limits.moves_to_go = std::min(ms, 1000);
        else {
            go.error = fmt::format("go: unknown limit '{}'", word);
            return go;
        }
    }
    limits.time_left_ms = time[side];
    // Byoyomi is a time each move has once the main time is spent: like an increment, given every move.
    limits.increment_ms = inc[side] + byoyomi;
    if (limits.time_left_ms == 0 && byoyomi > 0) {
        limits.time_left_ms = -1;
        limits.increment_ms = 0;
        limits.movetime_ms = std::max(1, byoyomi - 50);
    }
    return go;
}

}  // namespace variant::cli
