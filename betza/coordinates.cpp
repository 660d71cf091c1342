#include "betza/coordinates.hpp"

#include <fmt/format.h>

namespace betza {

std::string file_name(int file) {
    std::string s;
    for (int n = file + 1; n > 0; n = (n - 1) / 26) s.insert(s.begin(), char('a' + (n - 1) % 26));
    return s;
}

std::optional<int> parse_file_name(std::string_view text) {
    if (text.empty() || text.size() > 3) return std::nullopt;
    int file = 0;
    for (char c : text) {
        if (c < 'a' || c > 'z') return std::nullopt;
        file = file * 26 + (c - 'a' + 1);
    }
    return file - 1;
}

std::string square_name(Square s) { return fmt::format("{}{}", file_name(s.file), s.rank + 1); }

std::optional<Square> parse_square(std::string_view text) {
    const std::size_t digits = text.find_first_of("0123456789");
    if (digits == std::string_view::npos) return std::nullopt;
    const auto file = parse_file_name(text.substr(0, digits));
    if (!file || text[digits] == '0' || text.size() - digits > 6) return std::nullopt;
    int rank = 0;
    for (char c : text.substr(digits)) {
        if (c < '0' || c > '9') return std::nullopt;
        rank = rank * 10 + (c - '0');
    }
    return Square{*file, rank - 1};
}

}  // namespace betza
