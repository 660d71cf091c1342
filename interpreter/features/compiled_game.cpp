#include "interpreter/features/compiled_game.hpp"

#include "interpreter/position/position.hpp"

namespace variant {

// Here, where a Game is known to be GameTables too, and not in position/, which sees only the tables.
Position::Position(const Game& game) : Position(static_cast<const GameTables&>(game), game) {}

}  // namespace variant
