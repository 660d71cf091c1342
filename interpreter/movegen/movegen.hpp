// Move generation and move text. Pseudo-legal moves come from the compiled tables (the ray walker:
// attacks/rays.hpp); legality is legal.hpp, the attack test attacks/attacks.hpp.
#pragma once

#include <bit>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/core/move.hpp"
#include "interpreter/core/move_error.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

// Every pseudo-legal move of the side to move (castling only when `castling` is set: it needs the
// attack test).
void generate_pseudo(const Position& pos, MoveList& list, bool castling);
// Does m take an enemy man (on its destination, on its way, or e.p.) or promote? What the quiescence search
// plays.
bool is_tactical(const Position& pos, Move m);
// Strikes the moves of `list` that are not tactical.
void keep_tactical(const Position& pos, MoveList& list);
// The board moves of generate_pseudo that are tactical (is_tactical), the quiet ones mostly never written,
// then every move of the rules' own (drops, gating...; castling aside): a filter beyond check may need them
// present (a compulsory drop strikes every other move), so tactical_moves strikes them only after it.
void generate_tactical_pseudo(const Position& pos, MoveList& list);
// The number of pseudo-legal moves of the men on the board, none written (count_legal, where the game has
// nothing else: Game::leaf_count_by_walk).
int count_board_moves(const Position& pos);
// The pseudo-legal board moves of the man on s, added to `list` (generate_pseudo's, one man's).
void generate_man(const Position& pos, MoveList& list, Square s);
// The side to move's masks for counting its men's moves by popcount (GameTables::leap_counts), read once a
// position.
class LeafMasks {
public:
    explicit LeafMasks(const Position& pos);
    // The moves of the side's man p on s by its masks, or -1 where its rays must be walked.
    [[gnu::always_inline]] int count(Man p, Square s) const { return count_as<Words::Either>(p, s); }
    // Where count() gives -1 for a man some of whose moves count two (LeapCountTwice: a promotion by choice, as
    // shogi's): his moves by his masks, those onto LeapCount::twice twice; -1 for every other man. Apart from
    // count(), which pays no test a man for the few such men (a test cost xiangqi's perft 2%, 30 November 2026).
    int count_twice(Man p, Square s) const {
        if (!masks_) return -1;
        const std::size_t i = std::size_t(type_of(p)) * squares_ + std::size_t(s);
        const std::uint8_t use = use_[i];
        if (!(use & LeapCountTwice)) return -1;
        const LeapCount& m = masks_[i];
        SquareBits to;
        destinations(m, p, to, use & LeapCountSlides);
        return count_of(to) + count_in(to, m.twice);
    }
    // The same where the caller knows whether the board fits one word (one_word()), as a loop over many men may:
    // one test a man costs a board of two words more than it saves one of one.
    enum class Words { One, Two, Either };
    template <Words W> [[gnu::always_inline]] int count_as(Man p, Square s) const {
        if (!masks_) return -1;
        const std::size_t i = std::size_t(type_of(p)) * squares_ + std::size_t(s);
        const std::uint8_t use = use_[i];
        if (!(use & usable_)) return -1;
        const LeapCount& m = masks_[i];
        if (use & LeapCountOneMask) {  // a knight, a king: the squares of his mask his own men leave free
            int n = std::popcount(m.quiet.word[0] & ~own_.word[0]);
            if (W == Words::Two || (W == Words::Either && !one_word_))
                n += std::popcount(m.quiet.word[1] & ~own_.word[1]);
            return n;
        }
        if (use & LeapCountSetsOnly) return set_moves_of<W>(m);  // a rook, a bishop: no mask, no e.p.
        if ((use & LeapCountUnlessEpTaken) && count_in(m.take, passed_)) return -1;
        // The empty squares of one mask and the enemy-held of the other, one count: no square is both.
        int n = std::popcount(leap_word(m, 0));
        if (W == Words::Two || (W == Words::Either && !one_word_)) n += std::popcount(leap_word(m, 1));
        if (m.lame_to != NoSquare && (!m.lame_initial || (p & UnmovedBit)) && !occupied_.has(m.lame_via) &&
            !occupied_.has(m.lame_to))
            ++n;
        if (use & LeapCountSlides) n += slides_moves<W>(m);
        return n;
    }

    // The squares the man p on s moves to, one move each, where count() counts him (false where it gives -1) and
    // his use has the bits `needs` (LeapCountWritten: each is a plain move): the masks' empty and enemy-held
    // squares, his lame leap's, and where his slides stop. Slides that cross the board's two words one by one (not
    // in a set) are not followed: false there too.
    bool targets(Man p, Square s, SquareBits& out, std::uint8_t needs = 0) const {
        if (!masks_) return false;
        const std::size_t i = std::size_t(type_of(p)) * squares_ + std::size_t(s);
        const std::uint8_t use = use_[i];
        if (!(use & usable_) || (use & needs) != needs) return false;
        const LeapCount& m = masks_[i];
        if (use & LeapCountOneMask) {  // a knight, a king: count_as's mask
            out = without(m.quiet, own_);
            return true;
        }
        if ((use & LeapCountUnlessEpTaken) && count_in(m.take, passed_)) return false;
        return destinations(m, p, out, use & LeapCountSlides);
    }
    // The squares an e.p. capture may land on in this position (EnPassant::passed_squares), empty without one.
    const SquareBits& passed() const { return passed_; }
    // Does the board have at most 64 squares, every set's second word empty?
    static bool one_word(const Position& pos) { return fits_one_word(pos.tables().geo); }
    // The same for the man's leaps and steps alone: false where he slides or makes a lame leap.
    bool leap_targets(Man p, Square s, SquareBits& out) const {
        if (!masks_) return false;
        const std::size_t i = std::size_t(type_of(p)) * squares_ + std::size_t(s);
        return !(use_[i] & LeapCountSlides) && masks_[i].lame_to == NoSquare && targets(p, s, out);
    }

    // Might the man p on s, counted by count(), stop on a square of `squares` (by its masks and whole slides)?
    bool may_reach(Man p, Square s, const SquareBits& squares) const {
        return !disjoint(
            reach_of(masks_[std::size_t(type_of(p)) * squares_ + std::size_t(s)], slides_, sets_, set_reach_), squares);
    }

private:
    // The squares the man p counted by m moves to (targets()): false where a slide crosses the two words.
    bool destinations(const LeapCount& m, Man p, SquareBits& out, bool slides) const {
        out.word[0] = leap_word(m, 0);
        out.word[1] = one_word_ ? 0 : leap_word(m, 1);
        if (m.lame_to != NoSquare && (!m.lame_initial || (p & UnmovedBit)) && !occupied_.has(m.lame_via) &&
            !occupied_.has(m.lame_to))
            out.set(m.lame_to);
        return !slides || add_slide_targets(m, out);
    }
    // Word w of the squares the masks give: the empty squares of the quiet mask, the enemy-held of the other.
    [[gnu::always_inline]] std::uint64_t leap_word(const LeapCount& m, int w) const {
        return (m.quiet.word[w] & ~occupied_.word[w]) | (m.take.word[w] & enemy_.word[w]);
    }
    template <Words W> [[gnu::always_inline]] int set_moves_of(const LeapCount& m) const {
        int n = 0;
        for (const SlideSet *set = sets_ + m.set_first, *end = set + m.sets; set != end; ++set)
            n += W == Words::One ? set_moves_in_word(*set, 0) : set_moves(*set);
        return n;
    }
    template <Words W> [[gnu::always_inline]] int slides_moves(const LeapCount& m) const {
        int n = set_moves_of<W>(m);
        if (!(m.rising | m.falling)) return n;  // all in sets, as every slide on a small board
        const SlideCount* slide = slides_ + m.slide_first;
        for (const SlideCount* end = slide + m.rising; slide != end; ++slide) n += slide_moves(*slide, true);
        for (const SlideCount* end = slide + m.falling; slide != end; ++slide) n += slide_moves(*slide, false);
        return n;
    }
    // targets()'s slides: false where one crosses the two words outside a set.
    bool add_slide_targets(const LeapCount& m, SquareBits& out) const {
        for (const SlideSet *set = sets_ + m.set_first, *end = set + m.sets; set != end; ++set) {
            const SquareBits reach = slide_set_reach(*set, set_reach_, occupied_);
            for (int w = 0; w < 2; ++w)
                out.word[w] |= reach.word[w] & ((~occupied_.word[w] & -std::uint64_t(set->move)) |
                                                (enemy_.word[w] & -std::uint64_t(set->take)));
        }
        const SlideCount* slide = slides_ + m.slide_first;
        for (int k = 0; k < m.rising + m.falling; ++k, ++slide) {
            if (slide->word >= 2) return false;
            const bool rising = k < m.rising;
            const std::uint64_t ray = slide->ray.word[slide->word];
            const std::uint64_t blocker = first_bit(ray, occupied_.word[slide->word], rising);  // 0 for none
            const std::uint64_t before = before_first(ray, blocker, rising);
            out.word[slide->word] |= (before & -std::uint64_t(slide->move)) |
                                     (blocker & enemy_.word[slide->word] & -std::uint64_t(slide->take));
        }
        return true;
    }
    // A slide set's moves: the empty squares its rays reach, and the enemy-held ones where they take.
    int set_moves(const SlideSet& set) const {
        if (set.word < 2) [[likely]]
            return set_moves_in_word(set, set.word);
        const SquareBits reach = slide_set_reach(set, set_reach_, occupied_);
        return (set.move ? count_outside(reach, own_, enemy_) : 0) + (set.take ? count_in(reach, enemy_) : 0);
    }
    // The same for a set whose rays all lie in word w (every set on a board of at most 64 squares lies in word 0).
    [[gnu::always_inline]] int set_moves_in_word(const SlideSet& set, int w) const {
        const std::uint64_t occupied = occupied_.word[w];
        const std::uint64_t reach = set_reach_[set.table + gather(occupied, set.relevant.word[w])];
        // The empty squares where it moves, the enemy-held where it takes, by masks: no branch on either.
        return std::popcount(reach &
                             ((~occupied & -std::uint64_t(set.move)) | (enemy_.word[w] & -std::uint64_t(set.take))));
    }
    // The squares up to the slide's first occupied one, and that one where it holds an enemy it may take.
    int slide_moves(const SlideCount& slide, bool rising) const {
        if (slide.word < 2) [[likely]] {  // in one word, by masks without a branch on where the blocker is
            const std::uint64_t ray = slide.ray.word[slide.word];
            const std::uint64_t blocker = first_bit(ray, occupied_.word[slide.word], rising);  // 0 for none
            // The squares before it: below it (none occupied: every square), or above it (the highest bit: none).
            const std::uint64_t before = before_first(ray, blocker, rising);
            return (slide.move ? std::popcount(before) : 0) + (slide.take && (blocker & enemy_.word[slide.word]));
        }
        const int blocker = first_in(slide.ray, occupied_, rising);
        if (blocker < 0) return slide.move ? slide.length : 0;
        return (slide.move ? count_before(slide.ray, blocker, rising) : 0) +
               (slide.take && enemy_.has(Square(blocker)));
    }
    const LeapCount* masks_ = nullptr;  // [type * squares + square], the side's
    const std::uint8_t* use_ = nullptr;
    const SlideCount* slides_ = nullptr;
    const SlideSet* sets_ = nullptr;
    const std::uint64_t* set_reach_ = nullptr;
    std::uint8_t usable_ = 0;  // which uses this position allows (LeapCountUnlessEp only without an e.p. square)
    SquareBits passed_;        // the e.p. squares (EnPassant::passed_squares), set on every board
    std::size_t squares_ = 0;
    // The board has at most 64 squares: every set's second word is empty, and the masks' is not read (a chess
    // board's count is one popcount a man, not two: 1.5% of chess perft's instructions, 30 November 2026).
    bool one_word_ = false;
    const SquareBits& own_;
    const SquareBits& enemy_;
    SquareBits occupied_;
};
// How many pseudo-legal board moves the man on s has, none written but its e.p. captures, which are added to
// `en_passant` instead of counted (count_legal's leaves, where the man's other moves are all legal, and
// LeafMasks::count cannot count them): by masks where some count two (LeafMasks::count_twice), else walked.
int count_man_moves(const Position& pos, const LeafMasks& masks, Square s, MoveList& en_passant);

// Notation (docs/positions-and-moves.md): e2e4, e7e8q, b8b9+ (the fixed promoted partner), P@e4,
// castling as the king's move e1g1, "pass" (also read as the royal's move to its own square, e2e2, as
// Fairy-Stockfish writes it); codes of several letters in brackets: e7e8[dr], [DR]@e4;
// a transfer into a reserve e2^ (unchanged) or b8^R (entering as a rook).
std::string move_to_string(const Position& pos, Move m);
// The move as each path XBoard lists for it (`variant moves --paths`): itself, then, for a multi-leg move
// that takes several men on the way, the same outcome with the men taken in each other order its legs
// allow (MultiLegMoves::paths). Every path is written leg by leg by move_to_string and read back as m.
std::vector<Move> move_paths(const Position& pos, Move m);
// The legal move written `text`, or nullopt (then `error` says why: move_diagnosis.hpp).
std::optional<Move> parse_move(Position& pos, std::string_view text, MoveError& error);
// The same with the reason as one line: "'e2e5': the pawn on e2 cannot go to e5 here; ...".
std::optional<Move> parse_move(Position& pos, std::string_view text, std::string& error);

}  // namespace variant
