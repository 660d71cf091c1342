// Writes a Picture as a standalone SVG document: no external files, fonts named by family only
// (DejaVu Sans, then the viewer's sans-serif), no scripts. Every square is a <rect id="sq-e4">, so that
// tests and other tools can find where a square was drawn.
#pragma once

#include <string>

#include "interpreter/draw/picture.hpp"

namespace variant::draw {

// The smallest square side in pixels at which a token's text still reads.
inline constexpr int MinSquare = 12;

// The square side for a board drawn `width` pixels wide (the larger of its sides fits in `width`).
int square_for_width(const Picture& p, int width);

std::string to_svg(const Picture& p, Size size);

// The text with &, <, >, " and ' written as XML entities, and control characters and bytes that are not
// UTF-8 as \xNN (core/utf8.hpp printable): always valid XML text.
std::string xml_escape(const std::string& text);

}  // namespace variant::draw
