// `variant match`'s side of the XBoard protocol (version 2): `xboard`, `protover 2` and the `feature` reply;
// per game `new`, `variant NAME` (none for chess, XBoard's "normal"), `setboard`, `st`/`level`/`sd`, `post`,
// `easy`, `force`. The engine stays in force mode except while asked to move: the moves it does not know yet
// (usermove), `time`/`otim`, `go`; after its `move` it is put back in force mode. `ping`/`pong` synchronise.
// Its result claims are not heeded: our rules decide.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <sstream>

#include "tools/variant/engine_client.hpp"

namespace variant::cli {

namespace {

// The key=value pairs of a feature line; a value may be quoted ("...").
std::map<std::string, std::string> features_of(const std::string& line) {
    std::map<std::string, std::string> out;
    std::size_t i = std::string("feature").size();
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ') ++i;
        const std::size_t eq = line.find('=', i);
        if (eq == std::string::npos) break;
        const std::string key = line.substr(i, eq - i);
        std::string value;
        i = eq + 1;
        if (i < line.size() && line[i] == '"') {
            const std::size_t close = line.find('"', i + 1);
            value = line.substr(i + 1, close == std::string::npos ? std::string::npos : close - i - 1);
            i = close == std::string::npos ? line.size() : close + 1;
        } else {
            const std::size_t end = std::min(line.find(' ', i), line.size());
            value = line.substr(i, end - i);
            i = end;
        }
        out[key] = value;
    }
    return out;
}

// XBoard's seconds: whole where they are whole ("3"), else with the fraction ("0.5").
std::string seconds(int ms) { return ms % 1000 ? fmt::format("{:g}", ms / 1000.0) : fmt::format("{}", ms / 1000); }

class XBoardClient : public EngineClient {
public:
    using EngineClient::EngineClient;
    std::map<std::string, std::string> features;
    std::size_t sent = 0;  // the moves of the current game the engine knows
    int pings = 0;
    std::string variant_name;  // the name sent with `variant`: XBoard's own for the game where the engine offers it

    bool feature(const std::string& key) const {
        const auto it = features.find(key);
        return it != features.end() && it->second == "1";
    }

    std::string select(const MatchRuleset& rs, const TimeControl& tc,
                       const std::vector<std::string>& options) override {
        rs_ = rs;
        tc_ = tc;
        for (const std::string& o : options) process_->write_line("option " + o);
        // XBoard always sends the memory an engine may use where it asks for it; HaChu allocates its tables
        // only then, and refuses every move before.
        if (feature("memory")) process_->write_line("memory 16");
        // The game's XBoard name where the ruleset gives one (chu shogi is XBoard's "chu"), else the ruleset's.
        variant_name = rs.game && !rs.game->engine.xboard.empty() ? rs.game->engine.xboard : rs.name;
        if (variant_name != "chess" && features.contains("variants")) {
            std::vector<std::string> names;
            std::istringstream in(features["variants"]);
            for (std::string v; std::getline(in, v, ',');) names.push_back(v);
            const auto offered = [&](const std::string& n) {
                return std::find(names.begin(), names.end(), n) != names.end();
            };
            if (!offered(variant_name)) variant_name = rs.name;
            if (!offered(variant_name)) return fmt::format("its variants feature does not name '{}'", variant_name);
        }
        if (!synchronise(10'000)) return "it did not answer 'ping'";
        return "";
    }

    bool synchronise(int timeout_ms) override {
        if (!feature("ping")) return true;
        const int n = ++pings;
        return process_->write_line(fmt::format("ping {}", n)) &&
               wait_for(fmt::format("pong {}", n), timeout_ms).has_value();
    }

    void new_game(const Position& start) override {
        process_->write_line("new");
        if (variant_name != "chess") process_->write_line("variant " + variant_name);
        process_->write_line("force");
        if (start.fen() != rs_.game->setup_fen) process_->write_line("setboard " + engine_fen(protocol_, start));
        if (tc_.depth) {
            process_->write_line(fmt::format("sd {}", tc_.depth));
        } else if (tc_.movetime_ms) {
            // st counts whole seconds in the protocol.
            process_->write_line(fmt::format("st {}", std::max(1, (tc_.movetime_ms + 999) / 1000)));
        } else {
            const int s = tc_.base_ms / 1000;
            process_->write_line(fmt::format("level 0 {}:{:02} {}", s / 60, s % 60, seconds(tc_.increment_ms)));
        }
        process_->write_line("post");
        process_->write_line("easy");
        sent = 0;
        synchronise(10'000);
    }

    EngineReply ask_move(const Position& start, const std::vector<Move>& moves, const int clock_ms[2],
                         int timeout_ms) override {
        const std::vector<std::string> texts = move_texts(start, moves);
        for (; sent < texts.size(); ++sent)
            process_->write_line((feature("usermove") ? "usermove " : "") + texts[sent]);
        if (!tc_.depth && !tc_.movetime_ms) {
            const int side = (start.side() + int(moves.size())) % 2;  // centiseconds
            process_->write_line(fmt::format("time {}", std::max(0, clock_ms[side] / 10)));
            process_->write_line(fmt::format("otim {}", std::max(0, clock_ms[1 - side] / 10)));
        }
        process_->write_line("go");
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        std::string legs;  // a multi-leg move comes a line per leg, each but the last ending in a comma
        for (;;) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline -
                                                                                    std::chrono::steady_clock::now());
            const auto line = process_->read_line(int(std::max<long long>(0, left.count())));
            if (!line) return {process_->closed() ? EngineReply::Kind::died : EngineReply::Kind::timeout, ""};
            std::istringstream in(*line);
            std::string word, move;
            in >> word >> move;
            if (word == "move") {
                legs += move;
                if (!move.empty() && move.back() == ',') continue;
                move = legs;
                process_->write_line("force");
                ++sent;  // the referee adds it to the game (or ends the game)
                return {EngineReply::Kind::move, move};
            }
            if (word == "resign") return {EngineReply::Kind::resign, word};
            if (word == "Illegal" || word == "Error") return {EngineReply::Kind::no_move, *line};
        }
    }

    void game_over(const GameResult& r, int) override {
        process_->write_line(fmt::format("result {} {{{}}}", r.tag(), r.reason));
    }

    void quit() override { process_->write_line("quit"); }
    bool can_set_up() const override { return feature("setboard"); }
};

}  // namespace

std::unique_ptr<EngineClient> greet_xboard(std::unique_ptr<EngineProcess> process, int timeout_ms) {
    auto client = std::make_unique<XBoardClient>(std::move(process), EngineProtocol::xboard);
    EngineProcess& p = client->process();
    if (!p.write_line("xboard") || !p.write_line("protover 2")) return nullptr;
    // Features come until done=1; an engine that sends done=0 asks for more time than the usual 2 s.
    bool any = false;
    for (;;) {
        const auto line = p.read_line(timeout_ms);
        if (!line) break;
        if (line->rfind("feature ", 0) != 0) continue;
        any = true;
        const auto f = features_of(*line);
        for (const auto& [key, value] : f) {
            if (key == "done") continue;
            client->features[key] = value;
            p.write_line("accepted " + key);
        }
        if (f.contains("done") && f.at("done") == "1") break;
    }
    if (!any) return nullptr;
    if (client->features.contains("myname")) client->name_ref() = client->features["myname"];
    return client;
}

}  // namespace variant::cli
