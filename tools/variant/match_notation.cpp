#include "tools/variant/match_notation.hpp"

#include "interpreter/movegen/movegen.hpp"

namespace variant::cli {

const char* protocol_name(EngineProtocol p) {
    switch (p) {
        case EngineProtocol::xboard: return "xboard";
        case EngineProtocol::uci: return "uci";
        case EngineProtocol::usi: return "usi";
    }
    return "?";
}

std::string engine_move_text(EngineProtocol, const Position& pos, const Move& m) { return move_to_string(pos, m); }

std::optional<Move> parse_engine_move(EngineProtocol, const Position& pos, std::string_view text, std::string& error) {
    Position p = pos;
    return parse_move(p, text, error);
}

std::string engine_fen(EngineProtocol, const Position& pos) { return pos.fen(); }

}  // namespace variant::cli
