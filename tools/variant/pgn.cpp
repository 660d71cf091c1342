// `variant pgn FILE [--fen FEN] [--moves M...]`: the game as PGN (interpreter/play/pgn.hpp).
// `variant pgn FILE --read GAME.pgn`: reads a game (its moves in SAN or coordinates), replays it and writes
// it back as PGN; an illegal move stops it with its number, the position before it and exit status 1.
#include <fmt/format.h>

#include <fstream>
#include <sstream>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/play/pgn.hpp"
#include "tools/variant/engine_args.hpp"

namespace variant::cli {

int pgn(const Args& args) {
    int status = 0;
    std::string read_path;
    CommandSpec spec{
        "pgn", "variant pgn FILE [--fen FEN] [--moves M...] | variant pgn FILE --read GAME.pgn", {"--read"}};
    spec.read_own = [&read_path](const std::vector<std::string>&, const std::vector<std::string>& own) {
        for (std::size_t i = 0; i + 1 < own.size(); ++i)
            if (own[i] == "--read") read_path = own[i + 1];
        return std::string();
    };
    auto loaded = start_command(args, spec, status);
    if (!loaded) return status;
    const Game& g = *loaded->game;
    PgnGame game;
    if (read_path.empty()) {
        // The moves given: the start is the position before them.
        std::vector<Move> moves;
        for (const Undo& u : loaded->pos->history()) moves.push_back(u.move);
        while (loaded->pos->ply() > 0) loaded->pos->unmake();
        Position setup(g);
        setup.set_fen(g.setup_fen);
        const std::string start = loaded->pos->fen();
        game.fen = start != setup.fen() ? start : "";  // FEN and SetUp only for another start
        game.moves = moves;
    } else {
        std::ifstream in(read_path, std::ios::binary);
        if (!in) {
            fmt::print(stderr, "variant pgn: error: cannot read '{}'\n", read_path);
            return 1;
        }
        std::stringstream text;
        text << in.rdbuf();
        PgnError error;
        auto read = read_pgn(g, text.str(), error);
        if (!read) {
            fmt::print(stderr, "{}:{}:{}: error: {}\n", read_path, error.line, error.column, error.message);
            if (!error.fen.empty()) fmt::print(stderr, "  the position before it: {}\n", error.fen);
            return 1;
        }
        game = *read;
    }
    fmt::print("{}", write_pgn(g, game));
    return 0;
}

}  // namespace variant::cli
