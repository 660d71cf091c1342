#include "interpreter/features/check_count.hpp"

#include <fmt/format.h>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void CheckCount::compile(RuleCompiler& c) {
    const int n = c.rs.end.checks;
    if (n == 0) return;
    CheckCountInfo& info = c.g.check_count;
    info.checks = n;
    info.result = c.rs.end.checks_result;
    // Keys for the counts; none for 0, so that a position's key without counts stays as it was.
    for (int col = 0; col < Colours; ++col)
        for (int k = 1; k <= CheckCountInfo::Max; ++k)
            info.key[col][k] = mix_key(0x636865636b73ULL ^ std::uint64_t(col * 64 + k) << 20);
    c.g.ends_early = true;
}

void CheckCount::on_make(Position& pos, Move, const Undo&) {
    const int us = pos.side();
    const Square royal = pos.royal_square(us ^ 1);
    if (royal != NoSquare && checks_left(pos, us) > 0 && attacked(pos, royal, us))
        set_checks_left(pos, us, checks_left(pos, us) - 1);
}

bool CheckCount::over(Position& pos) { return checks_left(pos, 0) == 0 || checks_left(pos, 1) == 0; }

std::optional<Ending> CheckCount::ending(Position& pos) {
    if (!over(pos)) return std::nullopt;
    const int giver = checks_left(pos, 0) == 0 ? 0 : 1;
    const int n = pos.game().check_count.checks;
    return Ending{for_side_to_move(pos.game().check_count.result, giver, pos.side()),
                  fmt::format("{} check{}: {} gave {}", n, n == 1 ? "" : "s", colour_name(giver),
                              n == 1 ? "check" : fmt::format("{} checks", n))};
}

bool CheckCount::read_fen(Position& pos, std::string_view field, std::size_t at) {
    const int n = pos.game().check_count.checks;
    const std::size_t plus = field.find('+');
    if (plus == std::string_view::npos) {  // no count given: nobody has checked yet
        set_checks_left(pos, 0, n);
        set_checks_left(pos, 1, n);
        return false;
    }
    auto count = [&](std::string_view text, std::size_t where) {
        if (text.size() != 1 && text.size() != 2)
            throw FenError(at + where, fmt::format("a check count must be a number from 0 to {}", n));
        if (text.size() == 2 && text[0] == '0')
            throw FenError(at + where, fmt::format("a check count is written without a leading zero: '{}'", text));
        int v = 0;
        for (char ch : text) {
            if (ch < '0' || ch > '9')
                throw FenError(at + where, fmt::format("a check count must be a number from 0 to {}", n));
            v = v * 10 + (ch - '0');
        }
        if (v > n) throw FenError(at + where, fmt::format("a check count must be a number from 0 to {}", n));
        return v;
    };
    set_checks_left(pos, 0, count(field.substr(0, plus), 0));
    set_checks_left(pos, 1, count(field.substr(plus + 1), plus + 1));
    // A count of 0: that side gave its last check with the move just made, which ended the game. So the
    // other side is to move, and its own count is not 0 too.
    for (int c = 0; c < Colours; ++c) {
        if (checks_left(pos, c) != 0) continue;
        const std::size_t where = at + (c == 0 ? 0 : plus + 1);
        if (checks_left(pos, c ^ 1) == 0)
            throw FenError(where, "both sides cannot have given their last check: the game ended at the first");
        if (pos.side() == c)
            throw FenError(where, fmt::format("{} has given its last check, so its move ended the game: {} is to "
                                              "move, not {}",
                                              side_names[c], side_names[c ^ 1], side_names[c]));
    }
    return true;
}

void CheckCount::write_fen(const Position& pos, std::string& out) {
    out += fmt::format(" {}+{}", checks_left(pos, 0), checks_left(pos, 1));
}

void CheckCount::declare_keys() {
    add_keys<GameEnd>(
        "end", {custom<GameEnd>("checks",
                                [](Reader& r, const Node& map, const Node& value, GameEnd& end) {
                                    r.read(map, "checks", end.checks);
                                    if (end.checks < 0 || end.checks > 15)
                                        r.error(value, fmt::format("'checks' must be 0 (none) or 1 to 15, not {}",
                                                                   value.text));
                                }),
                field("checks_result", &GameEnd::checks_result, outcome_choices())});
}

}  // namespace variant
