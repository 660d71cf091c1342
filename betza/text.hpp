// String building without `"literal" + std::string` chains, which GCC 12 at -O2 warns about (a false
// -Wrestrict positive, GCC bug 105329) and which read no better.
#pragma once

#include <string>
#include <string_view>

namespace betza {

template <typename... Parts> std::string concat(const Parts&... parts) {
    std::string s;
    ((s += parts), ...);
    return s;
}

}  // namespace betza
