// How `variant match` writes and reads moves and positions in each engine protocol: the shared protocol
// notation (interpreter/play/protocol_notation.hpp: XBoard's legs and 0-based ranks on 10-rank boards,
// USI's 7g7f, P*5e and SFEN, UCI in Fairy-Stockfish's dialect), for the referee's own protocol enum.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "interpreter/position/position.hpp"

namespace variant::cli {

enum class EngineProtocol { xboard, uci, usi };

const char* protocol_name(EngineProtocol p);
std::string engine_move_text(EngineProtocol p, const Position& pos, const Move& m);
// The legal move `text` names, or nullopt with `error` saying why it is not one.
std::optional<Move> parse_engine_move(EngineProtocol p, const Position& pos, std::string_view text, std::string& error);
std::string engine_fen(EngineProtocol p, const Position& pos);

}  // namespace variant::cli
