// The board and reserve part of a FEN (fen.cpp describes the notation), read against the board's shape
// alone: which code stands on which square, which men a reserve holds. The position (set_fen) and the
// ruleset validation (the setup FEN, checked before any Game exists) both read a FEN's board through
// this one scanner; what the codes mean is theirs to decide, with the help of fen_type below.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/core/geometry.hpp"

namespace variant {

// A FEN that does not fit the game: the column (0-based, into the FEN text) and what is wrong.
// Where a rule's field stands among a FEN's fields after the side to move, in this order (movegen/fen.cpp
// reads and writes them): the castling rights' place and the e.p. square's (one rule's field each, the first
// rule that claims it, else the slot's default), an optional field after the e.p. square, then, after the
// clock and the fullmove number, optional fields and a last one (each rule that is on, its own field).
enum class FenSlot { Rights, EpSquare, AfterEpSquare, AfterFullmove, Last };

struct FenError : std::runtime_error {
    FenError(std::size_t column, const std::string& message) : std::runtime_error(message), column(column) {}
    std::size_t column;
};

// A read position in a FEN text; errors are thrown at it (or at a given column).
struct FenCursor {
    std::string_view text;
    std::size_t pos = 0;
    bool done() const { return pos >= text.size(); }
    char peek() const { return done() ? '\0' : text[pos]; }
    [[noreturn]] void error(const std::string& message) const { throw FenError(pos, message); }
    [[noreturn]] void error_at(std::size_t column, const std::string& message) const {
        throw FenError(column, message);
    }
};

struct FenMan {
    std::string code;         // as written, without brackets: "Q", "q", "DR"
    int colour = 0;           // 0 for upper case (the first player), 1 for lower case
    bool promoted = false;    // written "+X"
    bool tilde = false;       // written "X~"
    int file = 0, rank = 0;   // 0-based
    std::size_t at = 0;       // column of the man's first character (its '+' or its code)
    std::size_t code_at = 0;  // column of its code (the '[' of a bracketed one)
    std::size_t tilde_at = 0;
};

struct FenReserveSection {
    bool named = false;  // "name:men"; otherwise the men of the only reserve
    std::string name;
    std::size_t at = 0;
};

struct FenHeld {
    std::size_t section = 0;  // index into FenBoard::sections
    int count = 1;
    std::string code;  // as written, without parentheses
    int colour = 0;
    bool promoted = false;  // written "+X": X's promoted form
    std::size_t at = 0;     // column of the code (of its '+')
};

struct FenBoard {
    std::vector<FenMan> men;
    std::size_t reserves_at = std::string_view::npos;  // the '[' that opens the reserves, if written
    std::vector<FenReserveSection> sections;           // none for "[]" and "[-]"
    std::vector<FenHeld> held;
    std::size_t end = 0;  // column just after the board and its reserves
};

// Reads the board and its reserves from the start of `fen` (leading blanks skipped). Throws FenError at
// the first mistake of syntax or shape (rank count and widths, holes); `out` keeps what came before it.
void scan_fen_board(std::string_view fen, const Geometry& geo, FenBoard& out);

// A game's piece types as a FEN names them.
struct FenCodes {
    std::vector<std::string> codes;  // per type: its code in upper case; empty for a type written "+X" only
    std::vector<int> promoted;       // per type: the type it promotes to, -1 if none
    std::vector<std::string> names;
};

// The type of a man ("+X": X's promoted form) or of a held man. Throws FenError at the code when no type
// has it, at the '+' when X has no promoted form.
int fen_type(const FenCodes& codes, const FenMan& man);
int fen_type(const FenCodes& codes, const FenHeld& held);

// A mistake in a ruleset's setup FEN, located inside the YAML string.
Diagnostic setup_fen_error(const SourceLocation& setup, const FenError& e);
// A mistake in a FEN given on the command line: "error: <message>", the FEN and a caret under the column.
Diagnostic fen_argument_error(std::string_view fen, const FenError& e);

}  // namespace variant
