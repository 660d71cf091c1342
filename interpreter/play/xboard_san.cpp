// XBoard's SAN rewritten as ours (xboard_san.hpp).
#include "interpreter/play/xboard_san.hpp"

#include "interpreter/play/protocol_notation.hpp"

namespace variant {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }

}  // namespace

bool names_rank_zero(const Game& g, const std::vector<std::string>& moves) {
    if (xboard_first_rank(g.geo) != 0) return false;
    for (const std::string& m : moves)
        for (std::size_t i = 1; i < m.size(); ++i)
            if (m[i] == '0' && is_lower(m[i - 1]) && (i + 1 == m.size() || !is_digit(m[i + 1]))) return true;
    return false;
}

std::string xboard_san_as_ours(const Game& g, std::string_view text, bool from_zero) {
    std::string out;
    bool in_code = false;  // a code of several letters, in brackets ("[DK]"): ours already
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        in_code = (in_code || c == '[') && c != ']';
        if (is_digit(c) && from_zero) {  // a rank: every number in a move's SAN is one
            int number = 0;
            while (i < text.size() && is_digit(text[i]) && number < 1000) number = number * 10 + (text[i++] - '0');
            out += std::to_string(number + 1 - xboard_first_rank(g.geo));
            continue;
        }
        // XBoard's letter for a piece (its `xboard_code`, else its code) becomes the one our SAN writes.
        bool replaced = false;
        for (std::size_t t = 0; t < g.types.size() && !replaced && !in_code; ++t) {
            const std::string letter = g.types[t].xboard_code.empty() ? g.piece_code(int(t)) : g.types[t].xboard_code;
            if (letter.size() == 1 && letter[0] == c) {
                out += g.san_code(int(t));
                replaced = true;
            }
        }
        if (!replaced) out += c;
        ++i;
    }
    return out;
}

}  // namespace variant
