// Compiler stage: the leap lookup, the reverse lookup of captures the plain one cannot hold (game.hpp,
// LeapAttack): lame leaps (xiangqi's horse and elephant), leaps only from a zone (the soldier's sideways
// step across the river), leaps only into a zone (the general and the advisors in their palace), leaps of
// unmoved men only (the Cambodian met's double step), and short
// slides between zones (janggi's chariot on the palace diagonals), each slide a leap per distance with the
// squares passed as must-be-empty. The men that capture only in these ways are not complex attackers, so the
// check test and the legality filter need not walk their moves (attacks/leap_attacks.hpp).
#include <algorithm>
#include <cstdlib>

#include "interpreter/game/compiler.hpp"

namespace variant {

int Compiler::leap_zone(const SquareSet* zone) {
    if (!zone) return -1;
    auto& zones = g.leap_attacks.zones;
    auto it = std::find(zones.begin(), zones.end(), *zone);
    if (it != zones.end()) return int(it - zones.begin());
    zones.push_back(*zone);
    return int(zones.size()) - 1;
}

void Compiler::add_leap_attack(int c, int t, int dx, int dy, const std::vector<std::pair<int, int>>& blocks,
                               const SquareSet* only, const SquareSet* to, const std::pair<int, int>* screen,
                               bool initial) {
    LeapAttack e;
    e.dir = dir(-dx, -dy);  // from the target back to the attacker
    for (const auto& [bx, by] : blocks) e.block[e.block_count++] = dir(bx - dx, by - dy);
    e.from_zone = leap_zone(only);
    e.to_zone = leap_zone(to);
    if (screen) e.screen = dir(screen->first - dx, screen->second - dy);
    e.initial = initial;
    std::vector<int> key = {e.dir, e.from_zone, e.to_zone, e.screen, int(initial)};
    for (int i = 0; i < e.block_count; ++i) key.push_back(e.block[i]);
    auto& entries = g.leap_attacks.entries[c];
    auto& types = g.leap_attacks.types[c];
    const std::size_t T = rs.pieces.size();
    auto [it, fresh] = leap_entry_of[c].try_emplace(key, int(entries.size()));
    if (fresh) {
        entries.push_back(e);
        types.resize(entries.size() * T, 0);
    }
    types[std::size_t(it->second) * T + std::size_t(t)] = 1;
    g.leap_attacks.any[c] = true;
    g.leap_attacks.any_screen[c] = g.leap_attacks.any_screen[c] || screen;
}

// How many steps of the leg lead, from some square it may start on, to the farthest square of `to`.
int Compiler::farthest_in_zone(const betza::Leg& leg, const SquareSet* only, const SquareSet& to) {
    int farthest = 0;
    const int limit = leg.max_steps == 0 ? MaxBoardSide : leg.max_steps;
    for (Square s{0}; s < g.geo.squares(); ++s) {
        if (!g.geo.on_board[s] || (only && !(*only)[s])) continue;
        Square q = s;
        for (int k = 1; k <= limit; ++k) {
            q = g.geo.offset(q, leg.step.dx, leg.step.dy);
            if (q == NoSquare) break;
            if (to[q]) farthest = std::max(farthest, k);
        }
    }
    return farthest;
}

// A hop into a zone that lands at most two steps away (janggi's cannon on the palace diagonals): a leap of two
// steps over a screen on the first.
bool Compiler::hop_leap_attack(int c, int t, const betza::MovePath& path, const SquareSet* only, const SquareSet* to) {
    const betza::Leg& leg = path.legs[0];
    if (!to || path.initial_only || path.one_step_in || leg.skip_first || leg.cylinder || leg.en_passant ||
        !leg.must_be_empty.empty() || !leg.must_be_occupied.empty() || farthest_in_zone(leg, only, *to) > 2)
        return false;
    const std::pair<int, int> screen = {leg.step.dx, leg.step.dy};
    add_leap_attack(c, t, 2 * leg.step.dx, 2 * leg.step.dy, {}, only, to, &screen);
    return true;
}

bool Compiler::leap_attack(int c, int t, const betza::MovePath& path, const SquareSet* only, const SquareSet* to) {
    const betza::Leg& leg = path.legs[0];
    if (leg.path == betza::Path::Hop) return hop_leap_attack(c, t, path, only, to);
    if (leg.path != betza::Path::Slide || path.one_step_in || leg.skip_first || leg.cylinder || leg.en_passant ||
        !leg.must_be_occupied.empty())
        return false;
    if (leg.max_steps == 1) {  // a leap, maybe lame, maybe for unmoved men only
        if (leg.must_be_empty.size() > 4) return false;
        std::vector<std::pair<int, int>> blocks;
        for (const auto& o : leg.must_be_empty) blocks.push_back({o.dx, o.dy});
        add_leap_attack(c, t, leg.step.dx, leg.step.dy, blocks, only, to, nullptr, path.initial_only);
        return true;
    }
    if (path.initial_only) return false;
    // A slide into a zone: the farthest square of the zone it reaches from any start decides how many leaps.
    if (!to || !leg.must_be_empty.empty()) return false;
    const int farthest = farthest_in_zone(leg, only, *to);
    if (farthest > 4) return false;
    std::vector<std::pair<int, int>> blocks;
    for (int k = 1; k <= farthest; ++k) {
        add_leap_attack(c, t, k * leg.step.dx, k * leg.step.dy, blocks, only, to);
        blocks.push_back({k * leg.step.dx, k * leg.step.dy});
    }
    return true;
}

}  // namespace variant
