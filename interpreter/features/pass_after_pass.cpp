#include "interpreter/features/pass_after_pass.hpp"

#include <fmt/format.h>

#include <bit>

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void PassesInARow::compile(RuleCompiler& c) {
    c.g.pass_after_pass.rule = c.rs.pass_after_pass;
    // A key of its own, turned from the side key so that it differs from every other key.
    c.g.pass_after_pass.key = std::rotl(c.g.key_side, 29) ^ 0x5bd1e9955bd1e995ull;
}

void PassesInARow::filter_legal(Position& pos, MoveList& list) {
    if (!filters_now(pos)) return;
    int n = 0;
    for (int i = 0; i < list.size; ++i)
        if (!is_pass(list.moves[i])) list.moves[n++] = list.moves[i];
    list.size = n;
}

void PassesInARow::read_fen(Position& pos, std::string_view field, std::size_t at) {
    if (field.empty() || field == "-") return;
    const Game& g = pos.game();
    const bool two_end = g.consecutive_passes > 0;
    if (field == "pass2" && !two_end)
        throw FenError(at, g.pass_after_pass.rule == PassAfterPass::Illegal
                               ? std::string("'pass2' says the last two moves were passes, but in this game a pass "
                                             "may not answer a pass")
                               : std::string("'pass2' says the last two moves were passes, which this game does "
                                             "not keep (no `consecutive_passes` end): write 'pass'"));
    if (field != "pass" && field != "pass2") {
        std::string meaning = "'pass' when the last move was a pass";
        if (g.pass_after_pass.rule == PassAfterPass::Illegal) meaning += " (then the side to move may not pass)";
        if (two_end) meaning += ", 'pass2' when the last two were (two passes in a row end the game)";
        throw FenError(at, fmt::format("'{}' is not the pass field: it is {}, else '-'", field, meaning));
    }
    set_passes(pos, field == "pass2" ? 2 : 1);
}

void PassesInARow::write_fen(const Position& pos, std::string& out) {
    if (passes(pos) >= 2) out += " pass2";
    else if (after_pass(pos)) out += " pass";
}

void PassesInARow::declare_keys() {
    static const Choices<PassAfterPass> rules = {{"allowed", PassAfterPass::Allowed},
                                                 {"illegal", PassAfterPass::Illegal}};
    add_keys<Ruleset>("ruleset", {field("pass_after_pass", &Ruleset::pass_after_pass, rules)});
}

}  // namespace variant
