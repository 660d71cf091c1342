// `variant match`'s side of UCI, and of USI (its shogi cousin: `usi`/`usiok`, `usinewgame`, `position sfen`,
// `go btime wtime byoyomi`, `bestmove resign`, `gameover`). The ruleset is chosen with the
// UCI_Variant (USI_Variant) option where the engine offers it by name, else by loading the ruleset file
// through a VariantPath option (ours loads a YAML ruleset so); an engine with neither plays what it plays.
#include <fmt/format.h>

#include <algorithm>
#include <sstream>

#include "tools/variant/engine_client.hpp"

namespace variant::cli {

namespace {

class UciClient : public EngineClient {
public:
    using EngineClient::EngineClient;
    std::vector<std::string> variants;  // UCI_Variant's choices
    std::string variant_option;         // "UCI_Variant", "USI_Variant" or "" (none offered)
    bool has_variant_path = false;

    bool usi() const { return protocol_ == EngineProtocol::usi; }

    std::string select(const MatchRuleset& rs, const TimeControl& tc,
                       const std::vector<std::string>& options) override {
        rs_ = rs;
        tc_ = tc;
        for (const std::string& o : options) {
            const std::size_t eq = o.find('=');
            process_->write_line(fmt::format("setoption name {} value {}", o.substr(0, eq), o.substr(eq + 1)));
        }
        if (!variant_option.empty()) {
            if (std::find(variants.begin(), variants.end(), rs.name) != variants.end()) {
                process_->write_line(fmt::format("setoption name {} value {}", variant_option, rs.name));
            } else if (has_variant_path) {
                process_->write_line(fmt::format("setoption name VariantPath value {}", rs.file));
                process_->write_line(fmt::format("setoption name {} value {}", variant_option, rs.name));
            } else {
                return fmt::format("it does not offer the variant '{}'", rs.name);
            }
        }
        // An engine that cannot load the game says why before its readyok (ours: "info string error: ..."),
        // and plays on with the game it had: the match must not start.
        if (!process_->write_line("isready")) return "it did not answer 'isready'";
        std::string refused;
        for (;;) {
            const auto line = process_->read_line(10'000);
            if (!line) return "it did not answer 'isready'";
            if (*line == "readyok") break;
            if (line->rfind("info string error", 0) == 0 && refused.empty()) refused = line->substr(12);
        }
        if (!refused.empty()) return fmt::format("it refused the variant '{}': {}", rs.name, refused);
        return "";
    }

    bool synchronise(int timeout_ms) override {
        return process_->write_line("isready") && wait_for("readyok", timeout_ms).has_value();
    }

    void new_game(const Position&) override {
        process_->write_line(usi() ? "usinewgame" : "ucinewgame");
        synchronise(10'000);
    }

    EngineReply ask_move(const Position& start, const std::vector<Move>& moves, const int clock_ms[2],
                         int timeout_ms) override {
        const bool from_setup = start.fen() == rs_.game->setup_fen && start.ply() == 0;
        std::string line = "position " + (from_setup ? std::string("startpos")
                                                     : (usi() ? "sfen " : "fen ") + engine_fen(protocol_, start));
        if (!moves.empty()) line += " moves";
        for (const std::string& m : move_texts(start, moves)) line += " " + m;
        process_->write_line(line);
        process_->write_line(go_line(clock_ms));
        const auto reply = wait_for("bestmove", timeout_ms);
        if (!reply) return {process_->closed() ? EngineReply::Kind::died : EngineReply::Kind::timeout, ""};
        std::istringstream in(*reply);
        std::string word, move;
        in >> word >> move;
        if (move == "resign") return {EngineReply::Kind::resign, move};
        if (move.empty() || move == "(none)" || move == "win") return {EngineReply::Kind::no_move, move};
        return {EngineReply::Kind::move, move};
    }

    void game_over(const GameResult& r, int engine_side) override {
        if (!usi() || !r.over()) return;
        const bool draw = r.score == GameResult::Score::Draw;
        const bool won = (r.score == GameResult::Score::FirstWins) == (engine_side == 0);
        process_->write_line(std::string("gameover ") + (draw ? "draw" : won ? "win" : "lose"));
    }

    void quit() override { process_->write_line("quit"); }

private:
    std::string go_line(const int clock_ms[2]) const {
        if (tc_.depth) return fmt::format("go depth {}", tc_.depth);
        if (tc_.movetime_ms) {
            return usi() ? fmt::format("go btime 0 wtime 0 byoyomi {}", tc_.movetime_ms)
                         : fmt::format("go movetime {}", tc_.movetime_ms);
        }
        // USI names black (sente, the first to move) first; our side 0 is the first to move.
        if (usi())
            return fmt::format("go btime {} wtime {} binc {} winc {}", clock_ms[0], clock_ms[1], tc_.increment_ms,
                               tc_.increment_ms);
        return fmt::format("go wtime {} btime {} winc {} binc {}", clock_ms[0], clock_ms[1], tc_.increment_ms,
                           tc_.increment_ms);
    }
};

}  // namespace

std::unique_ptr<EngineClient> greet_uci(std::unique_ptr<EngineProcess> process, EngineProtocol protocol,
                                        int timeout_ms) {
    auto client = std::make_unique<UciClient>(std::move(process), protocol);
    const bool usi = protocol == EngineProtocol::usi;
    EngineProcess& p = client->process();
    if (!p.write_line(usi ? "usi" : "uci")) return nullptr;
    for (;;) {
        const auto line = p.read_line(timeout_ms);
        if (!line) return nullptr;
        std::istringstream in(*line);
        std::string word;
        in >> word;
        if (word == (usi ? "usiok" : "uciok")) break;
        if (word == "id") {
            in >> word;
            if (word == "name") std::getline(in >> std::ws, client->name_ref());
        } else if (word == "option") {
            // option name NAME type combo default D var A var B ...
            std::string name;
            in >> word >> name;
            if (name == "UCI_Variant" || name == "USI_Variant") {
                client->variant_option = name;
                while (in >> word)
                    if (word == "var" && in >> word) client->variants.push_back(word);
            } else if (name == "VariantPath") {
                client->has_variant_path = true;
            }
        }
    }
    return client;
}

}  // namespace variant::cli
