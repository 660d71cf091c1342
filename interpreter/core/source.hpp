// Where a value came from, so that any stage (loader, validator, compiler) can point at it.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace variant {

struct TextPoint {
    int line = 0;    // 1-based
    int column = 0;  // 1-based, in bytes
};

struct SourceLocation {
    SourceLocation() = default;
    SourceLocation(std::string file, int line, int column,
                   std::shared_ptr<const std::vector<TextPoint>> layout = nullptr)
        : file(std::move(file)), line(line), column(column), layout(std::move(layout)) {}

    std::string file;  // path as given on the command line
    int line = 0;      // 1-based; 0 = unknown
    int column = 0;    // 1-based
    // For a value that starts here: where each of its bytes was written, when that is not simply the
    // columns after `column` on `line` (YAML escapes, quotes written twice, folded or block scalars).
    // Shared, because locations are copied freely.
    std::shared_ptr<const std::vector<TextPoint>> layout;
    // Set, instead of a file, for a mistake in a command-line argument (a Betza string, a FEN, the
    // --moves): the argument's text; `column` is the 1-based column in it and `line` is 0.
    std::shared_ptr<const std::string> argument;
};

// The same file, line and column (the layout aside).
bool same_place(const SourceLocation& a, const SourceLocation& b);

// The location of the byte `offset` bytes into a value that starts at `where` (a caret inside a Betza
// string or a FEN). Past the value's end: the columns after its last byte.
SourceLocation shifted(const SourceLocation& where, std::size_t offset);
// How many columns to underline for the value's bytes [offset, offset + length): `length` where the
// bytes lie side by side on one line, else as far as they do (at least 1).
int span(const SourceLocation& where, std::size_t offset, std::size_t length);

// A value together with the place in a ruleset file where it was written.
template <class T> struct Located {
    T value{};
    SourceLocation where;

    Located() = default;
    Located(T v, SourceLocation w = {}) : value(std::move(v)), where(std::move(w)) {}
    const T& operator*() const { return value; }
    const T* operator->() const { return &value; }
};

}  // namespace variant
