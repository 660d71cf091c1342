// What `variant engine` tells XBoard about a game it has never heard of (its protocol's `setup` and `piece`
// commands): the board's size, the holdings, a parent variant for the rules XBoard cannot be told, which of
// its piece images each of our letters takes, the start position, and each piece's moves in XBetza, so that
// XBoard's own move generator highlights and checks our moves (docs/engine.md#xboard).
#pragma once

#include <string>
#include <vector>

#include "interpreter/ruleset/checked_ruleset.hpp"

namespace variant {
struct Game;
}

namespace variant::cli {

// XBoard's board limits (its BOARD_FILES and BOARD_RANKS builds): 16 files, 12 with holdings; 16 ranks.
bool fits_xboard(const Game& g);

// Whether XBoard knows the variant by this name itself (then we send no setup: its own rules apply).
bool xboard_knows(const std::string& name);

// The `setup` line and the `piece` lines for the game; empty when XBoard cannot be told it (a piece code of
// several letters, or more piece types than XBoard has images).
std::vector<std::string> xboard_setup(const CheckedRuleset& ruleset, const Game& g);

// The name under which XBoard can show the ruleset in `path`, named `name`: its `engine: xboard:` name, or
// its own; "" when XBoard cannot show it (it does not load, is too big, or cannot be told to XBoard).
std::string xboard_listing(const std::string& name, const std::string& path);

}  // namespace variant::cli
