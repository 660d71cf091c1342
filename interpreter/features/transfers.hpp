// Reserve transfers: instead of moving, a player lifts one of his own men off the board into one of his
// reserves (the pocket of Pocket Mutation Chess). A transfer rule names the reserve (its capacity limits
// how many men it holds), the types that may be lifted (every non-royal type by default), the first ply
// on which it is allowed, and how the man may change on the way:
//   mutate_within_class  it may enter as any type of its value class (PieceType::value_class)
//   next_class_zone      lifted from that zone, it must enter as a type of the next class; with no next
//                        class it stays what it is. Such a transfer counts as a promotion for the move limit.
// The move is Move::make(from, reserve, MoveKind::Transfer, type entered as); written "e2^" when the type
// stays, "b8^R" when it changes (the code in upper case for either side).
#pragma once

#include "interpreter/game/game.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

class Position;

// Builds one rule's table. `reserve` is the resolved reserve index, `type_of_name` resolves a piece name
// (throwing the compiler's diagnostic when unknown), `zone` is the next-class zone per colour (null: none).
TransferInfo compile_transfer(const Ruleset& rs, const TransferRule& rule, const Game& g, int reserve,
                              const std::vector<int>& listed_types, const std::vector<std::uint8_t>* zone);

// Every pseudo-legal transfer of the side to move.
void generate_transfers(const Position& pos, MoveList& list);

// Whether the transfer `m` by `us` counts as a promotion for the move limit: lifted from its rule's
// next-class zone.
bool transfer_promotes(const Game& g, int us, Move m);

}  // namespace variant
