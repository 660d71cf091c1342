// Royalty and check: which royal rule the game plays (Game::royalty: one royal with check, check only
// for the last of several royals, capture the last royal, or no royals at all) and the legality filter it
// implies, generate_legal (declared in movegen/movegen.hpp, defined in royalty.cpp).
#pragma once

namespace variant {

struct Compiler;

struct Royals {
    // The royal rule (and `pass`, a rule of what a turn may be).
    static void compile(Compiler& c);
};

}  // namespace variant
