// Where a value came from, so that any stage (loader, validator, compiler) can point at it.
#pragma once

#include <string>
#include <utility>

namespace variant {

struct SourceLocation {
    std::string file;  // path as given on the command line
    int line = 0;      // 1-based; 0 = unknown
    int column = 0;    // 1-based
};

// A value together with the place in a ruleset file where it was written.
template <class T>
struct Located {
    T value{};
    SourceLocation where;

    Located() = default;
    Located(T v, SourceLocation w = {}) : value(std::move(v)), where(std::move(w)) {}
    const T& operator*() const { return value; }
    const T* operator->() const { return &value; }
};

}  // namespace variant
