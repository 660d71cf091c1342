// Position: the mutable state of a game. Board of packed piece codes, piece lists per colour, reserves,
// side to move, castling rights, e.p. square, counters, a Zobrist hash and an undo stack. Moves are made
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


// "error: <message>" then the FEN and a caret under the column.
std::string format_fen_error(std::string_view fen, const FenError& e);

struct Undo {
    Move move{};
    Man moved = 0;     // the man as it stood on `from` before the move
    Man captured = 0;  // the man removed (on `to`, or the e.p. victim)
    Square captured_at = NoSquare;
    // A multi-leg move's men taken on its way (features/multi_leg), in the order taken; only the first
    // taken_count entries are set.
    int taken_count = 0;
    Man taken_on_the_way[MaxTakenOnTheWay];
    Square taken_at[MaxTakenOnTheWay];
    std::uint32_t castling = 0;
    Square ep = NoSquare;
    Square ep_victim = NoSquare;
    Square lion_capture = NoSquare;
    std::uint8_t passes = 0;  // Position::passes() before the move
    int halfmove = 0;
    // features/automatic_exchange: the types swapped between the prisons by this move (-1: none). Here, in
    // the padding before `key`, it costs the Undo no size.
    std::int16_t swapped[2] = {-1, -1};
    std::uint64_t key = 0;
    std::uint64_t reserve_key = 0;
    std::uint32_t potential_log = 0;  // features/potentials: the size of PotentialState::log before the move
    // features/check_count: the counts before the move.
    std::uint8_t checks_left[Colours] = {0, 0};
    std::uint8_t blast_count = 0;  // features/atomic: the men this move's explosion put on Position::blasts()
    // features/counting: the limit and the count before the move.
    std::int16_t counting_limit = 0;
    std::int16_t counting_ply = 0;
};

// features/potentials: per side the men taken so far, per army slot they were declared as; and the log of
// the men whose sets the moves made narrowed (square, man before), which unmake restores newest first.
struct PotentialState {
    std::uint8_t taken[Colours][PotentialInfo::MaxSlots] = {};
    std::vector<std::pair<Square, Man>> log;
};

// features/castling: the squares of the king and of each partner (per colour; side 0 towards the higher files)
// that the castling rights name: the setup's, or a Chess960 FEN's. Set by the FEN reader; no move changes them.
struct CastlingSquares {
    Square king[Colours] = {NoSquare, NoSquare};
    Square partner[Colours][2] = {{NoSquare, NoSquare}, {NoSquare, NoSquare}};
};

class Position {
public:
    explicit Position(const Game& game);  // an empty board, first player to move

    // FEN in and out. set_fen throws FenError and leaves the position unspecified on failure.
    void set_fen(std::string_view fen);
    std::string fen() const;

    void make(Move m);
    void unmake();
    // A null move for a search's pruning: only the side to move changes (and the e.p. square goes). Never a
    // move of the game: a pass is features/pass's. Undone by unmake_null, nothing made in between.
    void make_null();
    void unmake_null();

    const Game& game() const { return *game_; }
    Man at(Square s) const { return board_[s]; }
    int side() const { return side_; }
    int reserve(int colour, int r, int type) const {
        return reserves_[(std::size_t(colour) * game_->reserve_count() + r) * game_->type_count() + type];
    }
    const std::vector<Square>& pieces(int colour) const { return list_[colour]; }
    std::uint32_t castling() const { return castling_; }
    const CastlingSquares& castling_squares() const { return castling_squares_; }
    Square ep() const { return ep_; }
    Square ep_victim() const { return ep_victim_; }
    Square lion_capture() const { return lion_capture_; }  // features/lion_trading
    bool after_pass() const { return passes_ > 0; }        // features/pass_after_pass
    int passes() const { return passes_; }                 // the passes just made in a row: 0, 1 or 2 (or more)
    int halfmove() const { return halfmove_; }
    int fullmove() const { return fullmove_; }
    // Board, side, rights and e.p. keys are xor-ed; reserve keys are added (count times), kept apart so the two
    // never mix.
    // features/transfers: before a rule's first ply the ply number is state too (early_ply_key).
    std::uint64_t key() const { return key_ ^ reserve_key_ ^ (game_->transfers.empty() ? 0 : early_ply_key()); }
    int royal_count(int colour) const { return royals_[colour]; }
    // features/extinction: the men on the board of the named type with this slot (PieceInfo::extinction_slot).
    int named_count(int colour, int slot) const { return named_[colour][slot]; }
    Square royal_square(int colour) const;  // one royal of that colour, NoSquare if none
    int ply() const { return int(history_.size()); }
    // The moves made on this position since its FEN, oldest first, each with the state before it (its key:
    // Undo::key ^ Undo::reserve_key, comparable with state_key()). features/repetition reads them.
    const std::vector<Undo>& history() const { return history_; }
    // key() without the early-ply term of features/transfers: what the undo records keep.
    std::uint64_t state_key() const { return key_ ^ reserve_key_; }
    // features/pass_ending: were the last two moves passes? Kept as state (in the hash and the FEN's pass
    // field), so that a position read from its FEN knows it as well as one reached by the passes.
    bool after_two_passes() const { return passes_ >= 2; }

    // For the legality test only: takes a man off the board (and puts it back) without touching the piece
    // lists or the hash, to see what its absence uncovers.
    Man lift(Square s) {
        Man p = board_[s];
        board_[s] = 0;
        return p;
    }
    void unlift(Square s, Man p) { board_[s] = p; }

    // For the invariant checks of the tests: recompute the hash from scratch.
    std::uint64_t compute_key() const;

    // Edits for the rule features' make/unmake and FEN fields (interpreter/features/): the board, the
    // reserves and the rule state, each keeping the piece lists and the hash in step. Not for other callers.
    void put(Square s, Man p);
    Man remove(Square s);
    void add_reserve(int colour, int r, int type, int delta);
    Man take(Square s, int captor);  // removes a captured man (features/capture_reserve: maybe into a reserve)
    void untake(Square s, Man p, int captor);
    void set_castling(std::uint32_t rights);  // xor-s the keys of the old and new rights
    void set_ep(Square ep, Square victim);    // NoSquare: none
    void set_lion_capture(Square s);          // NoSquare: none
    void set_passes(int n);                   // features/pass_after_pass: 0, 1 or 2 (more counts as 2)
    void replace(Square s, Man p);            // another state of the man on s (features/potentials: its set)
    void toggle_key(std::uint64_t k) { key_ ^= k; }
    // features/castling's FEN field sets the squares the rights name.
    CastlingSquares& castling_squares() { return castling_squares_; }
    PotentialState& potential() { return potential_; }
    // features/atomic: the men explosions removed, newest last (each move's Undo says how many are its own).
    std::vector<std::pair<Square, Man>>& blasts() { return blasts_; }
    const PotentialState& potential() const { return potential_; }
    // features/check_count: the checks a side still has to give to win (0 when the game counts none).
    int checks_left(int colour) const { return checks_left_[colour]; }
    void set_checks_left(int colour, int n) {
        key_ ^= game_->check_count.key[colour][checks_left_[colour]] ^ game_->check_count.key[colour][n];
        checks_left_[colour] = std::uint8_t(n);
    }
    void reset_halfmove() { halfmove_ = 0; }
    // features/counting: the counting rule's limit and count, both in plies (a limit of 0: no count runs).
    // Like the halfmove clock, not part of the hash (a position repeated while the count runs is repeated).
    int counting_limit() const { return counting_limit_; }
    int counting_ply() const { return counting_ply_; }
    void set_counting(int limit, int ply) {
        counting_limit_ = std::int16_t(limit);
        counting_ply_ = std::int16_t(ply);
    }
    // A board move's change and its undo, for a feature whose move is a board move and more (features/gating).
    void make_board_move(Move m, Undo& u, int us);
    void unmake_board_move(Move m, const Undo& u, int us);
    void set_halfmove(int n) { halfmove_ = n; }

private:
    void place(const FenBoard& board, const FenCodes& codes);  // set_fen's men, checked against the game
    void clear();
    std::uint64_t early_ply_key() const;

    const Game* game_;
    std::vector<Man> board_;
    std::vector<Square> list_[Colours];
    std::vector<std::int16_t> index_;     // position of a square's man in its colour's list
    std::vector<std::int16_t> reserves_;  // [(c * reserves + r) * types + t]
    int royals_[Colours] = {0, 0};
    std::int16_t named_[Colours][MaxExtinctionTypes] = {};  // features/extinction: men per named type
    Square royal_sq_[Colours] = {NoSquare, NoSquare};
    int side_ = 0;
    std::uint32_t castling_ = 0;  // bit (c * 2 + side): 0 king side (higher files), 1 queen side
    CastlingSquares castling_squares_;
    Square ep_ = NoSquare;
    Square ep_victim_ = NoSquare;
    Square lion_capture_ = NoSquare;
    std::uint8_t passes_ = 0;  // the last moves' passes in a row, up to 2 (kept only with features/pass_after_pass)
    int halfmove_ = 0;
    int fullmove_ = 1;
    std::uint8_t checks_left_[Colours] = {0, 0};
    std::int16_t counting_limit_ = 0;  // features/counting
    std::int16_t counting_ply_ = 0;
    std::uint64_t key_ = 0;
    std::uint64_t reserve_key_ = 0;
    std::vector<Undo> history_;
    PotentialState potential_;
    std::vector<std::pair<Square, Man>> blasts_;
};

// A well-mixed 64-bit value of x (splitmix64's finaliser): keys made from a seed and a small number.
inline std::uint64_t mix_key(std::uint64_t x) {
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// features/potentials: the key of `n` men of colour c taken as army slot `slot` (0 for none).
inline std::uint64_t potential_taken_key(const Game& g, int c, int slot, int n) {
    return n ? mix_key(g.potential.key_seed ^ (std::uint64_t(1) << 40 | std::uint64_t(c * 16 + slot) << 16 | n)) : 0;
}

// The key of an e.p. square and its victim: a double step straight and one diagonal may pass the same square.
inline std::uint64_t ep_key(const Game& g, Square ep, Square victim) {
    return g.key_ep[ep] ^ (victim == NoSquare ? 0 : mix_key(g.key_ep[victim]));
}

// The board edits, inline: every move makes and unmakes several of them.
inline std::uint64_t piece_key(const Game& g, Man p, Square s) {
    std::uint64_t k = g.key_piece[2 * g.table_index(colour_of(p), type_of(p), s) + (p >> 11 & 1)];
    if (p >> 12) [[unlikely]] {  // a promoted man's origin, a potential man's set
        if (origin_of(p) >= 0) k ^= mix_key(g.key_promoted_origin ^ (std::uint64_t(origin_of(p)) << 16 | s));
        if (p >> PotentialShift)  // its set, and whether it is unmoved (a potential pawn's double step)
            k ^= mix_key(g.potential.key_seed ^
                         (std::uint64_t(p >> PotentialShift) << 17 | std::uint64_t(p >> 11 & 1) << 16 | s));
    }
    return k;
}

inline void Position::replace(Square s, Man p) {
    const Man old = board_[s];
    key_ ^= piece_key(*game_, old, s) ^ piece_key(*game_, p, s);
    board_[s] = p;
    const int c = colour_of(p);
    royals_[c] += int(game_->types[type_of(p)].royal) - int(game_->types[type_of(old)].royal);
    if (game_->types[type_of(p)].royal) royal_sq_[c] = s;
    if (const int slot = game_->types[type_of(old)].extinction_slot; slot >= 0) --named_[colour_of(old)][slot];
    if (const int slot = game_->types[type_of(p)].extinction_slot; slot >= 0) ++named_[c][slot];
}

inline void Position::put(Square s, Man p) {
    board_[s] = p;
    int c = colour_of(p);
    index_[s] = std::int16_t(list_[c].size());
    list_[c].push_back(s);
    key_ ^= piece_key(*game_, p, s);
    const PieceInfo& info = game_->types[type_of(p)];
    if (info.royal) {
        ++royals_[c];
        royal_sq_[c] = s;
    }
    if (info.extinction_slot >= 0) ++named_[c][info.extinction_slot];
}

inline Man Position::remove(Square s) {
    Man p = board_[s];
    int c = colour_of(p);
    auto& l = list_[c];
    Square last = l.back();
    l[index_[s]] = last;
    index_[last] = index_[s];
    l.pop_back();
    index_[s] = -1;
    board_[s] = 0;
    key_ ^= piece_key(*game_, p, s);
    const PieceInfo& info = game_->types[type_of(p)];
    if (info.royal) --royals_[c];
    if (info.extinction_slot >= 0) --named_[c][info.extinction_slot];
    return p;
}

inline void Position::add_reserve(int c, int r, int t, int delta) {
    reserves_[(std::size_t(c) * game_->reserve_count() + r) * game_->type_count() + t] += std::int16_t(delta);
    reserve_key_ += std::uint64_t(std::int64_t(delta)) *
                    game_->key_reserve[(std::size_t(c) * game_->reserve_count() + r) * game_->type_count() + t];
}

}  // namespace variant
