// `variant moves FILE [--fen FEN] [--moves M...]`: the legal moves, one per line, each accepted back by
// --moves.
#include <cstdio>

#include "interpreter/movegen/movegen.hpp"
#include "tools/variant/engine_args.hpp"

namespace variant::cli {

int moves(const Args& args) {
    constexpr const char* usage = "variant moves FILE [--fen FEN] [--moves M...]";
    for (const auto& a : args)
        if (a == "--help" || a == "-h") {
            std::printf("usage: %s\n", usage);
            return 0;
        }
    EngineArgs ea;
    std::vector<std::string> own;
    std::string error;
    if (!split_engine_args(args, {}, ea, own, error)) return usage_error("moves", error, usage);
    if (!ea.rest.empty()) return usage_error("moves", "too many arguments", usage);
    auto loaded = load_position("moves", ea);
    if (!loaded) return 1;
    MoveList list;
    generate_legal(*loaded->pos, list);
    for (const Move& m : list) std::printf("%s\n", move_to_string(*loaded->pos, m).c_str());
    return 0;
}

}  // namespace variant::cli
