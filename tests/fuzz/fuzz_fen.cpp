// libFuzzer target: bytes as a FEN for chess, shogi and crazyhouse (hand-filled rulesets, no files). A
// FEN must either be rejected with FenError or give a position whose FEN parses back to itself, whose
// legal moves make and unmake cleanly, and whose hash matches a fresh computation.
#include <cstddef>
#include <cstdint>
#include <string>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "tests/unit/engine_rulesets.hpp"

using namespace variant;

namespace {
const Game& game(int i) {
    static const Game games[3] = {compile(test::chess_ruleset()), compile(test::shogi_ruleset()),
                                  compile(test::crazyhouse_ruleset())};
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
