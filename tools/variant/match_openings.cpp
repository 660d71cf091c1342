#include "tools/variant/match_openings.hpp"

#include <fmt/format.h>

#include <cctype>
#include <fstream>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/play/san.hpp"

namespace variant::cli {

std::optional<std::vector<Opening>> read_openings(const Game& g, const std::string& file) {
    std::ifstream in(file);
    if (!in) {
        fmt::print(stderr, "variant match: error: cannot read the openings file '{}'\n", file);
        return std::nullopt;
    }
    std::vector<Opening> out;
    std::string line;
    auto fail = [&](int number, std::size_t column, std::size_t length, const std::string& message) {
        Diagnostic d{SourceLocation(file, number, int(column) + 1), int(std::max<std::size_t>(1, length)), message};
        fmt::print(stderr, "{}", render(d, line));
        return std::nullopt;
    };
    for (int number = 1; std::getline(in, line); ++number) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        Opening o;
        Position pos(g);
        if (line.find('/') != std::string::npos) {
            o.fen = line.substr(first);
            try {
                pos.set_fen(o.fen);
            } catch (const FenError& e) {
                return fail(number, first, line.size() - first, fmt::format("not a FEN of this ruleset: {}", e.what()));
            }
        } else {
            pos.set_fen(g.setup_fen);
            for (std::size_t at = first; at < line.size();) {
                const std::size_t end = std::min(line.find_first_of(" \t", at), line.size());
                const std::string word = line.substr(at, end - at);
                const bool number_word = !word.empty() && std::isdigit(static_cast<unsigned char>(word[0])) &&
                                         word.back() == '.';
                if (!word.empty() && !number_word) {
                    std::string why;
                    const auto m = parse_any_move(pos, word, why);
                    if (!m) return fail(number, at, word.size(), why);
                    o.moves.push_back(*m);
                    pos.make(*m);
                }
                at = line.find_first_not_of(" \t", end);
                if (at == std::string::npos) break;
            }
        }
        out.push_back(std::move(o));
    }
    if (out.empty()) {
        fmt::print(stderr, "{}: error: no opening in the file\n", file);
        return std::nullopt;
    }
    return out;
}

}  // namespace variant::cli
