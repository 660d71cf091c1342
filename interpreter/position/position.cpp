// Position: board bookkeeping and make/unmake.
#include "interpreter/position/position.hpp"

#include <cstdlib>

#include "interpreter/features/transfers.hpp"

namespace variant {

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
    royal_sq_[0] = royal_sq_[1] = NoSquare;
    side_ = 0;
    castling_ = 0;
    ep_ = ep_victim_ = NoSquare;
    halfmove_ = 0;
    fullmove_ = 1;
    key_ = reserve_key_ = 0;
    history_.clear();
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

static inline std::uint64_t piece_key(const Game& g, Man p, Square s) {
    std::uint64_t k = g.key_piece[g.table_index(colour_of(p), type_of(p), s)];
    if (origin_of(p) >= 0) k ^= g.key_promoted_origin * (std::uint64_t(s) * 2 + 1);
    return k;
}

void Position::put(Square s, Man p) {
    board_[s] = p;
    int c = colour_of(p);
    index_[s] = std::int16_t(list_[c].size());
    list_[c].push_back(std::int16_t(s));
    key_ ^= piece_key(*game_, p, s);
    if (game_->types[type_of(p)].royal) {
        ++royals_[c];
        royal_sq_[c] = s;
    }
}

Man Position::remove(Square s) {
    Man p = board_[s];
    int c = colour_of(p);
    auto& l = list_[c];
    std::int16_t last = l.back();
    l[index_[s]] = last;
    index_[last] = index_[s];
    l.pop_back();
    index_[s] = -1;
    board_[s] = 0;
    key_ ^= piece_key(*game_, p, s);
    if (game_->types[type_of(p)].royal) --royals_[c];
    return p;
}

void Position::add_reserve(int c, int r, int t, int delta) {
    reserves_[(std::size_t(c) * game_->reserve_count() + r) * game_->type_count() + t] += std::int16_t(delta);
    reserve_key_ += std::uint64_t(std::int64_t(delta)) * game_->key_reserve[(std::size_t(c) * game_->reserve_count() + r) * game_->type_count() + t];
}

Man Position::dropped_piece(int type, int c, Square s) const {
    Man p = make_man(type, c);
    if (game_->setup_piece[s] == std::int32_t(p)) p |= UnmovedBit;
    return p;
}

std::uint64_t Position::compute_key() const {
    std::uint64_t k = 0, r_key = 0;
    for (Square s = 0; s < game_->geo.squares(); ++s)
        if (board_[s]) k ^= piece_key(*game_, board_[s], s);
    for (int c = 0; c < Colours; ++c)
        for (int r = 0; r < game_->reserve_count(); ++r)
            for (int t = 0; t < game_->type_count(); ++t)
                r_key += std::uint64_t(std::int64_t(reserve(c, r, t))) *
                     game_->key_reserve[(std::size_t(c) * game_->reserve_count() + r) * game_->type_count() + t];
    if (side_) k ^= game_->key_side;
    k ^= game_->key_castling[castling_ & 15];
    if (ep_ != NoSquare) k ^= game_->key_ep[ep_];
    return k ^ r_key;
}

// The type a captured man enters the captor's reserve as (its origin or base type when demotion is on).
static int reserve_type(const Game& g, Man x) {
    int t = type_of(x);
    if (g.capture_demotes) {
        if (origin_of(x) >= 0) t = origin_of(x);
        else if (g.types[t].base >= 0) t = g.types[t].base;
    }
    return t;
}

Man Position::take(Square s, int captor) {
    Man x = remove(s);
    if (game_->capture_to_reserve) add_reserve(captor, game_->capture_reserve, reserve_type(*game_, x), +1);
    return x;
}

void Position::untake(Square s, Man x, int captor) {
    put(s, x);
    if (game_->capture_to_reserve) add_reserve(captor, game_->capture_reserve, reserve_type(*game_, x), -1);
}

void Position::make(Move m) {
    const Game& g = *game_;
    history_.emplace_back();
    Undo& u = history_.back();
    u.move = m;
    u.castling = castling_;
    u.ep = ep_;
    u.ep_victim = ep_victim_;
    u.halfmove = halfmove_;
    u.key = key_;
    u.reserve_key = reserve_key_;
    if (ep_ != NoSquare) key_ ^= g.key_ep[ep_];
    ep_ = ep_victim_ = NoSquare;
    ++halfmove_;
    const int us = side_;
    const Square from = m.from, to = m.to;

    switch (m.kind()) {
        case MoveKind::Drop:
            add_reserve(us, m.from, m.type(), -1);
            put(to, dropped_piece(m.type(), us, to));
            if (g.limit_resets.pawn_move && g.types[m.type()].pawn_like) halfmove_ = 0;
            break;
        case MoveKind::Castling: {
            Man king = remove(from);
            Man partner = remove(m.extra);
            u.moved = king;
            u.captured = partner;  // not a capture: remembered to restore its state bits
            int df = g.geo.file_of(to) > g.geo.file_of(from) ? -1 : 1;
            put(to, king & ~UnmovedBit);
            put(to + df, partner & ~UnmovedBit);
            break;
        }
        case MoveKind::Pass:
            break;
        case MoveKind::Transfer:
            u.moved = remove(from);
            add_reserve(us, m.to, m.type(), +1);
            if (g.limit_resets.promotion && transfer_promotes(g, us, m)) halfmove_ = 0;
            break;
        default: {
            Man p = remove(from);
            u.moved = p;
            if (m.kind() == MoveKind::MultiLeg && m.extra != 0xffff && board_[m.extra]) {
                u.captured2 = take(m.extra, us);
                u.captured2_at = m.extra;
                if (g.limit_resets.capture) halfmove_ = 0;
            }
            Square cap = m.kind() == MoveKind::EnPassant ? u.ep_victim : to;
            if (cap != NoSquare && board_[cap]) {
                u.captured = take(cap, us);
                u.captured_at = cap;
                if (g.limit_resets.capture) halfmove_ = 0;
            }
            int t = type_of(p);
            if (g.limit_resets.pawn_move && g.types[t].pawn_like) halfmove_ = 0;
            Man np = p & ~UnmovedBit;
            if (m.kind() == MoveKind::Promotion) {
                if (g.limit_resets.promotion) halfmove_ = 0;
                np = make_man(m.type(), us);
                if (g.promotion[t].remember_origin) np = with_origin(np, t);
            }
            // Contagion: a man (not a royal) that captures a contagious man becomes its type.
            if (g.any_contagious && !g.types[t].royal) {
                for (Man x : {u.captured2, u.captured})
                    if (x && g.types[type_of(x)].contagious) np = make_man(type_of(x), us);
            }
            put(to, np);
            // A double step of an e.p. victim leaves the square it passed as the e.p. square.
            if (g.types[t].ep_victim && !u.captured) {
                int dx = g.geo.file_of(to) - g.geo.file_of(from), dy = g.geo.rank_of(to) - g.geo.rank_of(from);
                if ((dx == 0 || std::abs(dx) == 2) && (dy == 0 || std::abs(dy) == 2) && (dx || dy)) {
                    ep_ = g.geo.square(g.geo.file_of(from) + dx / 2, g.geo.rank_of(from) + dy / 2);
                    ep_victim_ = to;
                    key_ ^= g.key_ep[ep_];
                }
            }
            break;
        }
    }
    if (!g.castle_clear.empty() && m.kind() != MoveKind::Drop && m.kind() != MoveKind::Pass) {
        const Square end = m.kind() == MoveKind::Transfer ? from : to;  // a transfer's `to` is a reserve
        std::uint32_t c = castling_ & ~std::uint32_t(g.castle_clear[from] | g.castle_clear[end]);
        if (c != castling_) {
            key_ ^= g.key_castling[castling_ & 15] ^ g.key_castling[c & 15];
            castling_ = c;
        }
    }
    side_ ^= 1;
    key_ ^= g.key_side;
    if (side_ == 0) ++fullmove_;
}

void Position::unmake() {
    const Game& g = *game_;
    Undo& u = history_.back();
    const Move m = u.move;
    side_ ^= 1;
    if (side_ == 1) --fullmove_;
    const int us = side_;
    switch (m.kind()) {
        case MoveKind::Drop:
            remove(m.to);
            add_reserve(us, m.from, m.type(), +1);
            break;
        case MoveKind::Castling: {
            int df = g.geo.file_of(m.to) > g.geo.file_of(m.from) ? -1 : 1;
            remove(m.to);
            remove(m.to + df);
            put(m.from, u.moved);
            put(m.extra, u.captured);
            break;
        }
        case MoveKind::Pass:
            break;
        case MoveKind::Transfer:
            add_reserve(us, m.to, m.type(), -1);
            put(m.from, u.moved);
            break;
        default:
            remove(m.to);
            put(m.from, u.moved);
            if (u.captured) untake(u.captured_at, u.captured, us);
            if (u.captured2) untake(u.captured2_at, u.captured2, us);
            break;
    }
    castling_ = u.castling;
    ep_ = u.ep;
    ep_victim_ = u.ep_victim;
    halfmove_ = u.halfmove;
    key_ = u.key;
    reserve_key_ = u.reserve_key;
    history_.pop_back();
}

}  // namespace variant
