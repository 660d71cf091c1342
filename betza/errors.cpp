// The one-line-plus-caret form of a Betza error, used wherever a Betza string stands alone.
#include <string>

#include "betza/betza.hpp"
#include "betza/text.hpp"

namespace betza {

std::string format_error(std::string_view text, const ParseError& error) {
    const std::size_t length = error.length == 0 ? 1 : error.length;
    const std::string column = std::to_string(error.column + 1);
    const std::string in = text.empty() ? "" : concat(" in '", text, "'");
    return concat("error: column ", column, ": ", error.what(), in, "\n",  //
                  "  ", text, "\n",                                     //
                  "  ", std::string(error.column, ' '), "^", std::string(length - 1, '~'), "\n");
}

}  // namespace betza
