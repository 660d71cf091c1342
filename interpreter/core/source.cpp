#include "interpreter/core/source.hpp"

#include <algorithm>

namespace variant {

namespace {

TextPoint point_of(const SourceLocation& where, std::size_t offset) {
    if (!where.layout || where.layout->empty()) return {where.line, where.column + int(offset)};
    const auto& layout = *where.layout;
    if (offset < layout.size()) return layout[offset];
    TextPoint last = layout.back();
    return {last.line, last.column + int(offset - layout.size()) + 1};
}

}  // namespace

bool same_place(const SourceLocation& a, const SourceLocation& b) {
    return a.line == b.line && a.column == b.column && a.file == b.file;
}

SourceLocation shifted(const SourceLocation& where, std::size_t offset) {
    if (where.line <= 0) return {where.file, where.line, where.column, nullptr};
    TextPoint p = point_of(where, offset);
    return {where.file, p.line, p.column, nullptr};
}

int span(const SourceLocation& where, std::size_t offset, std::size_t length) {
    if (length <= 1) return 1;
    if (!where.layout) return int(length);
    TextPoint first = point_of(where, offset);
    // The bytes on the first one's line, as long as they follow one another there.
    int columns = 1;
    for (std::size_t i = 1; i < length; ++i) {
        TextPoint p = point_of(where, offset + i);
        if (p.line != first.line) break;
        columns = std::max(columns, p.column - first.column + 1);
    }
    return columns;
}

}  // namespace variant
