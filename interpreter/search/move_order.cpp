#include "interpreter/search/move_order.hpp"

#include <algorithm>

#include "interpreter/features/en_passant.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

namespace {

// The kinds whose `from` and `to` are board squares a man moves between (a drop's `from` and a transfer's
// `to` are reserve indices).
bool board_squares(MoveKind k) {
    switch (k) {
        case MoveKind::Normal:
        case MoveKind::Promotion:
        case MoveKind::EnPassant:
        case MoveKind::MultiLeg:
        case MoveKind::Gating:
        case MoveKind::Potential:
        case MoveKind::Castling:
        case MoveKind::PromotionMove: return true;
        default: return false;
    }
}

}  // namespace

MoveOrder::MoveOrder(const Game& g, const std::vector<PieceValue>& values)
    : g_(g),
      values_(values),
      history_(std::size_t(Colours) * std::size_t(g.type_count()) * std::size_t(g.geo.squares()), 0) {}

int MoveOrder::value(Man p) const {
    const int t = type_of(p);
    return g_.types[std::size_t(t)].royal ? 20000 : values_[std::size_t(t)].centipawns;
}

int MoveOrder::victim_value(const Position& pos, Move m) const {
    const MoveKind k = m.kind();
    if (!board_squares(k) || k == MoveKind::Castling) return 0;
    const int us = pos.side();
    int rank = 0;
    if (k == MoveKind::EnPassant)
        return value(pos.at(EnPassant::victim(pos) == NoSquare ? m.to : EnPassant::victim(pos)));
    const Man target = pos.at(m.to);
    if (target && colour_of(target) != us) rank += value(target);
    if (k == MoveKind::MultiLeg)
        for (int i = 0; i < m.via_count(); ++i)
            if (const Man v = pos.at(m.via[i]); v && colour_of(v) != us) rank += value(v);
    return rank;
}

int MoveOrder::mover_value(const Position& pos, Move m) const {
    if (!board_squares(m.kind())) return 0;
    const Man p = pos.at(m.from);
    return p ? value(p) : 0;
}

int MoveOrder::history_index(const Position& pos, Move m) const {
    if (!board_squares(m.kind())) return -1;
    const Man p = pos.at(m.from);
    if (!p) return -1;
    return int((std::size_t(pos.side()) * std::size_t(g_.type_count()) + std::size_t(type_of(p))) *
                   std::size_t(g_.geo.squares()) +
               std::size_t(m.to));
}

ScoredMoves MoveOrder::score(const Position& pos, MoveList& list, const Move* table_move, int ply,
                             std::vector<int>& scores) {
    scores.resize(std::size_t(list.size));
    ScoredMoves out{list.moves, scores.data(), list.size};
    const int k = std::min(ply, 128);
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        int s;
        if (table_move && m.from == table_move->from && m.to == table_move->to && m.kind() == table_move->kind()) {
            s = 1 << 30;
        } else if (is_tactical(pos, m)) {
            const int victim = victim_value(pos, m);
            const bool promotion = m.kind() == MoveKind::Promotion || m.kind() == MoveKind::PromotionMove;
            const Man attacker = board_squares(m.kind()) ? pos.at(m.from) : 0;
            s = (1 << 24) + victim * 16 - (attacker ? std::min(value(attacker), 5000) : 0) / 16 +
                (promotion ? 1 << 20 : 0);
        } else if (m == killers_[k][0]) {
            s = KillerScore + 1;
        } else if (m == killers_[k][1]) {
            s = KillerScore;
        } else {
            const int h = history_index(pos, m);
            s = h >= 0 ? history_[std::size_t(h)] : 0;
        }
        out.scores[i] = s;
    }
    return out;
}

void MoveOrder::reward(const Position& pos, Move m, int ply, int depth) {
    const int k = std::min(ply, 128);
    if (!(killers_[k][0] == m)) {
        killers_[k][1] = killers_[k][0];
        killers_[k][0] = m;
    }
    const int h = history_index(pos, m);
    if (h < 0) return;
    int& v = history_[std::size_t(h)];
    v = std::min(v + depth * depth, 1 << 22);
}

}  // namespace variant
