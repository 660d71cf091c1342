// The setup FEN, checked against the ruleset before any Game exists: the board's shape (rank count, rank
// widths, holes) and the piece codes it names, each mistake located inside the YAML string. The board is
// read by the scanner the position uses (fen_board.hpp), so the two readings cannot disagree; what needs
// a compiled game (reserve names and capacities, castling rights, e.p.) is the compiler's to check, and
// the compiler runs only once the loader has found nothing, so no mistake is reported twice.
#include "interpreter/core/fen_board.hpp"
#include "interpreter/ruleset/validate.hpp"

namespace variant {

namespace {

FenCodes codes_of(const Ruleset& rules) {
    FenCodes codes;
    for (const auto& piece : rules.pieces) {
        codes.codes.push_back(piece.code.value);
        codes.names.push_back(piece.name.value);
        int promoted = -1;
        for (std::size_t t = 0; t < rules.pieces.size(); ++t)
            if (piece.promoted && rules.pieces[t].name.value == piece.promoted->value) promoted = int(t);
        codes.promoted.push_back(promoted);
    }
    return codes;
}

void report(Reader& r, const Located<std::string>& setup, const FenError& e, const std::string& hint = "") {
    Diagnostic d = setup_fen_error(setup.where, e);
    r.error(d.where, d.length, d.message + hint);
}

// "+X": X must have a promoted form. Not judged when X's `promoted` was misspelt or names an undefined
// piece: that mistake is reported already.
void check_man(Reader& r, const Ruleset& rules, const Trust& trust, const FenCodes& codes, const FenMan& man) {
    try {
        FenMan base = man;
        base.promoted = false;
        const auto t = std::size_t(fen_type(codes, base));  // throws for an unknown code
        const PieceType& piece = rules.pieces[t];
        bool promotion_known = trust.piece(piece, "promoted") && (!piece.promoted || codes.promoted[t] >= 0);
        if (man.promoted && promotion_known) fen_type(codes, man);
    } catch (const FenError& e) {
        report(r, rules.setup, e);
    }
}

}  // namespace

void validate_setup(Reader& r, const Ruleset& rules, const Trust& trust) {
    const Node* written = trust.root().find("setup");
    if (!written || !written->is_scalar() || !trust.top("setup")) return;  // missing or not text: reported
    FenBoard board;
    try {
        scan_fen_board(rules.setup.value, Geometry(rules.board.files, rules.board.ranks, rules.board.holes), board);
    } catch (const FenError& e) {
        // After a mistake in `board:` the shape the FEN is measured against is not the one meant.
        if (trust.top("board")) {
            std::string hint = trust.root().find("board") ? ""
                                                          : " (no 'board' is given, so the board is the default 8x8)";
            report(r, rules.setup, e, hint);
        }
    }
    // After a misspelt or malformed `code`, an "unknown piece" may be that piece.
    if (rules.pieces.empty() || !trust.names("pieces") || !trust.every_piece(rules.pieces, "code")) return;
    const FenCodes codes = codes_of(rules);
    for (const auto& man : board.men) check_man(r, rules, trust, codes, man);
    for (const auto& held : board.held) {
        try {
            fen_type(codes, held);
        } catch (const FenError& e) {
            report(r, rules.setup, e);
        }
    }
}

}  // namespace variant
