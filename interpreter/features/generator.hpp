// What the rules ask of the move generator, which stands above them (movegen/: generation, legality, move
// text). A rule reaches it through these function pointers, never an #include: movegen/legal.cpp sets them
// once, before main, in the translation unit that defines generate_legal (so every program that can call a
// rule's hook has them set), and nothing changes them after.
#pragma once

#include <string>
#include <string_view>

#include "interpreter/core/move.hpp"
#include "interpreter/core/move_error.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct Checks;

struct GeneratorHooks {
    // movegen.hpp: the pseudo-legal moves (atomic's legality makes and tests them).
    void (*generate_pseudo)(const Position&, MoveList&, bool castling) = nullptr;
    // legal.hpp: the legal moves as if the game had not ended (goal: can the reply reach its zone?), their
    // number (drops: is a dropped pawn's check mate?), a board move's legality by the check information
    // (gating: the move before the man enters).
    void (*legal_moves)(Position&, MoveList&) = nullptr;
    int (*count_legal)(Position&) = nullptr;
    bool (*plain_move_legal)(Position&, Move, const Checks&, bool reserve_sensitive) = nullptr;
    // movegen.hpp and move_diagnosis.hpp: the move's text, and why a text names no legal move (the rules'
    // own move readers: multi-leg moves, potentials).
    std::string (*move_to_string)(const Position&, Move) = nullptr;
    MoveError (*diagnose_move)(Position&, std::string_view) = nullptr;
};

extern GeneratorHooks generator;

}  // namespace variant
