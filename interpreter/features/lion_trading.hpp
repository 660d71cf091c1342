// Lion trading (chu shogi), read as shogiops (lishogi's rules library) plays it. The types listed in
// `lion_trading.lions` are lions (chu: the lion and the promoted kirin):
//  1. A lion may not take an enemy lion that is not next to its start square if that lion is protected:
//     some man of its side could capture on its square once the capturing lion has left its start square
//     (and the man it took on its way, if any, is off the board; that man itself still counts as a
//     protector). Unless the lion took a man on its way that is not `minor` (chu: a pawn or go-between):
//     a double capture that first takes something of worth may end on a protected lion.
//  2. After a move by a non-lion that took an enemy lion, the reply may not take a lion with a non-lion,
//     except the man standing on the square where that lion was taken (a kirin that took a lion and
//     promoted to one there may be taken back).
// The position keeps the square of rule 2 (its state word, LionTrading::last_capture; NoSquare when the last move took
// no lion with a non-lion). FEN: in place of the castling and e.p. fields, which a game with lion trading cannot have,
// one field: that square or "-". It is read in our coordinates (f7) or in shogiops' (7f: the file counted from the
// first player's right, the rank as a letter from the far side), so that an SFEN copied from lishogi keeps its meaning;
// it is written in ours.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct LionTrading {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    // State: the square of rule 2 (as square + 1; 0: none), hashed by the game's lion_trading.key.
    static constexpr int state_words = 1;
    static const int state_at;  // features/registry.cpp
    static Square last_capture(const Position& pos) { return Square(pos.state(state_at) - 1); }
    static void set_last_capture(Position& pos, Square s) {
        pos.toggle_key(state_key(pos));
        pos.set_state(state_at, s + 1);
        pos.toggle_key(state_key(pos));
    }
    static std::uint64_t state_key(const Position& pos) {
        const Square s = last_capture(pos);
        return s == NoSquare ? 0 : pos.game().lion_trading.key[s];
    }
    static bool active(const Game& g) { return g.lion_trading.enabled; }
    static void compile(RuleCompiler& c);
    // The new last-lion-capture square, after every move.
    static void on_make(Position& pos, Move m, const Undo& u);
    // Rules 1 and 2 over the legal moves.
    static void filter_legal(Position& pos, MoveList& list);
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "e2e4 is refused: ...").
    static std::string refusal(Position&, Move) { return "the lion-trading rules forbid this capture of a lion"; }
    static constexpr FenSlot fen_slot = FenSlot::Rights;
    static constexpr int fen_span = 2;  // one field in the place of the rights and the e.p. square
    static void read_fen(Position& pos, std::string_view field, std::size_t at);
    static void write_fen(const Position& pos, std::string& out);
};

}  // namespace variant
