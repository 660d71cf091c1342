// `variant moves FILE [--fen FEN] [--moves M...] [--san|--paths] [--from SQUARE]`: the legal moves, one per
// line, each accepted back by --moves; with --san in standard algebraic notation (interpreter/play/san.hpp),
// also accepted back; with --paths every path as XBoard lists it (a multi-leg move that takes men in either
// order is one move, listed once per order: move_paths), each also read back as its move; with --from only
// those of the man on SQUARE, and with --svg or --png a picture of the position with their destinations
// marked (interpreter/draw).
#include <fmt/format.h>

#include "interpreter/core/utf8.hpp"
#include "interpreter/draw/board_picture.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/play/san.hpp"
#include "tools/variant/engine_args.hpp"
#include "tools/variant/picture_args.hpp"

namespace variant::cli {

int moves(const Args& args) {
    int status = 0;
    PictureArgs picture;
    std::string from_text;
    bool san = false, paths = false;
    auto read_own = [&](const std::vector<std::string>&, const std::vector<std::string>& own) {
        for (std::size_t i = 0; i < own.size(); ++i) {
            if (own[i] == "--san") {
                san = true;
                continue;
            }
            if (own[i] == "--paths") {
                paths = true;
                continue;
            }
            if (i + 1 >= own.size()) break;
            if (own[i] == "--from") from_text = own[i + 1];
            else if (auto error = read_picture_option(own[i], own[i + 1], picture); !error.empty()) return error;
            ++i;
        }
        if (picture.wanted() && from_text.empty()) return std::string("a picture of moves needs --from SQUARE");
        if (san && paths) return std::string("--paths lists moves leg by leg; it does not go with --san");
        return std::string();
    };
    std::vector<std::string> own = picture_options;
    own.push_back("--from");
    own.push_back("--san");
    own.push_back("--paths");
    const std::string usage =
        "variant moves FILE [--fen FEN] [--moves M...] [--san|--paths] [--from SQUARE [--svg FILE|-] "
        "[--png FILE] [--size PIXELS]]";
    auto loaded = start_command(args, {"moves", usage, own, 0, "", read_own}, status);
    if (!loaded) return status;
    Position& pos = *loaded->pos;
    Square from = NoSquare;
    if (!from_text.empty()) {
        auto sq = parse_square(pos.game().geo, from_text);
        if (!sq)
            return usage_error("moves", fmt::format("'{}' is not a square of the board", printable(from_text)), usage);
        from = *sq;
    }
    if (picture.wanted()) {
        draw::Picture p = draw::board_picture(pos);
        draw::mark_moves_from(pos, from, p);
        if (int s = write_picture("moves", p, picture); s || picture.svg_to_stdout()) return s;
    }
    MoveList list;
    generate_legal(pos, list);
    for (const Move& m : list) {
        if (from != NoSquare && (m.kind() > MoveKind::LastBoardMove || m.from != from)) continue;
        if (san) fmt::print("{}\n", move_to_san(pos, m));
        else if (!paths) fmt::print("{}\n", move_to_string(pos, m));
        else
            for (const Move& path : move_paths(pos, m)) fmt::print("{}\n", move_to_string(pos, path));
    }
    return 0;
}

}  // namespace variant::cli
