// `variant moves FILE [--fen FEN] [--moves M...] [--san]`: the legal moves, one per line, each accepted back
// by --moves; with --san in standard algebraic notation (interpreter/play/san.hpp), also accepted back.
#include <fmt/format.h>

#include <algorithm>

#include "interpreter/movegen/movegen.hpp"
#include "interpreter/play/san.hpp"
#include "tools/variant/engine_args.hpp"

namespace variant::cli {

int moves(const Args& args) {
    int status = 0;
    bool san = false;
    CommandSpec spec{"moves", "variant moves FILE [--fen FEN] [--moves M...] [--san]", {"--san"}};
    spec.read_own = [&san](const std::vector<std::string>&, const std::vector<std::string>& own) {
        san = std::find(own.begin(), own.end(), "--san") != own.end();
        return std::string();
    };
    auto loaded = start_command(args, spec, status);
    if (!loaded) return status;
    MoveList list;
    generate_legal(*loaded->pos, list);
    for (const Move& m : list) fmt::print("{}\n", san ? move_to_san(*loaded->pos, m) : move_to_string(*loaded->pos, m));
    return 0;
}

}  // namespace variant::cli
