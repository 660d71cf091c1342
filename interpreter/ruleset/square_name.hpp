// Square and file names as rulesets write them: files a..z, then aa, ab, ... (DESIGN.md, Coordinates).
#pragma once

#include <optional>
#include <string_view>

namespace variant {

struct SquareName {
    int file = 0;  // 1-based
    int rank = 0;  // 1-based
};

// "a" -> 1, "z" -> 26, "aa" -> 27; nullopt if not lower-case letters (or absurdly long).
std::optional<int> parse_file_name(std::string_view text);
// "e4" -> {5, 4}; nullopt if not letters followed by digits.
std::optional<SquareName> parse_square_name(std::string_view text);

}  // namespace variant
