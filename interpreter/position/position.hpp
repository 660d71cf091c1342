// Position: the mutable state of a game. Board of packed piece codes, piece lists per colour, reserves,
// side to move, counters, the rules' state words, a Zobrist hash and an undo stack. Moves are made
// and unmade in place (make/unmake), which is what perft and a search want.

#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "interpreter/core/fen_board.hpp"  // FenError
#include "interpreter/core/man.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/game/game.hpp"

namespace variant {

struct Game;  // the tables and the rules' data (features/compiled_game.hpp)


// "error: <message>" then the FEN and a caret under the column.
std::string format_fen_error(std::string_view fen, const FenError& e);

// The rules' state (interpreter/features/): words a rule owns at the offsets the registry gives it when the
// program is compiled (features/registry.hpp, each rule's `state_at`), so that Position and Undo name no rule. A
// rule reads and writes its words and xors its part of the hash into the key itself (toggle_key); make keeps
// the words whole in the Undo and unmake puts them back, so a rule needs no undo of its own for them.
struct RuleState {
    static constexpr int Words = 20;
    std::int32_t word[Words];
};

// A log of men a rule changed on the board, newest last, that unmake rolls back (a rule keeps the log's length
// before the move in its state words, so the Undo says how much of it is the move's own).
using ManLog = std::vector<std::pair<Square, Man>>;
constexpr int MaxManLogs = 2;

struct Undo {
    // Not zeroed whole, as `= default` would have it at every move: make sets the move, `state`, the clock and
    // the keys, and the arrays are read only up to taken_count.
    Undo() {}  // NOLINT(modernize-use-equals-default, cppcoreguidelines-pro-type-member-init)
    Move move;
    Man moved = 0;     // the man as it stood on `from` before the move
    Man captured = 0;  // the man removed (on `to`, or the e.p. victim)
    Square captured_at = NoSquare;
    // A move with several legs: the men taken on its way, in the order taken; only the first taken_count
    // entries are set.
    int taken_count = 0;
    Man taken_on_the_way[MaxTakenOnTheWay];
    Square taken_at[MaxTakenOnTheWay];
    int halfmove;
    std::uint64_t key;
    std::uint64_t reserve_key;
    RuleState state;  // the rules' words before the move
};

class Position {
public:
    // An empty board, first player to move. Defined with the Game (features/compiled_game.cpp): this layer
    // knows the game's tables, not its rules.
    explicit Position(const Game& game);

    // FEN in and out (movegen/fen.cpp: the rules' fields come through the registry). set_fen throws FenError
    // and leaves the position unspecified on failure.
    void set_fen(std::string_view fen);
    std::string fen() const;

    // Make and unmake (movegen/make.cpp: the fold over the rules' hooks the game switches on). The move is read
    // by reference (a copy per make cost 0.3% of chess perft): it must not lie in this position's own history.
    void make(const Move& m);
    void unmake();
    // The same without the board move's hook walks, for a game where no rule changes how a board move is made
    // (RuleHooks::plain_board_moves): perft chooses them once per call.
    void make_plain(const Move& m);
    void unmake_plain();
    // A null move for a search's pruning: only the side to move changes (and the rules' state stays). Never a
    // move of the game: a pass is features/pass's. Undone by unmake_null, nothing made in between.
    void make_null();
    void unmake_null();

    const Game& game() const { return *game_; }            // with the rules' data (features/compiled_game.hpp)
    const GameTables& tables() const { return *tables_; }  // the same game, as the layers below the rules see it
    Man at(Square s) const { return board_[s]; }
    int side() const { return side_; }
    int reserve(int colour, int r, int type) const {
        return reserves_[(std::size_t(colour) * tables_->reserve_count() + r) * tables_->type_count() + type];
    }
    // Does the colour hold a man in any of its reserves? Asked first by the rules that read the hands: in a drop
    // game's first plies they are empty, and the drops' generator then asks each type in vain.
    bool holds_any(int colour) const { return held_entries_[colour] != 0; }
    const std::vector<Square>& pieces(int colour) const { return list_[colour]; }
    // The squares each colour's men stand on, of the first 128 (on a bigger board the rest are not kept).
    const SquareBits& occupied(int colour) const { return occupied_[colour]; }
    // The men of a colour's shift group (GameTables::shift_groups: one type whose last-ply moves are counted by
    // shifting their set), and which of them are unmoved; of the first 128 squares, as `occupied`.
    const SquareBits& group_men(int colour, int group) const { return group_men_[colour][group]; }
    const SquareBits& group_unmoved(int colour, int group) const { return group_unmoved_[colour][group]; }
    // The squares of a colour's far attackers (GameTables::far_attacker_by_man), of the first 128, as `occupied`.
    const SquareBits& far_men(int colour) const { return far_men_[colour]; }
    int halfmove() const { return halfmove_; }
    int fullmove() const { return fullmove_; }
    // The ply about to be played, 1 = the first player's first move.
    int game_ply() const { return 2 * (fullmove_ - 1) + side_ + 1; }
    // Board, side and rule state keys are xor-ed; reserve keys are added (count times), kept apart so the two
    // never mix. Before the game's `keyed_plies`-th ply the ply number is state too (ply_key).
    std::uint64_t key() const { return key_ ^ reserve_key_ ^ ply_key(); }
    int royal_count(int colour) const { return royals_[colour]; }
    // The men on the board of the named type with this slot (PieceInfo::extinction_slot).
    int named_count(int colour, int slot) const { return named_[colour][slot]; }
    // How many of those counts, over both colours and every slot, are above GameTables::extinction_count: while
    // all are, no side has run out of a named type (features/extinction's test at every node, one compare).
    int named_above() const { return named_above_; }
    // One royal of that colour, NoSquare if none: the square the last royal to move or arrive went to while a
    // royal of the colour still stands there (asked several times a node, so inline), else a search of the list.
    // Forced inline: GCC once kept it out of line in count_legal, 0.9% more of gardner's perft 6 (3 December 2026).
    [[gnu::always_inline]] Square royal_square(int colour) const {
        const Square s = royal_sq_[colour];
        if (royals_[colour] && s != NoSquare && board_[s] && colour_of(board_[s]) == colour &&
            tables_->types[type_of(board_[s])].royal)
            return s;
        return find_royal(colour);
    }
    int ply() const { return int(history_.size()); }
    // The moves made on this position since its FEN, oldest first, each with the state before it (its key:
    // Undo::key ^ Undo::reserve_key, comparable with state_key()). features/repetition reads them.
    const std::vector<Undo>& history() const { return history_; }
    // key() without the ply term: what the undo records keep.
    std::uint64_t state_key() const { return key_ ^ reserve_key_; }

    // For the legality test only: takes a man off the board (and puts it back) without touching the piece
    // lists or the hash, to see what its absence uncovers. The occupancy follows: the attack test scans it. The
    // shift groups' sets do not: nothing counts moves while a man is lifted.
    Man lift(Square s) {
        Man p = board_[s];
        board_[s] = 0;
        if (p && s < SquareBitsMax) {
            occupied_[colour_of(p)].reset(s);
            track_far(s, p, false);
        }
        return p;
    }
    void unlift(Square s, Man p) {
        if (s < SquareBitsMax) {
            if (board_[s]) {
                occupied_[colour_of(board_[s])].reset(s);
                track_far(s, board_[s], false);
            }
            if (p) {
                occupied_[colour_of(p)].set(s);
                track_far(s, p, true);
            }
        }
        board_[s] = p;
    }

    // For the invariant checks of the tests: recompute the hash from scratch (movegen/make.cpp, with the
    // rules' parts through the registry).
    std::uint64_t compute_key() const;

    // Edits for the rule features' make/unmake and FEN fields (interpreter/features/): the board, the
    // reserves and the rule state, each keeping the piece lists and the hash in step. Not for other callers.
    // `Keyed`: the hash follows. Unmake passes false: it puts the hash back whole from the Undo afterwards.
    template <bool Keyed = true> void put(Square s, Man p);
    template <bool Keyed = true> Man remove(Square s);
    // The man on `from` goes to the empty `to` (or stays, from == to), landing as `lands` (of his colour: the
    // promoted or infected man): remove(from) then put(to, lands), without the piece list's two edits.
    template <bool Keyed = true> void relocate(Square from, Square to, Man lands);
    void add_reserve(int colour, int r, int type, int delta);
    Man take(Square s, int captor);  // removes a captured man (movegen/make.cpp: the take hooks, e.g. into a reserve)
    void untake(Square s, Man p, int captor);  // unmake's: leaves the hash to unmake (put<false>)
    void replace(Square s, Man p);             // another state of the man on s (features/potentials: its set)
    void toggle_key(std::uint64_t k) { key_ ^= k; }
    // The rules' words (RuleState): each rule reads and writes only its own, at its `state_at`.
    std::int32_t state(int i) const { return state_.word[i]; }
    void set_state(int i, std::int32_t v) { state_.word[i] = v; }
    const RuleState& rule_state() const { return state_; }
    ManLog& man_log(int i) { return logs_[i]; }
    const ManLog& man_log(int i) const { return logs_[i]; }
    void reset_halfmove() { halfmove_ = 0; }
    void set_halfmove(int n) { halfmove_ = n; }
    // A board move's change and its undo (movegen/make.cpp), for a feature whose move is a board move and more
    // (features/gating). The undo, as unmake's, leaves the hash to unmake.
    void make_board_move(Move m, Undo& u, int us);
    void unmake_board_move(Move m, const Undo& u, int us);

private:
    template <bool Plain> void make_as(const Move& m);
    template <bool Plain> void unmake_as();
    void place(const FenBoard& board, const FenCodes& codes);  // set_fen's men, checked against the game
    Square find_royal(int colour) const;                       // royal_square's search of the list
    void clear();
    std::uint64_t ply_key() const {
        const int ply = game_ply();
        return ply < tables_->keyed_plies ? mix_ply_key(ply) : 0;
    }
    std::uint64_t mix_ply_key(int ply) const;
    // Adds delta to a named count, keeping named_above_ in step.
    void count_named(int colour, int slot, int delta) {
        const int at = tables_->extinction_count, before = named_[colour][slot];
        named_above_ += int(before + delta > at) - int(before > at);
        named_[colour][slot] = std::int16_t(before + delta);
    }
    // Keeps far_men_ in step as p arrives on s (or leaves it), s of the first 128.
    void track_far(Square s, Man p, bool arrives) {
        if (!arrives) far_men_[colour_of(p)].reset(s);
        else if (tables_->far_attacker_by_man[p & TypeColourMask]) far_men_[colour_of(p)].set(s);
    }
    // Keeps group_men_ and group_unmoved_ in step as p arrives on s (or leaves it).
    void track_group(Square s, Man p, bool arrives) {
        const unsigned group = tables_->shift_group_by_man[p & TypeColourMask];
        if (group == NoShiftGroup || s >= SquareBitsMax) return;
        const int c = colour_of(p);
        const std::uint64_t bit = std::uint64_t(1) << (s & 63);
        if (!arrives) {
            group_men_[c][group].word[s >> 6] &= ~bit;
            group_unmoved_[c][group].word[s >> 6] &= ~bit;
            return;
        }
        group_men_[c][group].word[s >> 6] |= bit;
        group_unmoved_[c][group].word[s >> 6] |= (p & UnmovedBit) ? bit : 0;
    }

    Position(const GameTables& tables, const Game& game);
    const GameTables* tables_;
    const Game* game_;  // the same object as tables_
    std::vector<Man> board_;
    std::vector<Square> list_[Colours];
    SquareBits occupied_[Colours];
    SquareBits far_men_[Colours];
    SquareBits group_men_[Colours][MaxShiftGroups], group_unmoved_[Colours][MaxShiftGroups];
    std::vector<std::int16_t> index_;     // position of a square's man in its colour's list
    std::vector<std::int16_t> reserves_;  // [(c * reserves + r) * types + t]
    int held_entries_[Colours] = {0, 0};  // the colour's entries of reserves_ that are not 0 (holds_any)
    int royals_[Colours] = {0, 0};
    std::int16_t named_[Colours][MaxExtinctionTypes] = {};  // men per named type (PieceInfo::extinction_slot)
    int named_above_ = 0;
    Square royal_sq_[Colours] = {NoSquare, NoSquare};
    int side_ = 0;
    int halfmove_ = 0;
    int fullmove_ = 1;
    std::uint64_t key_ = 0;
    std::uint64_t reserve_key_ = 0;
    RuleState state_;
    std::vector<Undo> history_;
    ManLog logs_[MaxManLogs];
};

// A well-mixed 64-bit value of x (splitmix64's finaliser): keys made from a seed and a small number.
inline std::uint64_t mix_key(std::uint64_t x) {
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// The board edits, inline: every move makes and unmakes several of them.
[[gnu::always_inline]] inline std::uint64_t piece_key(const GameTables& g, Man p, Square s) {
    std::uint64_t k = g.key_piece[g.key_piece_at[p & TypeColourMask] + 2 * std::size_t(s) + (p >> 11 & 1)];
    if (p >> 12) [[unlikely]] {  // a promoted man's origin, a potential man's set
        if (origin_of(p) >= 0) k ^= mix_key(g.key_promoted_origin ^ (std::uint64_t(origin_of(p)) << 16 | s));
        if (p >> PotentialShift)  // its set, and whether it is unmoved (a potential pawn's double step)
            k ^= mix_key(g.key_man_set ^
                         (std::uint64_t(p >> PotentialShift) << 17 | std::uint64_t(p >> 11 & 1) << 16 | s));
    }
    return k;
}

inline void Position::replace(Square s, Man p) {
    const Man old = board_[s];
    key_ ^= piece_key(*tables_, old, s) ^ piece_key(*tables_, p, s);
    board_[s] = p;
    track_group(s, old, false);
    track_group(s, p, true);
    const int c = colour_of(p);
    if (s < SquareBitsMax) {
        track_far(s, old, false);
        track_far(s, p, true);
    }
    if (s < SquareBitsMax && colour_of(old) != c) {
        occupied_[colour_of(old)].reset(s);
        occupied_[c].set(s);
    }
    royals_[c] += int(tables_->types[type_of(p)].royal) - int(tables_->types[type_of(old)].royal);
    if (tables_->types[type_of(p)].royal) royal_sq_[c] = s;
    if (const int slot = tables_->types[type_of(old)].extinction_slot; slot >= 0) count_named(colour_of(old), slot, -1);
    if (const int slot = tables_->types[type_of(p)].extinction_slot; slot >= 0) count_named(c, slot, +1);
}

template <bool Keyed> [[gnu::always_inline]] inline void Position::put(Square s, Man p) {
    board_[s] = p;
    int c = colour_of(p);
    if (s < SquareBitsMax) {
        occupied_[c].set(s);
        track_far(s, p, true);
    }
    track_group(s, p, true);
    index_[s] = std::int16_t(list_[c].size());
    list_[c].push_back(s);
    if constexpr (Keyed) key_ ^= piece_key(*tables_, p, s);
    const PieceInfo& info = tables_->types[type_of(p)];
    if (info.royal) {
        ++royals_[c];
        royal_sq_[c] = s;
    }
    if (info.extinction_slot >= 0) count_named(c, info.extinction_slot, +1);
}

template <bool Keyed> [[gnu::always_inline]] inline Man Position::remove(Square s) {
    Man p = board_[s];
    int c = colour_of(p);
    auto& l = list_[c];
    Square last = l.back();
    l[index_[s]] = last;
    index_[last] = index_[s];
    l.pop_back();
    index_[s] = -1;
    board_[s] = 0;
    if (s < SquareBitsMax) {
        occupied_[c].reset(s);
        far_men_[c].reset(s);
    }
    track_group(s, p, false);
    if constexpr (Keyed) key_ ^= piece_key(*tables_, p, s);
    const PieceInfo& info = tables_->types[type_of(p)];
    if (info.royal) --royals_[c];
    if (info.extinction_slot >= 0) count_named(c, info.extinction_slot, -1);
    return p;
}

template <bool Keyed> [[gnu::always_inline]] inline void Position::relocate(Square from, Square to, Man lands) {
    const Man p = board_[from];
    const int c = colour_of(p);
    board_[from] = 0;
    board_[to] = lands;
    if (((p ^ lands) & TypeColourMask) == 0 && from < SquareBitsMax && to < SquareBitsMax) [[likely]] {
        // The same man on both squares (no promotion): his far-attacker mark and shift group are looked up once.
        const std::uint64_t bit_from = std::uint64_t(1) << (from & 63), bit_to = std::uint64_t(1) << (to & 63);
        occupied_[c].word[from >> 6] &= ~bit_from;
        occupied_[c].word[to >> 6] |= bit_to;
        if (tables_->far_attacker_by_man[p & TypeColourMask]) {
            far_men_[c].word[from >> 6] &= ~bit_from;
            far_men_[c].word[to >> 6] |= bit_to;
        }
        if (const unsigned group = tables_->shift_group_by_man[p & TypeColourMask]; group != NoShiftGroup) {
            group_men_[c][group].word[from >> 6] &= ~bit_from;
            group_men_[c][group].word[to >> 6] |= bit_to;
            group_unmoved_[c][group].word[from >> 6] &= ~bit_from;
            group_unmoved_[c][group].word[to >> 6] |= (lands & UnmovedBit) ? bit_to : 0;
        }
    } else {
        if (from < SquareBitsMax) {
            occupied_[c].reset(from);
            far_men_[c].reset(from);
        }
        if (to < SquareBitsMax) {
            occupied_[c].set(to);
            track_far(to, lands, true);
        }
        track_group(from, p, false);
        track_group(to, lands, true);
    }
    const std::int16_t at = index_[from];  // his place in the list is kept
    index_[from] = -1;
    index_[to] = at;
    list_[c][std::size_t(at)] = to;
    if constexpr (Keyed) key_ ^= piece_key(*tables_, p, from) ^ piece_key(*tables_, lands, to);
    const PieceInfo& info = tables_->types[type_of(lands)];
    if (type_of(lands) != type_of(p)) [[unlikely]] {  // a promotion: the counts of both types change
        const PieceInfo& was = tables_->types[type_of(p)];
        royals_[c] += int(info.royal) - int(was.royal);
        if (was.extinction_slot >= 0) count_named(c, was.extinction_slot, -1);
        if (info.extinction_slot >= 0) count_named(c, info.extinction_slot, +1);
    }
    if (info.royal) royal_sq_[c] = to;
}

inline void Position::add_reserve(int c, int r, int t, int delta) {
    const std::size_t at = (std::size_t(c) * tables_->reserve_count() + r) * tables_->type_count() + t;
    std::int16_t& held = reserves_[at];
    held_entries_[c] += int(held + delta != 0) - int(held != 0);
    held = std::int16_t(held + delta);
    reserve_key_ += std::uint64_t(std::int64_t(delta)) * tables_->key_reserve[at];
}

}  // namespace variant
