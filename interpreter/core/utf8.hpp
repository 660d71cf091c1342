// UTF-8 for messages: a message quotes whole characters, and never a byte that would make it invalid
// UTF-8 on the user's terminal.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace variant {

// The byte length of the well-formed UTF-8 character at `at` (1 for ASCII), or 0 if the bytes there are
// not one (a stray continuation byte, a truncated or overlong sequence, a surrogate).
std::size_t utf8_char_length(std::string_view text, std::size_t at);

// The character at `at` for a message: the whole UTF-8 character ("é", not its first byte), or "\xNN" for
// a byte that is not UTF-8 or is a control character.
std::string quoted_char(std::string_view text, std::size_t at);

// The text with control characters written as \n, \t, \r or \xNN and every byte that is not UTF-8 as \xNN:
// one line of valid UTF-8, whatever a file name, a YAML value or an argument held.
std::string printable(std::string_view text);

}  // namespace variant
