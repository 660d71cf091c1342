// Helpers for the betza tests: lay a Betza string on an empty board and name the squares it reaches.
#pragma once

#include <cstdint>
#include <set>
#include <sstream>
#include <string>

#include "betza/betza.hpp"
#include "betza/diagram.hpp"

namespace betza_test {

// "a1 b2 c3" -> {"a1", "b2", "c3"}
inline std::set<std::string> names(const std::string& list) {
    std::set<std::string> out;
    std::istringstream in(list);
    for (std::string s; in >> s;) out.insert(s);
    return out;
}

// The squares `text` reaches from `from` on an empty files x ranks board, keeping those marked with any of
// the `kinds` bits (betza::Reach).
inline std::set<std::string> reached(const std::string& text, int files, int ranks, const std::string& from,
                                     std::uint8_t kinds = 0xFF, betza::Player player = betza::Player::First) {
    const betza::BoardSize board{files, ranks};
    const betza::Square start = *betza::parse_square(from);
    const auto marks = betza::reach(betza::expand(betza::parse(text), player), board, start);
    std::set<std::string> out;
    for (int r = 0; r < ranks; ++r)
        for (int f = 0; f < files; ++f)
            if (marks[static_cast<std::size_t>(r * files + f)] & kinds) out.insert(betza::square_name({f, r}));
    return out;
}

}  // namespace betza_test
