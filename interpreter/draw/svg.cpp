// The SVG writer (see svg.hpp). Layout, from the top: the title; the board with rank labels on its left and
// file labels under it, the holdings in a column on its right; the side to move, the notes and the legend.
#include "interpreter/draw/svg.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>

#include "betza/coordinates.hpp"
#include "interpreter/core/glyph.hpp"
#include "interpreter/core/utf8.hpp"

namespace variant::draw {

namespace {

constexpr const char* font = "DejaVu Sans, sans-serif";

struct MarkStyle {
    const char* colour;
    const char* meaning;
};

// The colours of the move kinds, as the Interactive Diagram tells them apart: green to move, red to
// capture, amber for both.
constexpr MarkStyle mark_styles[] = {
    {"none", ""},
    {"#e69a28", "moves or captures"},
    {"#43a047", "moves only (to an empty square)"},
    {"#26a69a", "moves there, or hops there over a piece on the way"},
    {"#d32f2f", "captures only"},
    {"#1e88e5", "first move only"},
    {"#fdd835", "hops there over a piece on the way (a screen)"},
    {"#8e24aa", "ends a multi-leg move (the arrows are its path)"},
    {"#78909c", "the king's square after castling"},
    {"#43a047", "a legal move ends here"},
    {"#d32f2f", "a legal move captures the man here"},
};
static_assert(std::size(mark_styles) == std::size_t(Mark::Count));

constexpr const char* light_square = "#f0d9b5";
constexpr const char* dark_square = "#b58863";
constexpr const char* plain_square = "#eccb8c";
constexpr const char* igui_colour = "#6a1b9a";

// A coordinate: one decimal at most, so that the file stays small and identical from run to run.
std::string num(double v) {
    std::string s = fmt::format("{:.1f}", v);
    if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
    if (s == "-0") s = "0";
    return s;
}

struct Writer {
    const Picture& p;
    double sq;
    std::string out;
    double x0 = 0, y0 = 0;  // the board's top left corner

    void add(const std::string& s) { out += s; }

    double cx(int s) const { return x0 + (s % p.files + 0.5) * sq; }
    double cy(int s) const {
        const int rank = s / p.files;
        return y0 + (p.ranks - 1 - rank + 0.5) * sq;
    }

    void text(double x, double y, double size, const std::string& t, const char* fill = "#222",
              const char* anchor = "start", const std::string& extra = "") {
        add(fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{}\" text-anchor=\"{}\"{}>{}</text>\n", num(x),
                        num(y), num(size), fill, anchor, extra, xml_escape(t)));
    }

    // A man centred on (x, y) in a cell of side s.
    void token(double x, double y, double s, const Token& t) {
        const bool second = t.side == 1;
        const auto points = utf8_code_points(t.text);
        const std::size_t chars = std::max<std::size_t>(1, points.size());
        const bool figurine = chars == 1 && !points.empty() && points[0] >= 0x2654 && points[0] <= 0x265F;
        double font_size = s * (figurine ? 0.6 : chars == 1 ? 0.5 : chars == 2 ? 0.36 : chars == 3 ? 0.27 : 0.22);
        const char* ink = second ? "#f5f5f5" : "#111111";
        std::string turn;
        if (t.shape == Shape::Pentagon) {
            // Points up for the first player, down for the second: at the opponent.
            const double k = second ? -1 : 1;
            auto pt = [&](double dx, double dy) {
                return fmt::format("{},{}", num(x + k * dx * s), num(y + k * dy * s));
            };
            add(fmt::format("<polygon points=\"{} {} {} {} {}\" fill=\"{}\" stroke=\"#5d4020\" stroke-width=\"{}\"/>\n",
                            pt(0, -0.44), pt(0.31, -0.27), pt(0.38, 0.42), pt(-0.38, 0.42), pt(-0.31, -0.27),
                            second ? "#dcb574" : "#f7e4b5", num(std::max(1.0, s * 0.03))));
            ink = t.promoted ? "#c00000" : "#111111";
            if (second) turn = fmt::format(" transform=\"rotate(180 {} {})\"", num(x), num(y));
            font_size *= 0.9;
        } else {
            add(fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>\n",
                            num(x), num(y), num(s * 0.42), second ? "#262626" : "#fbfbf8", second ? "#000" : "#222",
                            num(std::max(1.0, s * 0.04))));
            if (t.promoted) ink = second ? "#ff8a80" : "#c62828";
        }
        if (t.text.empty()) return;
        // The baseline a third of the font size below the centre puts capitals and CJK characters in the middle.
        const double base = t.shape == Shape::Pentagon ? y + font_size * 0.35 + (second ? -1 : 1) * s * 0.03
                                                       : y + font_size * 0.36;
        text(x, base, font_size, t.text, ink, "middle", fmt::format(" font-family=\"{}\"{}", font, turn));
    }

    void squares() {
        for (int s = 0; s < p.files * p.ranks; ++s) {
            if (!p.on_board.empty() && !p.on_board[s]) continue;
            const int f = s % p.files, r = s / p.files;
            const char* fill = p.plain ? plain_square : (f + r) % 2 ? light_square : dark_square;
            add(fmt::format("<rect id=\"sq-{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"{}/>\n",
                            betza::square_name({f, r}), num(cx(s) - sq / 2), num(cy(s) - sq / 2), num(sq), num(sq),
                            fill, p.plain ? R"( stroke="#4a3520" stroke-width="1")" : ""));
        }
    }

    // The promotion zones' edges, drawn heavier (the shogi board's camp lines).
    void zones() {
        if (p.zone.empty()) return;
        auto in = [&](int f, int r) {
            if (f < 0 || r < 0 || f >= p.files || r >= p.ranks) return -1;
            const int s = r * p.files + f;
            if (!p.on_board.empty() && !p.on_board[s]) return -1;
            return int(p.zone[s]);
        };
        const double w = std::max(3.0, sq * 0.1);
        for (int r = 0; r < p.ranks; ++r)
            for (int f = 0; f < p.files; ++f) {
                if (in(f, r) != 1) continue;
                const double left = x0 + f * sq, top = y0 + (p.ranks - 1 - r) * sq;
                auto line = [&](double ax, double ay, double bx, double by) {
                    add(fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#4a3520\" "
                                    "stroke-width=\"{}\"/>\n",
                                    num(ax), num(ay), num(bx), num(by), num(w)));
                };
                if (in(f, r + 1) == 0) line(left, top, left + sq, top);
                if (in(f, r - 1) == 0) line(left, top + sq, left + sq, top + sq);
                if (in(f - 1, r) == 0) line(left, top, left, top + sq);
                if (in(f + 1, r) == 0) line(left + sq, top, left + sq, top + sq);
            }
    }

    void marks(bool frames) {
        for (std::size_t s = 0; s < p.marks.size(); ++s) {
            const Mark m = p.marks[s];
            if (m == Mark::None || (m == Mark::Capture) != frames) continue;
            const int i = int(s);
            const char* colour = mark_styles[int(m)].colour;
            if (frames) {
                const double w = sq * 0.1, inset = sq * 0.04 + w / 2;
                add(fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" "
                                "stroke-width=\"{}\"/>\n",
                                num(cx(i) - sq / 2 + inset), num(cy(i) - sq / 2 + inset), num(sq - 2 * inset),
                                num(sq - 2 * inset), colour, num(w)));
            } else {
                const double inset = sq * 0.08;
                add(fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{}\"/>\n",
                                num(cx(i) - sq / 2 + inset), num(cy(i) - sq / 2 + inset), num(sq - 2 * inset),
                                num(sq - 2 * inset), num(sq * 0.12), colour));
            }
        }
    }

    void origin() {
        if (p.origin < 0) return;
        if (p.origin_reached)
            add(fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" "
                            "stroke-dasharray=\"{} {}\"/>\n",
                            num(cx(p.origin)), num(cy(p.origin)), num(sq * 0.47), igui_colour, num(sq * 0.06),
                            num(sq * 0.1), num(sq * 0.06)));
    }

    void arrows() {
        if (p.paths.empty()) return;
        add(fmt::format("<g fill=\"none\" stroke=\"#4a148c\" stroke-opacity=\"0.75\" stroke-width=\"{}\" "
                        "marker-end=\"url(#arrow)\">\n",
                        num(std::max(1.0, sq * 0.05))));
        for (const auto& path : p.paths) {
            std::string points;
            for (int s : path)
                fmt::format_to(std::back_inserter(points), "{}{},{}", points.empty() ? "" : " ", num(cx(s)),
                               num(cy(s)));
            add(fmt::format("<polyline points=\"{}\"/>\n", points));
        }
        add("</g>\n");
    }

    void labels() {
        const double size = sq * 0.32;
        for (int r = 0; r < p.ranks; ++r)
            text(x0 - sq * 0.15, y0 + (p.ranks - 1 - r + 0.5) * sq + size * 0.35, size, fmt::format("{}", r + 1),
                 "#333", "end");
        for (int f = 0; f < p.files; ++f)
            text(x0 + (f + 0.5) * sq, y0 + p.ranks * sq + sq * 0.42, size, betza::file_name(f), "#333", "middle");
    }
};

// The holdings' column: per holding, a title line and rows of two men with their counts.
constexpr int PerRow = 2;
double holding_height(const Holding& h, double sq) {
    const std::size_t rows = std::max<std::size_t>(1, (h.men.size() + PerRow - 1) / PerRow);
    return sq * 0.55 + double(rows) * sq * 0.9 + sq * 0.3;
}

}  // namespace

std::string xml_escape(const std::string& raw) {
    // printable() first: a control character or a byte that is not UTF-8 (a YAML name may hold either) has
    // no place in an XML document, escaped or not; it is written as \xNN.
    const std::string text = printable(raw);
    std::string out;
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&apos;"; break;
            default: out += c;
        }
    }
    return out;
}

int square_for_width(const Picture& p, int width) { return width / std::max(p.files, p.ranks); }

std::string to_svg(const Picture& p, Size size) {
    const double sq = size.square;
    Writer w{p, sq, {}};
    const double label = sq * 0.7;
    w.x0 = label;
    w.y0 = p.title.empty() ? sq * 0.3 : sq * 0.9;
    const double board_w = p.files * sq, board_h = p.ranks * sq;
    const double column_x = w.x0 + board_w + sq * 0.5, column_w = p.holdings.empty() ? 0 : sq * PerRow * 1.8;
    double column_h = 0;
    for (const auto& h : p.holdings) column_h += holding_height(h, sq);

    // What goes under the board: the side to move, the notes, the legend.
    const double line_h = std::max(14.0, sq * 0.5), text_size = std::max(11.0, sq * 0.32);
    std::vector<std::pair<std::string, std::string>> lines;  // swatch colour ("" none), text
    if (p.to_move >= 0) lines.push_back({"", fmt::format("{} to move", p.side_names[std::size_t(p.to_move)])});
    for (const auto& n : p.notes) lines.push_back({"", n});
    bool used[std::size_t(Mark::Count)] = {};
    for (Mark m : p.marks) used[int(m)] = true;
    for (int m = 1; m < int(Mark::Count); ++m)
        if (used[m]) lines.push_back({mark_styles[m].colour, mark_styles[m].meaning});
    if (p.origin_reached)
        lines.push_back({igui_colour, "dashed ring: it may also end on its own square (igui, or a pass)"});
    if (!p.paths_note.empty()) lines.push_back({"", p.paths_note});
    const double under_y = w.y0 + board_h + sq * 0.7 + line_h;
    std::size_t longest = 0;
    for (const auto& l : lines) longest = std::max(longest, utf8_code_points(l.second).size() + 4);
    const double width = std::max({w.x0 + board_w + sq * 0.3 + (column_w ? sq * 0.5 + column_w : 0),
                                   label + double(longest) * text_size * 0.6,
                                   label + double(utf8_code_points(p.title).size()) * sq * 0.28});
    const double height = std::max(w.y0 + column_h, under_y + double(lines.size()) * line_h + sq * 0.2);

    w.add(fmt::format("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
                      "viewBox=\"0 0 {0} {1}\" font-family=\"{2}\">\n",
                      num(std::ceil(width)), num(std::ceil(height)), font));
    if (!p.paths.empty())
        w.add("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"4\" "
              "markerHeight=\"4\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#4a148c\"/></marker></defs>\n");
    w.add(fmt::format("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"));
    if (!p.title.empty()) w.text(w.x0, sq * 0.6, sq * 0.4, p.title, "#222", "start", " font-weight=\"bold\"");
    w.squares();
    w.zones();
    w.marks(false);
    for (const auto& [s, t] : p.men) w.token(w.cx(s), w.cy(s), sq, t);
    w.marks(true);
    w.origin();
    w.arrows();
    w.labels();

    double y = w.y0;
    for (const auto& h : p.holdings) {
        w.text(column_x, y + sq * 0.4, sq * 0.3, h.title);
        double row_y = y + sq * 0.55;
        if (h.men.empty()) w.text(column_x + sq * 0.4, row_y + sq * 0.55, sq * 0.3, "empty", "#777");
        for (std::size_t i = 0; i < h.men.size(); ++i) {
            const double mx = column_x + double(i % PerRow) * sq * 1.8 + sq * 0.4;
            const std::size_t row = i / PerRow;
            const double my = row_y + double(row) * sq * 0.9 + sq * 0.45;
            w.token(mx, my, sq * 0.8, h.men[i].token);
            w.text(mx + sq * 0.45, my + sq * 0.12, sq * 0.32, fmt::format("\u00d7{}", h.men[i].count));
        }
        y += holding_height(h, sq);
    }

    double ly = under_y;
    for (const auto& [colour, t] : lines) {
        double tx = label;
        if (!colour.empty()) {
            w.add(fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"2\" fill=\"{}\"/>\n", num(label),
                              num(ly - text_size * 0.85), num(text_size), num(text_size), colour));
            tx += text_size * 1.5;
        }
        w.text(tx, ly, text_size, t);
        ly += line_h;
    }
    w.add("</svg>\n");
    return std::move(w.out);
}

}  // namespace variant::draw
