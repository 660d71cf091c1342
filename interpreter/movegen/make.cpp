// Making and unmaking a move: the board change of its kind (a board move here, another kind its feature's),
// then what the rules change on every move, through the registry (features/registry.hpp); the rules' state
// words and the hash come back whole from the Undo. Here, above the rules, so that position/ names none.
#include <algorithm>
#include <iterator>

#include "interpreter/features/registry.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

std::uint64_t Position::compute_key() const {
    std::uint64_t k = 0, r_key = 0;
    for (Square s{0}; s < game_->geo.squares(); ++s)
        if (board_[s]) k ^= piece_key(*game_, board_[s], s);
    for (int c = 0; c < Colours; ++c)
        for (int r = 0; r < game_->reserve_count(); ++r)
            for (int t = 0; t < game_->type_count(); ++t)
                r_key += std::uint64_t(std::int64_t(reserve(c, r, t))) *
                         game_->key_reserve[(std::size_t(c) * game_->reserve_count() + r) * game_->type_count() + t];
    if (side_) k ^= game_->key_side;
    k ^= dispatch::state_key(*this, Features{});
    return k ^ r_key ^ ply_key();
}

Man Position::take(Square s, int captor) {
    const Man x = remove(s);
    const int delta = +1;  // into a reserve
    dispatch::call_each_on<dispatch::OnTakeHook>(game_->hooks.on_take.on, Features{}, *this, x, captor, delta);
    return x;
}

void Position::untake(Square s, Man x, int captor) {
    put<false>(s, x);  // unmake's: the hash comes back whole from the Undo
    const int delta = -1;
    dispatch::call_each_on<dispatch::OnTakeHook>(game_->hooks.on_take.on, Features{}, *this, x, captor, delta);
}

namespace {

// A plain move (MoveKind::Normal) of the man p that every rule's board-move steps leave alone
// (RuleHooks::plain_move_by_man): made as in a game without them.
bool plain_move(const Game& g, Move m, Man p) {
    return m.kind() == MoveKind::Normal && g.hooks.plain_move_by_man[p & TypeColourMask];
}

// A move of a man from one board square to another (plain, promoting, e.p., multi-leg), with the steps the
// rules the game has on add (RuleHooks): the men a multi-leg move takes on its way, the hand a captured man
// joins, the promoted or contagion-changed man that lands, the e.p. squares a double step leaves, an
// explosion. `Plain`: none of them acts on this move (the game has none: RuleHooks::plain_board_moves; or each
// leaves it alone: plain_move), so none is walked. Inlined: make calls both kinds, and GCC kept the plain one
// out of line then, which cost jesonmor's perft 3% of its instructions (30 November 2026). Without a
// rule that acts once the man has left his square (on_leave: the men taken on the way), the man is taken off
// his square and put on his destination in one step (Position::relocate), the captured man first.
template <bool Plain> [[gnu::always_inline]] inline void board_move(Position& pos, Move m, Undo& u, int us) {
    const RuleHooks& h = pos.game().hooks;
    const Square from = m.from, to = m.to;
    const bool leaves = !Plain && !h.on_leave.empty();
    const Man p = leaves ? pos.remove(from) : pos.at(from);
    u.moved = p;
    if (leaves)
        for (auto hook : h.on_leave) hook(pos, m, u, us);
    const Square cap = m.kind() == MoveKind::EnPassant ? h.victim_square.fn[0](u) : to;
    if (cap != NoSquare && pos.at(cap) && (leaves || cap != from)) {  // (not the man himself, still on `from`)
        u.captured = Plain ? pos.remove(cap) : pos.take(cap, us);
        u.captured_at = cap;
    }
    Man lands = p & ~UnmovedBit;
    if constexpr (!Plain) lands = dispatch::landing(pos, m, u, lands, us);
    if (leaves) pos.put(to, lands);
    else pos.relocate(from, to, lands);
    if constexpr (!Plain) dispatch::on_board_move(pos, m, u, from, to);
}

template <bool Plain> [[gnu::always_inline]] inline void board_unmove(Position& pos, Move m, const Undo& u, int us) {
    const RuleHooks& h = pos.game().hooks;
    if constexpr (!Plain) dispatch::on_board_unmove(pos, m, u);
    // Unkeyed: unmake_as puts the hash back from the Undo.
    pos.relocate<false>(m.to, m.from, u.moved);
    if (u.captured) {
        if constexpr (Plain) pos.put<false>(u.captured_at, u.captured);
        else pos.untake(u.captured_at, u.captured, us);
    }
    if constexpr (!Plain)
        for (auto hook : h.on_unleave) hook(pos, u, us);
}

}  // namespace

void Position::make_board_move(Move m, Undo& u, int us) { board_move<false>(*this, m, u, us); }

void Position::unmake_board_move(Move m, const Undo& u, int us) { board_unmove<false>(*this, m, u, us); }

template <bool Plain> void Position::make_as(const Move& m) {
    const Game& g = *game_;
    history_.emplace_back();
    Undo& u = history_.back();
    u.move = m;
    u.state = state_;
    u.halfmove = halfmove_;
    u.key = key_;
    u.reserve_key = reserve_key_;
    dispatch::expire(*this, Features{});
    ++halfmove_;
    const int us = side_;
    // A board move (a plain one without the rules' steps where they leave it alone), or the move kind of a
    // feature; then what the features change on every move.
    if (m.kind() <= MoveKind::LastBoardMove) {
        if (Plain || plain_move(g, m, board_[m.from])) board_move<true>(*this, m, u, us);
        else board_move<false>(*this, m, u, us);
    } else if (!dispatch::make(*this, m, u, Features{})) make_board_move(m, u, us);
    dispatch::on_make(*this, m, u);
    side_ ^= 1;
    key_ ^= g.key_side;
    if (side_ == 0) ++fullmove_;
}

template <bool Plain> void Position::unmake_as() {
    Undo& u = history_.back();
    const Move& m = u.move;
    side_ ^= 1;
    if (side_ == 1) --fullmove_;
    const int us = side_;
    if (m.kind() <= MoveKind::LastBoardMove) {
        if (Plain || plain_move(*game_, m, u.moved)) board_unmove<true>(*this, m, u, us);
        else board_unmove<false>(*this, m, u, us);
    } else if (!dispatch::unmake(*this, m, u, Features{})) unmake_board_move(m, u, us);
    dispatch::on_unmake(*this, m, u);
    state_ = u.state;
    halfmove_ = u.halfmove;
    key_ = u.key;
    reserve_key_ = u.reserve_key;
    history_.pop_back();
}

void Position::make(const Move& m) { make_as<false>(m); }
void Position::unmake() { unmake_as<false>(); }
void Position::make_plain(const Move& m) { make_as<true>(m); }
void Position::unmake_plain() { unmake_as<true>(); }

void Position::make_null() {
    history_.emplace_back();
    Undo& u = history_.back();
    u.move = Move::make(0, 0, MoveKind::Pass);
    u.state = state_;
    u.halfmove = halfmove_;
    u.key = key_;
    u.reserve_key = reserve_key_;
    dispatch::expire(*this, Features{});
    ++halfmove_;
    side_ ^= 1;
    key_ ^= game_->key_side;
}

void Position::unmake_null() {
    const Undo& u = history_.back();
    side_ ^= 1;
    state_ = u.state;
    halfmove_ = u.halfmove;
    key_ = u.key;
    history_.pop_back();
}

}  // namespace variant
