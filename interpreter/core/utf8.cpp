#include "interpreter/core/utf8.hpp"

#include <fmt/format.h>

#include <iterator>

namespace variant {

std::size_t utf8_char_length(std::string_view text, std::size_t at) {
    if (at >= text.size()) return 0;
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned first = byte(at);
    if (first < 0x80) return 1;
    // The range of the second byte is narrower after some first bytes: that is what refuses overlong
    // forms (E0 80..9F), surrogates (ED A0..BF) and code points past U+10FFFF (F4 90..).
    std::size_t length = 0;
    unsigned lo = 0x80, hi = 0xbf;
    if (first >= 0xc2 && first <= 0xdf) length = 2;
    else if (first >= 0xe0 && first <= 0xef)
        length = 3, lo = first == 0xe0 ? 0xa0 : 0x80, hi = first == 0xed ? 0x9f : 0xbf;
    else if (first >= 0xf0 && first <= 0xf4)
        length = 4, lo = first == 0xf0 ? 0x90 : 0x80, hi = first == 0xf4 ? 0x8f : 0xbf;
    else return 0;
    if (at + length > text.size()) return 0;
    if (byte(at + 1) < lo || byte(at + 1) > hi) return 0;
    for (std::size_t k = 2; k < length; ++k)
        if ((byte(at + k) & 0xc0) != 0x80) return 0;
    return length;
}

namespace {

void append_escaped_byte(std::string& out, unsigned char byte) {
    if (byte == '\n') out += "\\n";
    else if (byte == '\t') out += "\\t";
    else if (byte == '\r') out += "\\r";
    else fmt::format_to(std::back_inserter(out), "\\x{:02x}", unsigned(byte));
}

bool control(unsigned char byte) { return byte < 0x20 || byte == 0x7f; }

}  // namespace

std::string quoted_char(std::string_view text, std::size_t at) {
    std::string out;
    const std::size_t n = utf8_char_length(text, at);
    if (n == 0 || (n == 1 && control(static_cast<unsigned char>(text[at]))))
        append_escaped_byte(out, static_cast<unsigned char>(at < text.size() ? text[at] : 0));
    else out = text.substr(at, n);
    return out;
}

std::string printable(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8_char_length(text, i);
        if (n == 0 || (n == 1 && control(static_cast<unsigned char>(text[i])))) {
            append_escaped_byte(out, static_cast<unsigned char>(text[i]));
            ++i;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
    }
    return out;
}

}  // namespace variant
