// What `show`, `explain` and `moves` share for pictures: --svg FILE (or - for standard output), --png FILE
// and --size PIXELS (the board's width), read and written the same way.
#pragma once

#include <string>
#include <vector>

#include "interpreter/draw/picture.hpp"

namespace variant::cli {

// The picture options, which take a value each.
inline const std::vector<std::string> picture_options = {"--svg", "--png", "--size"};

struct PictureArgs {
    std::string svg;  // "": none; "-": standard output
    std::string png;
    int size = 0;  // the board's width in pixels; 0: 40 pixels a square
    bool wanted() const { return !svg.empty() || !png.empty(); }
    bool svg_to_stdout() const { return svg == "-"; }
};

// Reads one picture option and its value; returns a usage error, or "".
std::string read_picture_option(const std::string& option, const std::string& value, PictureArgs& out);

// Writes the picture as the options ask. Returns 0, or 1 after printing why (a board too large for the
// size asked, a file that cannot be written, no PNG in this build).
int write_picture(const std::string& command, const draw::Picture& picture, const PictureArgs& args);

// The help lines of the picture options.
inline constexpr const char* picture_help =
    "  --svg FILE         also draw it as an SVG picture into FILE ('-': standard output, instead of the text)\n"
    "  --png FILE         also draw it as a PNG picture (rendered by librsvg, Debian librsvg2-2)\n"
    "  --size PIXELS      the picture's board width (default: 40 pixels a square; at least 12 a square)\n";

}  // namespace variant::cli
