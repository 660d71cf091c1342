#include "interpreter/ruleset/trust.hpp"

#include <algorithm>

namespace variant {

bool Trust::piece(const PieceType& piece, std::string_view key) const {
    const Node* pieces = root_.find("pieces");
    const Node* spec = pieces ? pieces->find(piece.name.value) : nullptr;
    return spec && reader_.clean(*spec, key);
}

bool Trust::every_piece(const std::vector<PieceType>& pieces, std::string_view key) const {
    return std::all_of(pieces.begin(), pieces.end(), [&](const PieceType& p) { return piece(p, key); });
}

bool Trust::rule(std::string_view section, const SourceLocation& where, std::string_view key) const {
    const Node* list = root_.find(section);
    if (!list) return false;
    for (const auto& item : list->items)
        if (same_place(item.where, where)) return reader_.clean(item, key);
    return false;
}

}  // namespace variant
