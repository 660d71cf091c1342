// Legality: the legal moves of a position, from the pseudo-legal ones (movegen.hpp) filtered by the check
// rule (features/royalty decides what check is and which royalty rule the game plays) and by the rules
// beyond check (the features' filter_legal hooks). A rule that decides legality its own way (atomic,
// potentials) replaces this filter through its generate_legal hook (features/feature.hpp).
#pragma once

#include "interpreter/attacks/checks.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

// Has a rule ended the game before mate (extinction, a bare king, a goal reached, the n-th check)? A finished
// game has no moves.
bool ended_early(Position& pos);
// Every legal move (none once the game has ended early).
void generate_legal(Position& pos, MoveList& list);
// The legal moves that take or promote (movegen.hpp's is_tactical), as if the game had not ended (the caller
// asks ended_early first): the quiescence search's, the quiet ones mostly never written nor tested.
void tactical_moves(Position& pos, MoveList& list);
// The number of legal moves (what perft counts at its last ply).
int count_legal(Position& pos);
// The legal moves as if the game had not ended (generate_legal without asking the endings first).
void legal_moves(Position& pos, MoveList& list);
// A plain or promoting board move, by the check information where it suffices, else made and tested;
// `reserve_sensitive`: the game's reserves change what attacks (Game::reserves_change_attacks).
bool plain_move_legal(Position& pos, Move m, const Checks& ci, bool reserve_sensitive);
// Does the check rule allow m, a pseudo-legal move (the rules beyond check not asked; move_diagnosis)?
bool check_rule_allows(Position& pos, Move m);

}  // namespace variant
