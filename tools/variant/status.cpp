// `variant status FILE [--fen FEN] [--moves M...]`: whether the game is over, in one line: the PGN result
// (a script reads the first word) and why, "1-0 checkmate", "1/2-1/2 threefold repetition",
// "0-1 extinction: White has no king", or "* White to move" while it goes on. The moves are the game's
// history: a repetition counts the positions they pass through.
#include <fmt/format.h>

#include "interpreter/play/result.hpp"
#include "tools/variant/engine_args.hpp"

namespace variant::cli {

int status(const Args& args) {
    int status = 0;
    auto loaded = start_command(args, {"status", "variant status FILE [--fen FEN] [--moves M...]"}, status);
    if (!loaded) return status;
    fmt::print("{}\n", game_result(*loaded->pos).line(loaded->pos->side()));
    return 0;
}

}  // namespace variant::cli
