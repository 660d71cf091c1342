// `variant show FILE [--fen FEN] [--moves M...]`: the position as text (board_text.hpp).
#include "tools/variant/board_text.hpp"
#include "tools/variant/engine_args.hpp"

namespace variant::cli {

int show(const Args& args) {
    int status = 0;
    auto loaded = start_command(args, {"show", "variant show FILE [--fen FEN] [--moves M...]"}, status);
    if (!loaded) return status;
    print_position(*loaded->pos);
    return 0;
}

}  // namespace variant::cli
