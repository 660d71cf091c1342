// Position: board bookkeeping. Making and unmaking a move is movegen/'s (make.cpp: the fold over the rules'
// hooks), reading and writing a FEN too (fen.cpp): this layer names no rule.
#include "interpreter/position/position.hpp"

#include <algorithm>
#include <iterator>

namespace variant {

Position::Position(const GameTables& tables, const Game& game) : tables_(&tables), game_(&game) {
    clear();
    history_.reserve(256);
}

void Position::clear() {
    const std::size_t S = std::size_t(tables_->geo.squares());
    board_.assign(S, 0);
    index_.assign(S, -1);
    for (auto& l : list_) {
        l.clear();
        l.reserve(S);
    }
    occupied_[0] = occupied_[1] = SquareBits{};
    far_men_[0] = far_men_[1] = SquareBits{};
    for (auto& groups : group_men_)
        for (SquareBits& men : groups) men = SquareBits{};
    for (auto& groups : group_unmoved_)
        for (SquareBits& men : groups) men = SquareBits{};
    reserves_.assign(std::size_t(Colours) * tables_->reserve_count() * tables_->type_count(), 0);
    held_entries_[0] = held_entries_[1] = 0;
    royals_[0] = royals_[1] = 0;
    for (auto& counts : named_) std::fill(std::begin(counts), std::end(counts), std::int16_t(0));
    named_above_ = 0;
    royal_sq_[0] = royal_sq_[1] = NoSquare;
    side_ = 0;
    halfmove_ = 0;
    fullmove_ = 1;
    key_ = reserve_key_ = 0;
    std::fill(std::begin(state_.word), std::end(state_.word), 0);  // every rule's "none" is 0
    history_.clear();
    for (auto& log : logs_) log.clear();
}

Square Position::find_royal(int c) const {
    if (royals_[c] == 0) return NoSquare;
    for (auto s : list_[c])
        if (tables_->types[type_of(board_[s])].royal) return s;
    return NoSquare;
}

std::uint64_t Position::mix_ply_key(int ply) const { return mix_key(tables_->key_side ^ std::uint64_t(ply)); }

}  // namespace variant
