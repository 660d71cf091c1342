#include "tools/variant/match_notation.hpp"

#include "interpreter/play/protocol_notation.hpp"

namespace variant::cli {

namespace {

Protocol shared(EngineProtocol p) {
    switch (p) {
        case EngineProtocol::xboard: return Protocol::xboard;
        case EngineProtocol::uci: return Protocol::uci;
        case EngineProtocol::usi: return Protocol::usi;
    }
    return Protocol::uci;
}

}  // namespace

const char* protocol_name(EngineProtocol p) {
    switch (p) {
        case EngineProtocol::xboard: return "xboard";
        case EngineProtocol::uci: return "uci";
        case EngineProtocol::usi: return "usi";
    }
    return "?";
}

std::string engine_move_text(EngineProtocol p, const Position& pos, const Move& m) {
    return protocol_move(shared(p), pos, m);
}

std::optional<Move> parse_engine_move(EngineProtocol p, const Position& pos, std::string_view text,
                                      std::string& error) {
    return parse_protocol_move(shared(p), pos, text, error);
}

std::string engine_fen(EngineProtocol p, const Position& pos) { return protocol_fen(shared(p), pos); }

}  // namespace variant::cli
