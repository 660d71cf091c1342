#include "interpreter/ruleset/square_name.hpp"

namespace variant {

std::optional<int> parse_file_name(std::string_view text) {
    if (text.empty() || text.size() > 3) return std::nullopt;
    int file = 0;
    for (char c : text) {
        if (c < 'a' || c > 'z') return std::nullopt;
        file = file * 26 + (c - 'a' + 1);  // bijective base 26: a..z, aa..zz, ...
    }
    return file;
}

std::optional<SquareName> parse_square_name(std::string_view text) {
    std::size_t digits = text.find_first_of("0123456789");
    if (digits == std::string_view::npos || digits == 0 || text.size() - digits > 4) return std::nullopt;
    auto file = parse_file_name(text.substr(0, digits));
    if (!file) return std::nullopt;
    int rank = 0;
    for (char c : text.substr(digits)) {
        if (c < '0' || c > '9') return std::nullopt;
        rank = rank * 10 + (c - '0');
    }
    return SquareName{*file, rank};
}

}  // namespace variant
