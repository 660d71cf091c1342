#include "interpreter/core/geometry.hpp"

#include "betza/coordinates.hpp"

namespace variant {

Geometry::Geometry(int files_, int ranks_, const std::vector<Located<std::string>>& holes)
    : files(files_), ranks(ranks_), on_board(std::size_t(files_ * ranks_), 1), squares_(files_ * ranks_) {
    file_.resize(on_board.size());
    rank_.resize(on_board.size());
    for (std::size_t s = 0; s < on_board.size(); ++s) {
        file_[s] = std::uint8_t(s % std::size_t(files));
        rank_[s] = std::uint8_t(s / std::size_t(files));
    }
    for (const auto& hole : holes)
        if (const auto square = betza::parse_square(hole.value); square && contains(square->file, square->rank))
            on_board[std::size_t(square->file + square->rank * files)] = 0;
}

std::string square_name(const Geometry& g, Square s) {
    if (s < 0 || s >= g.squares()) return "?";
    return betza::square_name({g.file_of(s), g.rank_of(s)});
}

std::optional<std::pair<Square, int>> parse_square_prefix(const Geometry& g, std::string_view t) {
    std::size_t i = 0;
    while (i < t.size() && t[i] >= 'a' && t[i] <= 'z' && i < 3) ++i;
    const auto file = betza::parse_file_name(t.substr(0, i));
    if (!file) return std::nullopt;
    std::size_t digits = i;
    int rank = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9' && i - digits < 3) rank = rank * 10 + (t[i++] - '0');
    if (i == digits || t[digits] == '0') return std::nullopt;
    // A rank may be followed by more digits only when the board has that many ranks: take the longest
    // prefix that is a real rank ("a10" on 12 ranks), else the shortest that is.
    while (rank > g.ranks && i > digits + 1) {
        rank /= 10;
        --i;
    }
    --rank;
    if (!g.contains(*file, rank)) return std::nullopt;
    Square s = g.square(*file, rank);
    if (!g.on_board[s]) return std::nullopt;
    return std::pair<Square, int>{s, int(i)};
}

std::optional<Square> parse_square(const Geometry& g, std::string_view text) {
    auto p = parse_square_prefix(g, text);
    if (!p || std::size_t(p->second) != text.size()) return std::nullopt;
    return p->first;
}

}  // namespace variant
