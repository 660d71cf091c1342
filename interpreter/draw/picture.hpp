// A picture of a board, before it is written as SVG (svg.hpp): the squares, the men on them, the marks of a
// move diagram, the arrows of multi-leg paths, the reserves beside the board, the side to move and a
// legend. The builders (board_picture.hpp: a position; move_picture.hpp: a Betza move on an empty board)
// fill it; the writer knows nothing of games.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace variant::draw {

enum class Shape : std::uint8_t {
    Disc,      // a chess man
    Pentagon,  // a shogi man, pointing at the opponent
};

// One man as drawn: its token and the text on it.
struct Token {
    std::string text;  // a glyph, a figurine or the piece's code
    int side = 0;      // 0: the first player, 1: the second
    Shape shape = Shape::Disc;
    bool promoted = false;  // drawn in red on a shogi token, with a '+' on a chess token
    std::string set;        // Potential Chess: the types the man may still be ("QRP"), written under it
};

// How a move diagram marks a square (one kind per square; the legend lists the kinds used).
enum class Mark : std::uint8_t {
    None,
    MoveOrCapture,  // moves there or captures there
    MoveOnly,       // moves only (to an empty square)
    MoveOrHop,      // moves there, or hops there over a piece on the way (a cannon)
    CaptureOnly,    // captures only
    FirstMove,      // only as the piece's first move
    Hop,            // only by hopping over a screen (or jumping a piece) on the way
    MultiLeg,       // ends a multi-leg move there (its path is drawn as arrows)
    Castling,       // the king's square after castling
    Destination,    // moves --from: a legal move ends there on an empty square
    Capture,        // moves --from: a legal move takes the man there
    Count
};

// A man kept off the board, with how many of it.
struct Held {
    Token token;
    int count = 1;
};

// One side's copy of a reserve (hand, prison, airfield, pocket), or the men taken in Potential Chess.
struct Holding {
    std::string title;  // "hand of gote", "prison of white", "taken from black"
    int side = 0;
    std::vector<Held> men;
};

struct Picture {
    int files = 8, ranks = 8;
    std::vector<std::uint8_t> on_board;  // per square (rank * files + file): 0 for a hole
    bool plain = false;                  // shogi family: one colour with lines, no chequer
    std::vector<std::uint8_t> zone;      // per square: 1 in a promotion zone (its edges drawn heavier); may be empty
    std::vector<std::pair<int, Token>> men;  // square, man
    std::vector<Mark> marks;                 // per square; may be empty
    int origin = -1;                         // the square a move diagram starts from (outlined), or -1
    bool origin_reached = false;             // the piece may end its move on its own square (igui, a pass)
    std::vector<std::vector<int>> paths;     // multi-leg paths, square by square from the origin: drawn as arrows
    std::string paths_note;                  // why some paths are not drawn, if so
    std::vector<Holding> holdings;
    int to_move = -1;  // the side to move, or -1 (a move diagram)
    std::vector<std::string> side_names = {"white", "black"};
    std::string title;               // drawn above the board
    std::vector<std::string> notes;  // lines under the board (the FEN, "in check")
};

// The size a picture is drawn at: square side in pixels.
struct Size {
    int square = 40;
};

}  // namespace variant::draw
