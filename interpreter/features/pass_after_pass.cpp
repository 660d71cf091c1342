#include "interpreter/features/pass_after_pass.hpp"

#include <fmt/format.h>

#include <bit>

#include "interpreter/game/compiler.hpp"

namespace variant {

void PassesInARow::compile(Compiler& c) {
    c.g.pass_after_pass.rule = c.rs.pass_after_pass;
    // A key of its own, turned from the side key so that it differs from every other key.
    c.g.pass_after_pass.key = std::rotl(c.g.key_side, 29) ^ 0x5bd1e9955bd1e995ull;
}

void PassesInARow::filter_legal(Position& pos, MoveList& list) {
    if (!pos.after_pass() || pos.game().pass_after_pass.rule != PassAfterPass::Illegal) return;
    int n = 0;
    for (int i = 0; i < list.size; ++i)
        if (!is_pass(list.moves[i])) list.moves[n++] = list.moves[i];
    list.size = n;
}

void PassesInARow::read_fen(Position& pos, std::string_view field, std::size_t at) {
    if (field.empty() || field == "-") return;
    if (field != "pass")
        throw FenError(at, fmt::format("'{}' is not the pass field: it is 'pass' when the last move was a pass "
                                       "(then the side to move may not pass), else '-'",
                                       field));
    pos.set_after_pass(true);
}

void PassesInARow::write_fen(const Position& pos, std::string& out) {
    if (pos.after_pass()) out += " pass";
}

}  // namespace variant
