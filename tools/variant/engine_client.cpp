#include "tools/variant/engine_client.hpp"

#include <chrono>

namespace variant::cli {

std::optional<std::string> EngineClient::wait_for(const std::string& word, int timeout_ms) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline -
                                                                                std::chrono::steady_clock::now());
        auto line = process_->read_line(int(std::max<long long>(0, left.count())));
        if (!line) return std::nullopt;
        if (line->rfind(word, 0) == 0 && (line->size() == word.size() || (*line)[word.size()] == ' ')) return line;
    }
}

std::vector<std::string> EngineClient::move_texts(const Position& start, const std::vector<Move>& moves) const {
    std::vector<std::string> out;
    Position p = start;
    for (const Move& m : moves) {
        out.push_back(engine_move_text(protocol_, p, m));
        p.make(m);
    }
    return out;
}

std::unique_ptr<EngineClient> start_engine(const std::string& command, std::optional<EngineProtocol> protocol,
                                           std::string& error, std::FILE* log, const std::string& log_name) {
    // A protocol named is given time to answer; one tried is given less (a program that does not speak it
    // says nothing, or an error).
    const int timeout = protocol ? 10'000 : 3'000;
    const std::vector<EngineProtocol> tries = protocol ? std::vector<EngineProtocol>{*protocol}
                                                       : std::vector<EngineProtocol>{EngineProtocol::uci,
                                                                                     EngineProtocol::usi,
                                                                                     EngineProtocol::xboard};
    for (const EngineProtocol p : tries) {
        auto process = std::make_unique<EngineProcess>(command);
        process->set_log(log, log_name);
        auto client = p == EngineProtocol::xboard ? greet_xboard(std::move(process), timeout)
                                                  : greet_uci(std::move(process), p, timeout);
        if (client) return client;
    }
    error = protocol ? std::string("the engine did not answer '") + protocol_name(*protocol) + "'"
                     : "the engine answered none of 'uci', 'usi' and 'xboard'";
    return nullptr;
}

}  // namespace variant::cli
