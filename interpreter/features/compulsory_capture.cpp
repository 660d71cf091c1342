#include "interpreter/features/compulsory_capture.hpp"

#include <algorithm>

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void CompulsoryCapture::compile(RuleCompiler& c) { c.g.compulsory_capture = c.rs.compulsory_capture; }

bool CompulsoryCapture::captures(const Position& pos, Move m) {
    if (m.kind() > MoveKind::LastBoardMove) return false;  // drops, castling, passes, transfers take nothing
    if (m.kind() == MoveKind::EnPassant) return true;
    const int them = pos.side() ^ 1;
    const auto enemy = [&](Square s) { return s != NoSquare && pos.at(s) && colour_of(pos.at(s)) == them; };
    if (enemy(m.to)) return true;
    return m.kind() == MoveKind::MultiLeg && std::any_of(m.via, m.via + MaxTakenOnTheWay, enemy);
}

void CompulsoryCapture::filter_legal(Position& pos, MoveList& list) {
    bool any = false;
    for (int i = 0; i < list.size && !any; ++i) any = captures(pos, list.moves[i]);
    if (!any) return;
    int n = 0;
    for (int i = 0; i < list.size; ++i)
        if (captures(pos, list.moves[i])) list.moves[n++] = list.moves[i];
    list.size = n;
}

void CompulsoryCapture::declare_keys() {
    add_keys<Ruleset>("ruleset", {field("compulsory_capture", &Ruleset::compulsory_capture)});
}

}  // namespace variant
