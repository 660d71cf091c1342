// The picture of a Betza move on an empty board (`variant explain --svg`), as the Interactive Diagram draws
// one: each square the piece reaches marked by how (move, capture, both, first move only, by hopping, the
// end of a multi-leg move), the multi-leg paths as arrows, a ring when it may end on its own square (igui,
// a pass), and a legend.
#pragma once

#include <string>
#include <vector>

#include "betza/diagram.hpp"
#include "interpreter/draw/picture.hpp"

namespace variant::draw {

// The most multi-leg paths drawn as arrows; a piece with more (a hook mover on a big board) gets the end
// squares only, and a note under the board says so.
inline constexpr std::size_t MaxArrows = 200;

Picture move_picture(const std::vector<betza::MovePath>& paths, betza::BoardSize board, betza::Square from,
                     betza::Player player, const std::string& title);

}  // namespace variant::draw
