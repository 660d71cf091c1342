// Making and unmaking a move: the board change of its kind (a board move here, another kind its feature's),
// then what the rules change on every move, through the registry (features/registry.hpp); the rules' state
// words and the hash come back whole from the Undo. Here, above the rules, so that position/ names none.
#include <algorithm>
#include <iterator>

#include "interpreter/features/contagion.hpp"
#include "interpreter/features/multi_leg.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/features/reserve_promotion.hpp"
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
    Man x = remove(s);
    if (game_->captures.to_reserve) CaptureReserve::on_capture(*this, x, captor, +1);
    return x;
}

void Position::untake(Square s, Man x, int captor) {
    put(s, x);
    if (game_->captures.to_reserve) CaptureReserve::on_capture(*this, x, captor, -1);
}

// A move of a man from one board square to another (plain, promoting, e.p., multi-leg), with what the
// features change on the way: the man taken on a multi-leg move's turning square, the promoted or
// contagion-changed man that lands, the e.p. square a double step leaves.
void Position::make_board_move(Move m, Undo& u, int us) {
    const Game& g = *game_;
    const Square from = m.from, to = m.to;
    const Man p = remove(from);
    u.moved = p;
    if (m.kind() == MoveKind::MultiLeg) MultiLegMoves::make(*this, m, u, us);
    const Square cap = m.kind() == MoveKind::EnPassant ? EnPassant::victim_before(u) : to;
    if (cap != NoSquare && board_[cap]) {
        u.captured = take(cap, us);
        u.captured_at = cap;
    }
    Man np = p & ~UnmovedBit;
    if (m.kind() == MoveKind::Promotion || MultiLegMoves::promotes(m, p)) {
        np = Promotion::promoted(g, p, m, us);
        if (g.reserve_promotion.any) ReservePromotion::swap(*this, p, m, us, +1);
    }
    if (g.any_contagious) np = Contagion::landing(g, np, u, us);
    put(to, np);
    for (auto hook : g.hooks.on_board_move) hook(*this, m, u, from, to);  // an explosion, the e.p. squares
}

void Position::unmake_board_move(Move m, const Undo& u, int us) {
    for (auto hook : game_->hooks.on_board_unmove) hook(*this, m, u);
    remove(m.to);
    put(m.from, u.moved);
    if (u.captured) untake(u.captured_at, u.captured, us);
    if (u.taken_count) MultiLegMoves::unmake(*this, u, us);
    if (game_->reserve_promotion.any && (m.kind() == MoveKind::Promotion || MultiLegMoves::promotes(m, u.moved)))
        ReservePromotion::swap(*this, u.moved, m, us, -1);
}

void Position::make(Move m) {
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
    // A board move, or the move kind of a feature; then what the features change on every move.
    if (m.kind() <= MoveKind::LastBoardMove || !dispatch::make(*this, m, u, Features{})) make_board_move(m, u, us);
    dispatch::on_make(*this, m, u, Features{});
    side_ ^= 1;
    key_ ^= g.key_side;
    if (side_ == 0) ++fullmove_;
}

void Position::unmake() {
    Undo& u = history_.back();
    const Move m = u.move;
    side_ ^= 1;
    if (side_ == 1) --fullmove_;
    const int us = side_;
    if (m.kind() <= MoveKind::LastBoardMove || !dispatch::unmake(*this, m, u, Features{})) unmake_board_move(m, u, us);
    dispatch::on_unmake(*this, m, u, Features{});
    state_ = u.state;
    halfmove_ = u.halfmove;
    key_ = u.key;
    reserve_key_ = u.reserve_key;
    history_.pop_back();
}

void Position::make_null() {
    history_.emplace_back();
    Undo& u = history_.back();
    u.move = Move::make(0, 0, MoveKind::Pass);
    u.state = state_;
    u.halfmove = halfmove_;
    u.key = key_;
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
