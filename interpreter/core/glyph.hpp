// A piece's `glyph:` (what a picture writes on its token): one Unicode character (a kanji, a figurine) or a
// short label. Checked when the ruleset is read, so that a picture never holds a character no font draws
// as a mark of its own (a control, a space, a lone combining mark, a private-use code point).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace variant {

// The most characters a glyph may have: a token is one square wide, and four letters no longer read at
// the sizes a 36x36 board is drawn.
inline constexpr int MaxGlyphChars = 3;

// The code points of well-formed UTF-8 text; empty if some byte is not UTF-8.
std::vector<char32_t> utf8_code_points(std::string_view text);

// Why `glyph` cannot be a piece's glyph ("" when it can): empty, not UTF-8, longer than MaxGlyphChars
// characters, or holding a character of a class no token may show.
std::string glyph_problem(std::string_view glyph);

}  // namespace variant
