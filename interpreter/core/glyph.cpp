// A piece's glyph: its characters and the classes a token may not show (see glyph.hpp).
#include "interpreter/core/glyph.hpp"

#include <fmt/format.h>

#include "interpreter/core/utf8.hpp"

namespace variant {

std::vector<char32_t> utf8_code_points(std::string_view text) {
    std::vector<char32_t> out;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t n = utf8_char_length(text, at);
        if (n == 0) return {};
        auto byte = [&](std::size_t i) { return char32_t(static_cast<unsigned char>(text[at + i])); };
        char32_t c = n == 1 ? byte(0) : n == 2 ? byte(0) & 0x1F : n == 3 ? byte(0) & 0x0F : byte(0) & 0x07;
        for (std::size_t i = 1; i < n; ++i) c = (c << 6) | (byte(i) & 0x3F);
        out.push_back(c);
        at += n;
    }
    return out;
}

namespace {

// The class of a character no token may show, or nullptr. Not a full Unicode database: the classes that
// would draw nothing, draw a box, or break the picture's XML.
const char* refused_class(char32_t c, bool first) {
    if (c < 0x20 || (c >= 0x7F && c < 0xA0)) return "a control character";
    if (c == 0x20 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200F) || c == 0x2028 || c == 0x2029 ||
        c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xFEFF)
        return "a space or an invisible format character";
    if (c >= 0x202A && c <= 0x202E) return "a text-direction control";
    if (c >= 0x2066 && c <= 0x2069) return "a text-direction control";
    if (first && ((c >= 0x0300 && c <= 0x036F) || (c >= 0x1AB0 && c <= 0x1AFF) || (c >= 0x1DC0 && c <= 0x1DFF) ||
                  (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0xFE00 && c <= 0xFE0F)))
        return "a combining mark with nothing to combine with";
    if ((c >= 0xE000 && c <= 0xF8FF) || c >= 0xF0000) return "a private-use character (no standard font draws it)";
    if (c == 0xFFFE || c == 0xFFFF || (c >= 0xFDD0 && c <= 0xFDEF)) return "a noncharacter";
    return nullptr;
}

}  // namespace

std::string glyph_problem(std::string_view glyph) {
    if (glyph.empty()) return "a glyph needs one character or a short label";
    const auto chars = utf8_code_points(glyph);
    if (chars.empty()) return "a glyph must be UTF-8 text";
    if (int(chars.size()) > MaxGlyphChars)
        return fmt::format("glyph '{}' has {} characters: a token shows at most {} (a Unicode character or a "
                           "short label like 'DK')",
                           printable(glyph), chars.size(), MaxGlyphChars);
    for (std::size_t i = 0; i < chars.size(); ++i)
        if (const char* what = refused_class(chars[i], i == 0))
            return fmt::format("glyph character {} is U+{:04X}, {}: give a character a font draws, like 'K', "
                               "'♔' or '玉'",
                               i + 1, std::uint32_t(chars[i]), what);
    return "";
}

}  // namespace variant
