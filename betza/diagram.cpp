// Move paths on an empty board: the squares reached and the drawing (see diagram.hpp).
#include "betza/diagram.hpp"

#include <fmt/format.h>

#include <cctype>
#include <iterator>

namespace betza {

namespace {

struct Walker {
    const MovePath& path;
    BoardSize board;
    std::vector<std::uint8_t>& marks;

    bool on_board(Square s) const { return s.file >= 0 && s.file < board.files && s.rank >= 0 && s.rank < board.ranks; }

    // Steps from `s` by `o`, wrapping around the side edges on a cylinder. Returns false when off the board.
    bool step(Square& s, Offset o, bool cylinder) const {
        s.file += o.dx;
        s.rank += o.dy;
        if (cylinder) s.file = ((s.file % board.files) + board.files) % board.files;
        return on_board(s);
    }

    void mark(Square s, std::uint8_t what) { marks[static_cast<std::size_t>(s.rank * board.files + s.file)] |= what; }

    void walk(std::size_t index, Square from) {
        const Leg& leg = path.legs[index];
        const bool last = index + 1 == path.legs.size();
        // A ray never needs more steps than the board has squares (this also ends wrapping cylinder rays).
        const int limit = leg.max_steps == 0 ? board.files * board.ranks : leg.max_steps;
        Square at = from;
        for (int k = 1; k <= limit; ++k) {
            if (!step(at, leg.step, leg.cylinder)) return;
            if (leg.cylinder && at == from) return;  // came all the way around the cylinder
            if (leg.skip_first && k == 1) continue;  // j on a slider: jumped over whatever it holds
            if (last) {
                std::uint8_t what = 0;
                if (leg.path == Path::Slide) {
                    if (leg.stop & Empty) what |= ReachMove;
                    if ((leg.stop & (Enemy | Friend)) || leg.en_passant) what |= ReachCapture;
                    if (!leg.must_be_occupied.empty()) what = ReachHop;
                } else if (k >= 2) {
                    what = ReachHop;  // a screen can stand on any square passed before this one
                }
                if (path.legs.size() > 1 && what) what = ReachMultiLeg;
                if ((path.initial_only || path.one_step_in) && what) what = ReachInitial;
                if (what) mark(at, what);
            } else {
                if (leg.stop & (Empty | Enemy | Friend | HopOver | HopOwn)) walk(index + 1, at);
                if (!(leg.stop & Empty)) return;  // the turning square held a piece: the ray ends there
            }
        }
    }
};

}  // namespace

std::vector<std::uint8_t> reach(const std::vector<MovePath>& paths, BoardSize board, Square from) {
    std::vector<std::uint8_t> marks(static_cast<std::size_t>(board.files * board.ranks), 0);
    for (const MovePath& path : paths) {
        Walker w{path, board, marks};
        if (path.universal) {
            for (int r = 0; r < board.ranks; ++r)
                for (int f = 0; f < board.files; ++f)
                    if (!(Square{f, r} == from))
                        w.mark(Square{f, r}, path.initial_only ? ReachInitial : ReachMove | ReachCapture);
        } else if (path.castling) {
            const Leg& leg = path.legs.front();
            Square to{from.file + leg.step.dx * leg.max_steps, from.rank + leg.step.dy * leg.max_steps};
            if (w.on_board(to)) w.mark(to, ReachCastle);
        } else if (!path.legs.empty()) {
            w.walk(0, from);
        }
    }
    return marks;
}

namespace {

struct Symbol {
    char c;
    const char* meaning;
};

constexpr Symbol symbols[] = {
    {'*', "moves or captures"},
    {'#', "moves there, or hops there over a piece on the way"},
    {'m', "moves only (to an empty square)"},
    {'x', "captures only"},
    {'i', "first move only"},
    {'^', "hops over or jumps a piece on the way"},
    {'+', "ends a multi-leg move there"},
    {'O', "the king's square after castling"},
};

char symbol_of(std::uint8_t m) {
    if ((m & ReachMove) && (m & ReachCapture)) return '*';
    if ((m & ReachMove) && (m & ReachHop)) return '#';
    if (m & ReachMove) return 'm';
    if (m & ReachCapture) return 'x';
    if (m & ReachInitial) return 'i';
    if (m & ReachHop) return '^';
    if (m & ReachMultiLeg) return '+';
    if (m & ReachCastle) return 'O';
    return '.';
}

}  // namespace

std::string draw(const std::vector<std::uint8_t>& marks, BoardSize board, Square from, char piece) {
    const std::size_t rank_width = fmt::formatted_size("{}", board.ranks);
    const std::size_t cell = file_name(board.files - 1).size() + 1;
    std::string out;
    auto to = std::back_inserter(out);
    std::string used;
    for (int r = board.ranks - 1; r >= 0; --r) {
        fmt::format_to(to, "{:>{}} ", r + 1, rank_width);
        for (int f = 0; f < board.files; ++f) {
            const std::uint8_t m = marks[static_cast<std::size_t>(r * board.files + f)];
            const char c = (Square{f, r} == from) ? piece : symbol_of(m);
            if (c != '.' && c != piece && used.find(c) == std::string::npos) used += c;
            fmt::format_to(to, "{:>{}}", c, cell);
        }
        out += '\n';
    }
    fmt::format_to(to, "{:{}}", "", rank_width + 1);
    for (int f = 0; f < board.files; ++f) fmt::format_to(to, "{:>{}}", file_name(f), cell);
    fmt::format_to(to, "\n\n  {}  the piece, on {}\n", piece, square_name(from));
    const std::uint8_t own = marks[static_cast<std::size_t>(from.rank * board.files + from.file)];
    for (const Symbol& s : symbols)
        if (used.find(s.c) != std::string::npos) fmt::format_to(to, "  {}  {}\n", s.c, s.meaning);
    if (own)
        fmt::format_to(to,
                       "  the piece can also end its move on its own square ({}: a pass, or igui: capturing "
                       "without moving)\n",
                       symbol_of(own));
    return out;
}

}  // namespace betza
