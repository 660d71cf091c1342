// `variant moves FILE [--fen FEN] [--moves M...]`: the legal moves, one per line, each accepted back by
// --moves.
#include <fmt/format.h>

#include "interpreter/movegen/movegen.hpp"
#include "tools/variant/engine_args.hpp"

namespace variant::cli {

int moves(const Args& args) {
    int status = 0;
    auto loaded = start_command(args, {"moves", "variant moves FILE [--fen FEN] [--moves M...]"}, status);
    if (!loaded) return status;
    MoveList list;
    generate_legal(*loaded->pos, list);
    for (const Move& m : list) fmt::print("{}\n", move_to_string(*loaded->pos, m));
    return 0;
}

}  // namespace variant::cli
