// A ruleset's `notation:` section (docs/ruleset-format.md#notation): how the game's moves are written where
// players (or Fairy-Stockfish, the catalogue's reference) write them otherwise than chess does. No rule reads
// it; play/san does.
#pragma once

namespace variant {

struct NotationSettings {
    // SAN marks a check '+' and a mate '#'. Off where the game is won by taking or exploding the king and
    // its notation marks no check (Fairy-Stockfish writes none in atomic and dobutsu).
    bool check_marks = true;
};

}  // namespace variant
