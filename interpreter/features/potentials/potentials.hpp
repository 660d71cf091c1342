// Potentials: every man is a set of the types it may still turn out to be (the ruleset's `potential`
// key). A man moves as any type of its set, and the move narrows the set to the types that could have made
// it. Each side's men, those on the board and those taken, must stay assignable to its army (a matching,
// features/potentials/army), and no man is narrowed beyond what a move, a capture or that matching forces.
// With the `potential-kings` royalty the men that may still be the royal type are the potential kings: at
// the end of its move each of the mover's potential kings that is attacked stops being one, and a move is
// legal only if the army still has its king among the men (so "check" is every potential king attacked).
//
// A man's set lives in its Man (core/man.hpp, bits 22-28), so make/unmake and the hash carry it; a move
// that narrows other men's sets (the matching's deductions) logs them in its man log (Position::man_log).
//
// The move is MoveKind::Potential: `kt`'s type bits hold the mover's set after the move (bits 0-6), the
// type its owner declares a taken man to have (bits 7-9: its potential index + 1, 0 when nothing is
// taken), whether the man promotes (bit 10: it was a pawn and becomes the promoted set) and whether it is
// castling (bit 11); via[0] is the e.p. victim's square or the castling partner's. Written as the
// squares, '>' and the mover's set after the move, then for a capture the declared type in brackets:
// d2d4>QRP, h2c7>QB(q), e7e8>P=!KP (promotion), e1g1>K (castling); sets as text.hpp writes them.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "interpreter/core/fen_board.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct Checks;
struct MoveError;

struct Potentials {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static constexpr MoveKind kind = MoveKind::Potential;
    static constexpr unsigned PromotesBit = 1u << 10;
    static constexpr unsigned CastlesBit = 1u << 11;

    static bool active(const Game& g) { return g.potential.enabled; }

    // State: per side the men taken so far per army slot they were declared as (a byte each, four to a word),
    // then the length of its man log (Position::man_log(log_at)): the men whose sets the moves made narrowed
    // (square, man before), which unmake rolls back, newest first, to the length before the move.
    static constexpr int TakenWords = (Colours * PotentialInfo::MaxSlots + 3) / 4;
    static constexpr int state_words = TakenWords + 1;
    static const int state_at;  // features/registry.cpp
    static constexpr int man_logs = 1;
    static const int log_at;  // features/registry.cpp
    static int taken(const Position& pos, int c, int slot) {
        const int i = c * PotentialInfo::MaxSlots + slot;
        return pos.state(state_at + i / 4) >> (8 * (i % 4)) & 0xff;
    }
    static void set_taken(Position& pos, int c, int slot, int n);  // xors the keys of the old and new counts
    static std::uint64_t state_key(const Position& pos);
    // The key of `n` men of colour c taken as army slot `slot` (0 for none).
    static std::uint64_t taken_key(const Game& g, int c, int slot, int n) {
        return n ? mix_key(g.key_man_set ^ (std::uint64_t(1) << 40 | std::uint64_t(c * 16 + slot) << 16 | n)) : 0;
    }
    static void compile(RuleCompiler& c);

    // The legal moves (the whole move generation of a game with potentials: the legality hook,
    // features/feature.hpp, which movegen/legal.cpp hands over to).
    static bool replaces_legality(const Game& g) { return g.potential.enabled; }
    static void generate_legal(Position& pos, MoveList& list);
    static void make(Position& pos, Move m, Undo& u);
    static void unmake(Position& pos, Move m, const Undo& u);
    static void write(const Position& pos, Move m, std::string& out);
    // A move written in any spelling that names one legal move of `legal` (read.cpp lists them);
    // else nullopt and why.
    static std::optional<Move> read(Position& pos, const MoveList& legal, std::string_view text, MoveError& error);
    static bool legal(Position&, Move, const Checks*) { return true; }  // generate_legal made only legal ones

    // Whether some man of colour `by` may capture on s as one of the types of its set.
    static bool attacked(const Position& pos, Square s, int by);

    // FEN (fen.cpp): a man is written as its set in brackets ("[QRP]", "[kqrbnp]"), one type as its plain
    // code, a promoted man followed by '~'. After the fullmove number an optional field lists the men taken so far
    // ("xQ", "xp", a colour-bound type split by square colour as "xB.light") and the moved men standing on
    // setup squares of their colour (their squares), separated by commas.
    static Man read_fen_man(const Game& g, const FenMan& man);
    static bool write_fen_man(const Game& g, Man p, std::string& out);  // false: not a potential man
    // The last field (possibly empty); also checks the armies and narrows the sets as a move would have.
    static constexpr FenSlot fen_slot = FenSlot::AfterFullmove;
    static void read_fen(Position& pos, std::string_view field, std::size_t at);
    static void write_fen(const Position& pos, std::string& out);
    // Check: every potential king of the side to move attacked (the check hook: features/royalty's in_check
    // hands over).
    static bool in_check(const Position& pos);

    // The man on s (of colour c, potential or not) may be of type t.
    static bool may_be(const Game& g, Man p, int t);
};

}  // namespace variant
