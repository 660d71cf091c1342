// Look-ups on a compiled Game that the layers above share (outside the hot path).
#include "interpreter/game/game.hpp"

#include <fmt/format.h>

namespace variant {

int GameTables::type_by_code(std::string_view code) const {
    for (std::size_t t = 0; t < types.size(); ++t)
        if (!types[t].code.empty() && types[t].code == code) return int(t);
    return -1;
}

FenCodes GameTables::fen_codes() const {
    FenCodes codes;
    for (const auto& type : types) {
        codes.codes.push_back(type.code);
        codes.promoted.push_back(type.promoted);
        codes.names.push_back(type.name);
    }
    return codes;
}

std::string GameTables::piece_code(int t) const {
    const std::string& code = types[t].code;
    if (code.empty()) return fmt::format("+{}", types[types[t].base].code);
    return code.size() > 1 ? fmt::format("[{}]", code) : code;
}

std::string GameTables::san_code(int t) const { return types[t].san_code.empty() ? piece_code(t) : types[t].san_code; }

}  // namespace variant
