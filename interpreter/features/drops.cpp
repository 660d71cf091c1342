#include "interpreter/features/drops.hpp"

namespace variant {

void generate_drops(const Position& pos, MoveList& list) {
    const Game& g = pos.game();
    const int us = pos.side(), S = g.geo.squares(), F = g.geo.files;
    for (int t = 0; t < g.type_count(); ++t) {
        const DropInfo& d = g.drops[t];
        if (d.reserve < 0 || pos.reserve(us, d.reserve, t) == 0) continue;
        bool file_taken[MaxBoardSide] = {};
        if (d.no_two_on_file)
            for (Square s : pos.pieces(us))
                if (type_of(pos.at(s)) == t) file_taken[s % F] = true;
        const std::uint8_t* allowed = d.allowed[us].data();
        for (Square s = 0; s < S; ++s)
            if (allowed[s] && !pos.at(s) && !file_taken[s % F])
                list.push(Move::make(d.reserve, s, MoveKind::Drop, t));
    }
}

}  // namespace variant
