// The one-line-plus-caret form of a Betza error, used wherever a Betza string stands alone.
#include <string>

#include "betza/betza.hpp"

namespace betza {

std::string format_error(std::string_view text, const ParseError& error) {
    std::string out = "error: " + std::string(error.what()) + " in '" + std::string(text) + "'\n";
    out += "  " + std::string(text) + "\n";
    const std::size_t length = error.length == 0 ? 1 : error.length;
    out += "  " + std::string(error.column, ' ') + "^" + std::string(length - 1, '~') + "\n";
    return out;
}

}  // namespace betza
