// Position: board bookkeeping and make/unmake; the board change of each move kind is its feature's (features/).
#include "interpreter/position/position.hpp"

#include <algorithm>
#include <iterator>

#include <cstdlib>

#include "interpreter/features/atomic.hpp"
#include "interpreter/features/contagion.hpp"
#include "interpreter/features/en_passant.hpp"
#include "interpreter/features/multi_leg.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/features/reserve_promotion.hpp"
#include "interpreter/features/transfers.hpp"

namespace variant {

namespace {

// features/pass_after_pass: the key of n passes in a row (0 without the feature, whose key is then 0).
std::uint64_t pass_key(const Game& g, int n) {
    return n == 0 ? 0 : n == 1 ? g.pass_after_pass.key : mix_key(g.pass_after_pass.key);
}

}  // namespace

Position::Position(const Game& game) : game_(&game) {
    clear();
    history_.reserve(256);
}

void Position::clear() {
    const std::size_t S = std::size_t(game_->geo.squares());
    board_.assign(S, 0);
    index_.assign(S, -1);
    for (auto& l : list_) {
        l.clear();
        l.reserve(S);
    }
    reserves_.assign(std::size_t(Colours) * game_->reserve_count() * game_->type_count(), 0);
    royals_[0] = royals_[1] = 0;
    for (auto& counts : named_) std::fill(std::begin(counts), std::end(counts), std::int16_t(0));
    royal_sq_[0] = royal_sq_[1] = NoSquare;
    side_ = 0;
    castling_ = 0;
    castling_squares_ = CastlingSquares{};
    ep_ = ep_victim_ = lion_capture_ = NoSquare;
    passes_ = 0;
    halfmove_ = 0;
    fullmove_ = 1;
    checks_left_[0] = checks_left_[1] = 0;
    counting_limit_ = counting_ply_ = 0;
    key_ = reserve_key_ = 0;
    history_.clear();
    potential_ = PotentialState{};
    blasts_.clear();
}

Square Position::royal_square(int c) const {
    if (royals_[c] == 0) return NoSquare;
    if (royal_sq_[c] != NoSquare && board_[royal_sq_[c]] && colour_of(board_[royal_sq_[c]]) == c &&
        game_->types[type_of(board_[royal_sq_[c]])].royal)
        return royal_sq_[c];
    for (auto s : list_[c])
        if (game_->types[type_of(board_[s])].royal) return s;
    return NoSquare;
}

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
    k ^= game_->key_castling[castling_ & 15] ^ game_->gating.key_of(castling_ >> GatingInfo::GateShift);
    if (ep_ != NoSquare) k ^= ep_key(*game_, ep_, ep_victim_);
    if (lion_capture_ != NoSquare) k ^= game_->lion_trading.key[lion_capture_];
    k ^= pass_key(*game_, passes_);
    for (int c = 0; c < Colours; ++c) k ^= game_->check_count.key[c][checks_left_[c]];
    if (game_->potential.enabled)
        for (int c = 0; c < Colours; ++c)
            for (int slot = 0; slot < game_->potential.slot_count; ++slot)
                k ^= potential_taken_key(*game_, c, slot, potential_.taken[c][slot]);
    return k ^ r_key ^ (game_->transfers.empty() ? 0 : early_ply_key());
}

std::uint64_t Position::early_ply_key() const {
    const int ply = Transfers::ply(*this);
    for (const TransferInfo& rule : game_->transfers)
        if (ply < rule.first_ply) return mix_key(game_->key_side ^ std::uint64_t(ply));
    return 0;
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

void Position::set_castling(std::uint32_t rights) {
    key_ ^= game_->key_castling[castling_ & 15] ^ game_->key_castling[rights & 15];
    if ((castling_ | rights) >> GatingInfo::GateShift) [[unlikely]]  // features/gating
        key_ ^= game_->gating.key_of(castling_ >> GatingInfo::GateShift) ^
                game_->gating.key_of(rights >> GatingInfo::GateShift);
    castling_ = rights;
}

void Position::set_lion_capture(Square s) {
    if (lion_capture_ != NoSquare) key_ ^= game_->lion_trading.key[lion_capture_];
    lion_capture_ = s;
    if (lion_capture_ != NoSquare) key_ ^= game_->lion_trading.key[lion_capture_];
}

void Position::set_passes(int n) {
    n = n > 2 ? 2 : n;
    key_ ^= pass_key(*game_, passes_) ^ pass_key(*game_, n);
    passes_ = std::uint8_t(n);
}

void Position::set_ep(Square ep, Square victim) {
    if (ep_ != NoSquare) key_ ^= ep_key(*game_, ep_, ep_victim_);
    ep_ = ep;
    ep_victim_ = victim;
    if (ep_ != NoSquare) key_ ^= ep_key(*game_, ep_, ep_victim_);
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
    const Square cap = m.kind() == MoveKind::EnPassant ? u.ep_victim : to;
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
    if (g.atomic.enabled && u.captured) Atomic::explode(*this, to, u);
    if (g.types[type_of(p)].ep_victim && !u.captured) EnPassant::on_move(*this, from, to);
}

void Position::unmake_board_move(Move m, const Undo& u, int us) {
    if (u.blast_count) Atomic::unexplode(*this, u);
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
    u.castling = castling_;
    u.ep = ep_;
    u.ep_victim = ep_victim_;
    u.lion_capture = lion_capture_;
    u.passes = passes_;
    u.halfmove = halfmove_;
    u.key = key_;
    u.reserve_key = reserve_key_;
    set_ep(NoSquare, NoSquare);
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
    castling_ = u.castling;
    ep_ = u.ep;
    ep_victim_ = u.ep_victim;
    lion_capture_ = u.lion_capture;
    passes_ = u.passes;
    halfmove_ = u.halfmove;
    key_ = u.key;
    reserve_key_ = u.reserve_key;
    history_.pop_back();
}

void Position::make_null() {
    history_.emplace_back();
    Undo& u = history_.back();
    u.move = Move::make(0, 0, MoveKind::Pass);
    u.ep = ep_;
    u.ep_victim = ep_victim_;
    u.halfmove = halfmove_;
    u.key = key_;
    set_ep(NoSquare, NoSquare);
    ++halfmove_;
    side_ ^= 1;
    key_ ^= game_->key_side;
}

void Position::unmake_null() {
    const Undo& u = history_.back();
    side_ ^= 1;
    ep_ = u.ep;
    ep_victim_ = u.ep_victim;
    halfmove_ = u.halfmove;
    key_ = u.key;
    history_.pop_back();
}

}  // namespace variant
