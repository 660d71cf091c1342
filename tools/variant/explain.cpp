// `variant explain BETZA [--board FxR] [--from SQUARE] [--player 1|2]`:
// draws what a Betza string means on an empty board and says it in words.
// Exit 1 when the Betza string is wrong (the error goes to stderr with a caret), 2 on usage mistakes.
#include <fmt/format.h>

#include <cctype>
#include <cstdio>
#include <string>

#include "betza/betza.hpp"
#include "betza/coordinates.hpp"
#include "betza/diagram.hpp"
#include "interpreter/core/diagnostics.hpp"
#include "interpreter/draw/move_picture.hpp"
#include "tools/variant/commands.hpp"
#include "tools/variant/picture_args.hpp"

namespace variant::cli {

namespace {

constexpr const char* usage =
    "variant explain BETZA [--board FxR] [--from SQUARE] [--player 1|2] [--svg FILE|-] [--png FILE] [--size PIXELS]\n"
    "       variant explain --values FILE";

constexpr const char* help =
    "Draws the moves of a Betza (XBetza) string on an empty board and describes them in words.\n"
    "  --board FxR        board of F files and R ranks (default 8x8; at most 36x36)\n"
    "  --from SQUARE      the piece's square (default: the centre of the board)\n"
    "  --player 1|2       whose move (default 1; player 2 moves towards rank 1, his left and right\n"
    "                     his own: the first player's moves turned 180 degrees)\n"
    "  --values FILE      instead: the value the engine gives each piece of a ruleset (docs/engine.md)\n";

bool parse_board(const std::string& text, betza::BoardSize& board) {
    const auto x = text.find('x');
    if (x == std::string::npos || x == 0 || x + 1 == text.size()) return false;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (i != x && (text[i] < '0' || text[i] > '9')) return false;
    if (x > 2 || text.size() - x - 1 > 2) return false;
    board.files = std::stoi(text.substr(0, x));
    board.ranks = std::stoi(text.substr(x + 1));
    return board.files >= 1 && board.ranks >= 1 && board.files <= betza::MaxBoardSide &&
           board.ranks <= betza::MaxBoardSide;
}

}  // namespace

int explain(const Args& args) {
    std::string text;
    bool have_text = false;
    betza::BoardSize board;
    std::string from_text;
    betza::Player player = betza::Player::First;
    PictureArgs picture;

    if (!args.empty() && args[0] == "--values") {
        if (args.size() != 2) return usage_error("explain", "--values needs one ruleset file", usage);
        return explain_values(args[1]);
    }
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::string& out) {
            if (i + 1 >= args.size()) return false;
            out = args[++i];
            return true;
        };
        std::string v;
        if (a == "--help" || a == "-h") {
            fmt::print("usage: {}\n{}{}", usage, help, picture_help);
            return 0;
        } else if (a == "--board") {
            if (!value(v) || !parse_board(v, board))
                return usage_error("explain", "--board needs files x ranks, like 8x8 or 12x12 (1 to 36 each)", usage);
        } else if (a == "--from") {
            if (!value(from_text)) return usage_error("explain", "--from needs a square, like e4", usage);
            for (char& ch : from_text) ch = char(std::tolower(static_cast<unsigned char>(ch)));  // E4 = e4
        } else if (a == "--player") {
            if (!value(v) || (v != "1" && v != "2")) return usage_error("explain", "--player must be 1 or 2", usage);
            player = v == "1" ? betza::Player::First : betza::Player::Second;
        } else if (a == "--svg" || a == "--png" || a == "--size") {
            if (!value(v))
                return usage_error("explain", a + (a == "--size" ? " needs a number" : " needs a file"), usage);
            if (auto error = read_picture_option(a, v, picture); !error.empty())
                return usage_error("explain", error, usage);
        } else if (a.size() > 1 && a[0] == '-' && a.rfind("--", 0) == 0) {
            return usage_error("explain", fmt::format("unknown option '{}'", a), usage);
        } else if (!have_text) {
            text = a;
            have_text = true;
        } else {
            return usage_error("explain", "give one Betza string (quote it if it has spaces)", usage);
        }
    }
    if (!have_text) return usage_error("explain", "no Betza string given", usage);

    betza::Square from{(board.files - 1) / 2, (board.ranks - 1) / 2};
    if (!from_text.empty()) {
        auto sq = betza::parse_square(from_text);
        if (!sq || sq->file >= board.files || sq->rank >= board.ranks)
            return usage_error(
                "explain", fmt::format("'{}' is not a square of the {}x{} board", from_text, board.files, board.ranks),
                usage);
        from = *sq;
    }

    betza::Piece piece;
    try {
        piece = betza::parse(text);
    } catch (const betza::ParseError& e) {
        fmt::print(stderr, "{}", render(betza_error(text, e)));
        return 1;
    }
    const auto paths = betza::expand(piece, player);
    const auto marks = betza::reach(paths, board, from);
    if (picture.wanted()) {
        const auto p = draw::move_picture(paths, board, from, player, betza::print(piece));
        if (int s = write_picture("explain", p, picture); s || picture.svg_to_stdout()) return s;
    }

    fmt::print("{}  (canonical: {})\n", text, betza::print(piece));
    fmt::print("player {}, {}x{} board, from {}\n\n", player == betza::Player::First ? 1 : 2, board.files, board.ranks,
               betza::square_name(from));
    fmt::print("{}", betza::draw(marks, board, from, 'P'));
    fmt::print("\n{}.\n", betza::describe(piece));
    return 0;
}

}  // namespace variant::cli
