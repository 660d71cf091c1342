// Drops: a man from the side's reserve onto an empty square the drop table allows (zones, forbidden
// zones and "not where it could never move" are folded into DropInfo::allowed at compile time), with
// "no two unpromoted men of the type on one file". The no-mate-by rule is a legality rule (legal.cpp).
#pragma once

#include "interpreter/core/move.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

void generate_drops(const Position& pos, MoveList& list);

}  // namespace variant
