// N-check (end.checks: 3check, 5check): the side that gives its n-th check wins. The checks each side still
// has to give are part of the position: a FEN field after the e.p. square, "W+B" with White's count first,
// as Fairy-Stockfish writes it ("3+3" at the start of 3check; "2+3" once White has given one check). A FEN
// without the field starts both sides at n. The position after the n-th check has no moves.
#pragma once

#include <string>
#include <string_view>

#include <optional>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/ending.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct CheckCount {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    // State: the checks each side still has to give to win (0 when the game counts none), hashed by the
    // game's check_count.key (none for 0).
    static constexpr int state_words = 2;
    static const int state_at;  // features/registry.cpp
    static int checks_left(const Position& pos, int colour) { return pos.state(state_at + colour); }
    static void set_checks_left(Position& pos, int colour, int n) {
        const auto& key = pos.game().check_count.key[colour];
        pos.toggle_key(key[checks_left(pos, colour)] ^ key[n]);
        pos.set_state(state_at + colour, n);
    }
    static std::uint64_t state_key(const Position& pos) {
        const auto& key = pos.game().check_count.key;
        return key[0][checks_left(pos, 0)] ^ key[1][checks_left(pos, 1)];
    }
    static bool active(const Game& g) { return g.check_count.checks > 0; }
    static void compile(RuleCompiler& c);
    // After the board change (the mover still to move): a move that checks the opponent counts one.
    static void on_make(Position& pos, Move m, const Undo& u);
    static bool over(Position& pos);
    // The side that gave its n-th check, scored by end.checks_result (for that side).
    static std::optional<Ending> ending(Position& pos);
    // The FEN field: returns false if `field` is not a check count (then it belongs to the next field).
    static constexpr FenSlot fen_slot = FenSlot::AfterEpSquare;
    static bool read_fen(Position& pos, std::string_view field, std::size_t at);
    static void write_fen(const Position& pos, std::string& out);
};

}  // namespace variant
