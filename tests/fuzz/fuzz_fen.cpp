// libFuzzer target: bytes as a FEN for chess, shogi and crazyhouse (rulesets/*.yaml, loaded once). A
// FEN must either be rejected with FenError or give a position whose FEN parses back to itself, whose
// legal moves make and unmake cleanly, and whose hash matches a fresh computation.
#include <cstddef>
#include <cstdint>
#include <string>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/ruleset/loader.hpp"

using namespace variant;

namespace {
const Game& game(int i) {
    auto load = [](const char* name) {
        return compile(load_ruleset(std::string(VARIANT_SOURCE_DIR) + "/rulesets/" + name + ".yaml"));
    };
    static const Game games[3] = {load("chess"), load("shogi"), load("crazyhouse")};
    return games[i];
}
void check(bool ok) {
    if (!ok) __builtin_trap();
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0 || size > 512) return 0;
    const std::string fen(reinterpret_cast<const char*>(data) + 1, size - 1);
    Position pos(game(data[0] % 3));
    try {
        pos.set_fen(fen);
    } catch (const FenError& e) {
        check(e.column <= fen.size());
        (void)format_fen_error(fen, e);
        return 0;
    }
    const std::string printed = pos.fen();
    Position again(pos.game());
    again.set_fen(printed);
    check(again.fen() == printed);
    check(pos.key() == pos.compute_key());
    MoveList list;
    generate_legal(pos, list);
    for (const Move& m : list) {
        pos.make(m);
        check(pos.key() == pos.compute_key());
        MoveList reply;
        generate_legal(pos, reply);
        pos.unmake();
    }
    check(pos.fen() == printed);
    return 0;
}
