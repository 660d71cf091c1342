// board: and zones: — the geometry, and the named square sets other rules refer to.
#include <fmt/format.h>

#include <algorithm>

#include "betza/coordinates.hpp"
#include "interpreter/ruleset/sections.hpp"

namespace variant {

namespace {


void read_side(Reader& r, const Node& board, std::string_view key, int& out) {
    const Node* node = board.find(key);
    if (!node) return;
    auto value = r.integer(*node, key);
    if (!value) return;
    if (*value < 1 || *value > betza::MaxBoardSide) {
        r.error(*node, fmt::format("'{}' must be between 1 and {}, not {}", key, betza::MaxBoardSide, node->text));
        return;
    }
    out = *value;
}

// "a-h": the files of a board, named as every message names them.
std::string file_range(int files) { return files == 1 ? "a" : fmt::format("a-{}", betza::file_name(files - 1)); }

// A square name that must lie on the board: reports and returns false otherwise.
bool check_square(Reader& r, const Located<std::string>& square, const Board& board) {
    auto name = betza::parse_square(square.value);
    if (!name) {
        r.error(square,
                fmt::format("'{}' is not a square name (a file letter and a rank number, like e4)", square.value));
        return false;
    }
    if (name->file >= board.files || name->rank >= board.ranks) {
        r.error(square, fmt::format("square '{}' is off the {}x{} board (files {}, ranks 1-{})", square.value,
                                    board.files, board.ranks, file_range(board.files), board.ranks));
        return false;
    }
    return true;
}

// holes: [d4, e5] — squares of the board, each once. A hole that is not a square leaves the board's
// shape in doubt (a setup FEN's '*' there would draw a second, misleading complaint).
void read_holes(Reader& r, const Node& board_node, const Node& holes, Board& board) {
    for (const auto& square : r.strings(holes, "holes")) {
        if (!check_square(r, square, board)) {
            r.doubt(board_node, "holes");
            continue;
        }
        const betza::Square name = *betza::parse_square(square.value);
        auto same = [&](const Located<std::string>& h) { return *betza::parse_square(h.value) == name; };
        if (std::any_of(board.holes.begin(), board.holes.end(), same)) {
            r.error(square, fmt::format("hole '{}' is listed twice", square.value));
            continue;
        }
        board.holes.push_back(square);
    }
}

// ranks: [1, 2] — numbers within 1..limit.
std::vector<int> read_lines(Reader& r, const Node& node, std::string_view what, int limit) {
    std::vector<int> out;
    if (!node.is_sequence()) {
        r.error(node, fmt::format("'{}' must be a list like [1, 2], not {}", what, node.describe()));
        return out;
    }
    for (const auto& item : node.items) {
        std::optional<int> value;
        // Files may also be written as letters: files: [a, h].
        if (what == "files" && item.is_scalar())
            if (auto file = betza::parse_file_name(item.text)) value = *file + 1;
        if (!value) value = r.integer(item, what);
        if (!value) continue;
        if (*value < 1 || *value > limit) {
            // Files are named by letter whichever way they were written (file 7 is g).
            if (what == "files")
                r.error(item, fmt::format("file {} is off the board (files {})",
                                          *value < 1 ? item.text : betza::file_name(*value - 1), file_range(limit)));
            else r.error(item, fmt::format("rank {} is off the board (ranks 1-{})", item.text, limit));
            continue;
        }
        out.push_back(*value);
    }
    return out;
}

// True when the zone names no square at all: no key, or only empty lists (`{ranks: []}`, or
// `{ranks: [8], files: []}` whose intersection is empty). A value that is not a list has its own message.
bool names_no_square(const Node& spec) {
    auto empty_list = [&](std::string_view key) {
        const Node* n = spec.find(key);
        return n && n->is_sequence() && n->items.empty();
    };
    const Node* squares = spec.find("squares");
    if (squares && !empty_list("squares")) return false;
    const bool ranks = spec.find("ranks"), files = spec.find("files");
    if (!ranks && !files) return true;
    return empty_list("ranks") || empty_list("files");
}

// A zone as it is read: its squares are checked against the board read before it.
struct ZoneReading {
    Zone zone;
    const Board* board = nullptr;
};

}  // namespace

void declare_board_keys() {
    static const Choices<BoardSymmetry> symmetries = {{"mirror", BoardSymmetry::Mirror},
                                                      {"rotate", BoardSymmetry::Rotate}};
    add_keys<Board>("board", {custom<Board>("files", [](Reader& r, const Node& map, const Node&,
                                                        Board& board) { read_side(r, map, "files", board.files); }),
                              custom<Board>("ranks", [](Reader& r, const Node& map, const Node&,
                                                        Board& board) { read_side(r, map, "ranks", board.ranks); }),
                              field("symmetry", &Board::symmetry, symmetries),
                              custom<Board>("holes", [](Reader& r, const Node& map, const Node& value, Board& board) {
                                  read_holes(r, map, value, board);
                              })});
    add_keys<ZoneReading>("zone",
                          {custom<ZoneReading>("ranks",
                                               [](Reader& r, const Node&, const Node& value, ZoneReading& z) {
                                                   z.zone.ranks = read_lines(r, value, "ranks", z.board->ranks);
                                               }),
                           custom<ZoneReading>("files",
                                               [](Reader& r, const Node&, const Node& value, ZoneReading& z) {
                                                   z.zone.files = read_lines(r, value, "files", z.board->files);
                                               }),
                           custom<ZoneReading>("squares",
                                               [](Reader& r, const Node&, const Node& value, ZoneReading& z) {
                                                   for (const auto& square : r.strings(value, "squares"))
                                                       if (check_square(r, square, *z.board))
                                                           z.zone.squares.push_back(square);
                                               }),
                           custom<ZoneReading>("absolute", [](Reader& r, const Node& map, const Node&, ZoneReading& z) {
                               r.read(map, "absolute", z.zone.absolute);
                           })});
}

void read_board(Reader& r, const Node& node, Board& board) {
    if (r.map(node, "board")) read_section(r, node, "board", board);
}

void read_zones(Reader& r, const Node& node, const Board& board, std::vector<Zone>& zones) {
    for (const auto& entry : r.entries(node, "zones")) {
        ZoneReading reading{.zone = {}, .board = &board};
        reading.zone.name = entry.key;
        const Node& spec = entry.value;
        if (!r.map(spec, entry.key.value)) continue;
        read_section(r, spec, "zone", reading);
        // Only when every key is known: after a typo ("ranke") the unknown key is the real message.
        const auto& known = allowed_keys("zone");
        bool only_known_keys = std::all_of(spec.entries.begin(), spec.entries.end(), [&](const Entry& e) {
            return std::find(known.begin(), known.end(), e.key.value) != known.end();
        });
        if (only_known_keys && names_no_square(spec))
            r.error(entry.key,
                    fmt::format("zone '{}' is empty: give it 'ranks', 'files' or 'squares'", entry.key.value));
        zones.push_back(std::move(reading.zone));
    }
}

}  // namespace variant
