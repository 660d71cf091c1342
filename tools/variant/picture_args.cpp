#include "tools/variant/picture_args.hpp"

#include <fmt/format.h>

#include <cstdio>
#include <fstream>

#include "interpreter/core/utf8.hpp"
#include "interpreter/draw/png.hpp"
#include "interpreter/draw/svg.hpp"

namespace variant::cli {

namespace {
constexpr int MaxWidth = 8000;  // a PNG this wide already takes 256 MB; cairo refuses sides past 32767
}  // namespace

std::string read_picture_option(const std::string& option, const std::string& value, PictureArgs& out) {
    if (option == "--svg") {
        if (value.empty()) return "--svg needs a file name, or - for standard output";
        out.svg = value;
    } else if (option == "--png") {
        if (value.empty() || value == "-") return "--png needs a file name";
        out.png = value;
    } else if (option == "--size") {
        int n = 0;
        bool digits = !value.empty() && value.size() <= 5;
        for (char c : value) digits = digits && c >= '0' && c <= '9';
        if (digits) n = std::stoi(value);
        if (!digits || n < 1 || n > MaxWidth)
            return fmt::format("--size needs a width in pixels from 1 to {}, like 400, not '{}'", MaxWidth,
                               printable(value));
        out.size = n;
    }
    return "";
}

int write_picture(const std::string& command, const draw::Picture& picture, const PictureArgs& args) {
    draw::Size size;
    if (args.size) {
        size.square = draw::square_for_width(picture, args.size);
        if (size.square < draw::MinSquare) {
            const int side = std::max(picture.files, picture.ranks);
            fmt::print(stderr,
                       "variant {}: error: a {}x{} board drawn {} pixels wide gets {} pixels a square, too small to "
                       "read; give --size {} or more\n",
                       command, picture.files, picture.ranks, args.size, size.square, side * draw::MinSquare);
            return 1;
        }
    }
    const std::string svg = draw::to_svg(picture, size);
    if (args.svg_to_stdout()) {
        fmt::print("{}", svg);
    } else if (!args.svg.empty()) {
        std::ofstream out(args.svg, std::ios::binary);
        out << svg;
        out.close();
        if (!out) {
            fmt::print(stderr, "variant {}: error: cannot write '{}'\n", command, printable(args.svg));
            return 1;
        }
    }
    if (!args.png.empty()) {
        const std::string why = draw::write_png(svg, args.png);
        if (!why.empty()) {
            fmt::print(stderr, "variant {}: error: {}\n", command, printable(why));
            return 1;
        }
    }
    return 0;
}

}  // namespace variant::cli
