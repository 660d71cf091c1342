// Options that are each well-formed but cannot all hold: a check rule without a royal piece, promotion
// to a royal, drops from a reserve that nothing ever fills, and the like. Each check first asks whether
// the options it weighs were read as written (trust.hpp): after `royl: true` the piece may well be royal.
#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>

#include "betza/betza.hpp"
#include "betza/coordinates.hpp"
#include "interpreter/ruleset/validate.hpp"

namespace variant {

namespace {

const PieceType* find_piece(const Ruleset& rules, const std::string& name) {
    for (const auto& piece : rules.pieces)
        if (piece.name.value == name) return &piece;
    return nullptr;
}

// Where to point when a rule is about a top-level key: the key's value if written, else the file start.
SourceLocation location_of(const Node& root, std::string_view key) {
    if (const Node* node = root.find(key)) return text_start(*node);
    return root.where.line > 0 ? root.where : SourceLocation{root.where.file, 1, 1};
}

bool is_defined(const Ruleset& rules, const std::string& piece) { return find_piece(rules, piece) != nullptr; }

void check_royalty(Reader& r, const Ruleset& rules, const Trust& trust) {
    const Node& root = trust.root();
    if (!trust.top("royalty")) return;
    const Node* written = root.find("royalty");
    SourceLocation where = location_of(root, "royalty");
    int length = written && written->is_scalar() ? span(written->text_at, 0, written->text.size()) : 1;
    std::string rule = written ? fmt::format("royalty '{}'", written->text) : "the default royalty 'check'";
    bool any_royal = std::any_of(rules.pieces.begin(), rules.pieces.end(), [](const PieceType& p) { return p.royal; });
    // No pieces at all has been reported already ('pieces' missing, empty or not a map).
    bool royals_known = !rules.pieces.empty() && trust.every_piece(rules.pieces, "royal");
    if (!any_royal && rules.royalty != Royalty::PotentialKings && rules.royalty != Royalty::None && royals_known)
        r.error(where, length, fmt::format("{} needs a royal piece, but no piece has 'royal: true'", rule));
    // Under 'none' nothing is royal: a piece marked royal would be a royal no rule protects.
    if (rules.royalty == Royalty::None)
        for (const auto& piece : rules.pieces)
            if (piece.royal)
                r.error(piece.name, fmt::format("piece '{}' is royal, but royalty 'none' has no royal pieces (remove "
                                                "'royal: true' or choose another royalty)",
                                                piece.name.value));
    if (rules.royalty == Royalty::PotentialKings && !rules.potential.enabled && trust.names("potential"))
        r.error(where, length, fmt::format("{} needs a 'potential' section", rule));
}

void check_promotions(Reader& r, const Ruleset& rules, const Trust& trust) {
    // A fixed `promoted` partner may be royal (tai shogi: the drunk elephant becomes a crown prince); a
    // choice list may not, since offering a royal among several choices is the classic slip (pawn -> king),
    // unless `promotion_limits` caps it at the setup's number (Spartan chess: a king to replace a lost one).
    const auto limited = [&](const std::string& name) {
        const auto& listed = rules.promotion_limits.pieces;
        return std::any_of(listed.begin(), listed.end(), [&](const auto& p) { return p.value == name; });
    };
    for (const auto& rule : rules.promotions) {
        for (const auto& to : rule.to)
            if (const PieceType* target = find_piece(rules, to.value); target && target->royal && !limited(to.value))
                r.error(to, fmt::format("promotion to the royal piece '{}' is not allowed", to.value));
        if (!rule.to.empty() || rule.from_reserve) continue;
        if (!trust.rule("promotion", rule.where, "to") || !trust.rule("promotion", rule.where, "from_reserve"))
            continue;
        for (const auto& name : rule.pieces)
            if (const PieceType* piece = find_piece(rules, name.value);
                piece && !piece->promoted && trust.piece(*piece, "promoted"))
                r.error(name, fmt::format("piece '{}' has no 'promoted' partner and this rule gives no 'to' list",
                                          name.value));
    }
    // Under 'check' each side has exactly one royal, so no promotion may make a second one.
    if (rules.royalty == Royalty::Check && trust.top("royalty"))
        for (const auto& rule : rules.promotions) {
            if (!rule.to.empty() || rule.from_reserve) continue;
            for (const auto& name : rule.pieces) {
                const PieceType* piece = find_piece(rules, name.value);
                if (!piece || !piece->promoted || piece->royal) continue;
                if (const PieceType* target = find_piece(rules, piece->promoted->value); target && target->royal)
                    r.error(*piece->promoted,
                            fmt::format("piece '{}' promotes to the royal '{}', a second royal, which "
                                        "royalty 'check' does not allow "
                                        "(use 'last-royal-check' or 'capture-last-royal')",
                                        name.value, target->name.value));
            }
        }
    for (const auto& rule : rules.derived_promotions)
        for (const auto& name : rule.pieces)
            if (const PieceType* piece = find_piece(rules, name.value);
                piece && !piece->promoted && trust.piece(*piece, "promoted"))
                r.error(name, fmt::format("piece '{}' has no 'promoted' form to show", name.value));
}

// The reserves that captures, transfers, exchanges or promotions that swap with one put men into.
std::vector<std::string> filled_reserves(const Ruleset& rules) {
    std::vector<std::string> out;
    auto add = [&](const std::optional<Located<std::string>>& name) {
        if (name) out.push_back(name->value);
    };
    if (rules.captures.destination != CaptureDestination::Gone) add(rules.captures.reserve);
    if (rules.captures.self_capture) add(rules.captures.self_capture_reserve);
    for (const auto& rule : rules.transfers) out.push_back(rule.to.value);
    for (const auto& rule : rules.exchanges) {
        out.push_back(rule.give_to.value);
        add(rule.take_to);
    }
    for (const auto& rule : rules.promotions) add(rule.from_reserve);
    return out;
}

// A setup FEN with pieces in hand ("...[Pp] w ...") fills reserves from the start.
bool setup_fills_reserves(const Ruleset& rules) {
    const std::string& setup = rules.setup.value;
    auto open = setup.find('[');
    return open != std::string::npos && open + 1 < setup.size() && setup[open + 1] != ']' && setup[open + 1] != '-';
}

// Whether every way of filling a reserve was read as written: a misspelt `transfers` key or a filler
// naming an undefined reserve ("hnd") would make a reserve look never filled.
bool fillers_known(const Ruleset& rules, const Trust& trust) {
    for (auto key : {"captures", "transfers", "exchanges", "promotion", "setup", "reserves"})
        if (!trust.top(key)) return false;
    for (const auto& name : filled_reserves(rules))
        if (std::none_of(rules.reserves.begin(), rules.reserves.end(),
                         [&](const Reserve& r) { return r.name.value == name; }))
            return false;
    return true;
}

void check_reserves(Reader& r, const Ruleset& rules, const Trust& trust) {
    const auto filled = filled_reserves(rules);
    const bool known = fillers_known(rules, trust);
    for (const auto& rule : rules.drops) {
        bool defined = std::any_of(rules.reserves.begin(), rules.reserves.end(),
                                   [&](const Reserve& reserve) { return reserve.name.value == rule.from.value; });
        bool external = std::any_of(rules.reserves.begin(), rules.reserves.end(), [&](const Reserve& reserve) {
            return reserve.name.value == rule.from.value && reserve.external;
        });
        bool is_filled = external || setup_fills_reserves(rules) ||
                         std::find(filled.begin(), filled.end(), rule.from.value) != filled.end();
        if (defined && known && !is_filled)
            r.error(rule.from, fmt::format("drops come from reserve '{}', but no capture, transfer, exchange or "
                                           "setup ever puts a piece into it",
                                           rule.from.value));
        // A royal may be listed: it starts in the reserve (placement, sittuyin) and is never captured into one.
        for (const auto& name : rule.pieces)
            if (const PieceType* piece = find_piece(rules, name.value); piece && !piece->droppable)
                r.error(name, fmt::format("piece '{}' is not droppable but listed in a drop rule", name.value));
    }
}

// A piece without a code can only appear on the board as some piece's promoted form ("+P").
void check_codeless(Reader& r, const Ruleset& rules, const Trust& trust) {
    // A misspelt `promoted` (or one naming an undefined piece) may be the partner that is missing.
    if (!trust.every_piece(rules.pieces, "promoted")) return;
    for (const auto& piece : rules.pieces)
        if (piece.promoted && !is_defined(rules, piece.promoted->value)) return;
    for (const auto& piece : rules.pieces) {
        if (!piece.code.value.empty() || !trust.piece(piece, "code")) continue;
        bool is_partner = std::any_of(rules.pieces.begin(), rules.pieces.end(), [&](const PieceType& other) {
            return other.promoted && other.promoted->value == piece.name.value;
        });
        if (!is_partner)
            r.error(piece.name, fmt::format("piece '{}' has no 'code' and is no piece's 'promoted' form, "
                                            "so no position can contain it",
                                            piece.name.value));
    }
}

// A game with lion trading writes the last lion capture in the FEN where others write castling rights and
// the e.p. square (features/lion_trading.hpp), so it can have neither.
void check_lion_trading(Reader& r, const Ruleset& rules) {
    if (!rules.lion_trading.enabled) return;
    if (rules.castling.enabled)
        r.error(rules.lion_trading.where, 1,
                "lion_trading cannot go with castling: its FEN field takes the place of the castling rights");
    for (const auto& piece : rules.pieces) {
        if (piece.en_passant_victim)
            r.error(piece.name, fmt::format("piece '{}' is an en-passant victim, which lion_trading cannot go with: "
                                            "its FEN field takes the place of the e.p. square",
                                            piece.name.value));
        if (piece.betza.value.find('O') != std::string::npos)
            r.error(piece.betza, "castling ('O') cannot go with lion_trading: its FEN field takes the place of the "
                                 "castling rights");
    }
}

// castling.drop_files: files of the board, each partner's on its side of the king's and, where the king moves two
// squares, beyond the square it lands on; the men arrive by drops, and stand where no Chess960 FEN or 'O' puts
// them.
void check_castling_drop_files(Reader& r, const Ruleset& rules) {
    const auto& drop = rules.castling.drop_files;
    if (!drop.enabled) return;
    const auto file_of = [&](const Located<std::string>& file) -> std::optional<int> {
        const auto index = betza::parse_file_name(file.value);
        if (index && *index < rules.board.files) return *index;
        r.error(file, fmt::format("'{}' is not a file of the board (files a-{})", file.value,
                                  betza::file_name(rules.board.files - 1)));
        return std::nullopt;
    };
    const auto king = file_of(drop.king);
    const bool by_file = rules.castling.king_files[0] || rules.castling.king_files[1];
    for (int side = 0; side < 2; ++side) {
        if (!drop.partner[side]) continue;
        const auto partner = file_of(*drop.partner[side]);
        if (!king || !partner) continue;
        const int beyond = side == 0 ? *partner - *king : *king - *partner;
        if (beyond <= 0)
            r.error(*drop.partner[side], fmt::format("the {} partner's file must be on the {} side of the king's "
                                                     "file '{}'",
                                                     side == 0 ? "kingside" : "queenside",
                                                     side == 0 ? "higher files'" : "a-file's", drop.king.value));
        else if (!by_file && beyond <= 2)
            r.error(*drop.partner[side], "the partner must stand beyond the square the king moves to (two squares "
                                         "from its own)");
    }
    if (rules.castling.random_start)
        r.error(drop.where, 1,
                "'drop_files' cannot go with 'random_start': the king and partners stand on named files");
    if (rules.drops.empty()) r.error(drop.where, 1, "'drop_files' needs drops (the king and partners arrive by one)");
    for (const auto& piece : rules.pieces)
        if (piece.betza.value.find('O') != std::string::npos)
            r.error(piece.betza, "castling ('O') cannot go with 'drop_files': write the castling key alone");
}

void check_castling(Reader& r, const Ruleset& rules, const Trust& trust) {
    if (!rules.castling.enabled) return;
    for (const auto* name : {&rules.castling.king, &rules.castling.partner})
        if (const PieceType* piece = find_piece(rules, name->value);
            piece && !piece->castles && trust.piece(*piece, "castles"))
            r.error(*name, fmt::format("piece '{}' takes part in castling but lacks 'castles: true'", name->value));
    // The destination files are files of the board; a king that lands on a file castles by file, not by 'O'.
    const auto check_file = [&](const Located<std::string>& file) {
        const auto index = betza::parse_file_name(file.value);
        if (!index || *index >= rules.board.files)
            r.error(file, fmt::format("'{}' is not a file of the board (files a-{})", file.value,
                                      betza::file_name(rules.board.files - 1)));
    };
    for (const auto* files : {&rules.castling.king_files, &rules.castling.partner_files})
        for (const auto& file : *files)
            if (file) check_file(*file);
    for (const auto& more : rules.castling.more_king_files) {
        for (const auto& file : more) check_file(file);
        if (!more.empty() && rules.castling.random_start)
            r.error(more.front(), "'random_start' takes one king file a side (free castling is not built for it)");
    }
    if (rules.gating.enabled && rules.castling.random_start)
        r.error(rules.castling.king, "'random_start' cannot go with gating: a file letter in the FEN would name both");
    const bool by_file = rules.castling.king_files[0] || rules.castling.king_files[1];
    if (rules.castling.random_start && !(rules.castling.king_files[0] && rules.castling.king_files[1]))
        r.error(rules.castling.king, "'random_start' needs 'king_files' for both sides (the king starts anywhere)");
    for (const auto& piece : rules.pieces)
        if (by_file && piece.betza.value.find('O') != std::string::npos)
            r.error(piece.betza, "castling ('O') cannot go with 'king_files': say where the king lands one way");
    check_castling_drop_files(r, rules);
}

void check_transfers(Reader& r, const Ruleset& rules) {
    for (const auto& rule : rules.transfers)
        for (const auto& name : rule.pieces)
            if (const PieceType* piece = find_piece(rules, name.value); piece && piece->royal)
                r.error(name, fmt::format("piece '{}' is royal and cannot be put into a reserve", name.value));
}

void check_potential(Reader& r, const Ruleset& rules, const Trust& trust) {
    if (!trust.top("potential")) return;
    const auto& types = rules.potential.types;
    for (const auto& entry : rules.potential.army) {
        const Located<std::string>& type =
            entry.first;  // not a structured binding: clang before 16 cannot capture one in a lambda
        if (std::none_of(types.begin(), types.end(),
                         [&](const Located<std::string>& t) { return t.value == type.value; }))
            r.error(type, fmt::format("the army counts '{}', which is not among the potential 'types'", type.value));
    }
}

void check_classes(Reader& r, const Ruleset& rules, const Trust& trust) {
    if (!trust.every_piece(rules.pieces, "class")) return;
    bool any_class = std::any_of(rules.pieces.begin(), rules.pieces.end(),
                                 [](const PieceType& p) { return p.value_class.has_value(); });
    for (const auto& rule : rules.transfers)
        if ((rule.mutate_within_class || rule.next_class_zone) && !any_class)
            r.error(rule.where, 1, "this transfer mutates pieces by class, but no piece has a 'class'");
    // A piece lifted from the next-class zone becomes one of class + 1; a missing class would leave
    // every piece below the gap stuck in its class.
    bool climbs = std::any_of(rules.transfers.begin(), rules.transfers.end(),
                              [](const TransferRule& rule) { return rule.next_class_zone.has_value(); });
    if (!climbs) return;
    std::set<int> reported;  // one error per missing class, at the first piece above it
    for (const PieceType& piece : rules.pieces) {
        if (!piece.value_class || *piece.value_class == 1) continue;
        int below = *piece.value_class - 1;
        if (std::none_of(rules.pieces.begin(), rules.pieces.end(),
                         [&](const PieceType& p) { return p.value_class == below; }) &&
            reported.insert(below).second)
            r.error(piece.name,
                    fmt::format("piece '{}' has class {}, but no piece has class {}: a 'next_class_zone' lifts "
                                "a piece one class up, so the classes below could never reach it",
                                piece.name.value, *piece.value_class, below));
    }
}

// Contagion never makes a royal: a captor turned royal would be a royal no rule counts on.
void check_contagion(Reader& r, const Ruleset& rules) {
    for (const auto& piece : rules.pieces)
        if (piece.contagion_into)
            if (const PieceType* target = find_piece(rules, piece.contagion_into->value); target && target->royal)
                r.error(*piece.contagion_into,
                        fmt::format("contagion into the royal piece '{}' is not allowed", target->name.value));
}

// `en_passant_from` narrows where a victim's steps make e.p. squares: a piece must be a victim to have it.
void check_en_passant_from(Reader& r, const Ruleset& rules) {
    for (const auto& piece : rules.pieces)
        if (written(piece.en_passant_from) && !piece.en_passant_victim)
            r.error(piece.en_passant_from,
                    fmt::format("'en_passant_from' is for a piece with 'en_passant_victim: true', which '{}' is not",
                                piece.name.value));
}

// Atomic captures decide check their own way (features/atomic): one kind of royal, kept out of check, or none.
void check_atomic(Reader& r, const Ruleset& rules) {
    if (!rules.atomic.enabled) return;
    if (rules.royalty != Royalty::Check && rules.royalty != Royalty::None)
        r.error(rules.atomic.where, 1, "atomic captures go with royalty 'check' or 'none' only");
    if (rules.potential.enabled) r.error(rules.atomic.where, 1, "atomic captures cannot go with 'potential'");
}

// `san_letter` gives a pawn (one of end.pawns) its letter in SAN; any other piece is written with it anyway.
void check_san_letter(Reader& r, const Ruleset& rules) {
    for (const auto& piece : rules.pieces) {
        if (!piece.san_letter) continue;
        const auto& pawns = rules.end.pawns;
        if (std::none_of(pawns.begin(), pawns.end(), [&](const auto& p) { return p.value == piece.name.value; }))
            r.error(piece.san_letter_where, 1,
                    fmt::format("'san_letter' is for the pieces of end.pawns, which SAN writes without a letter; "
                                "'{}' is not one of them, so SAN writes its letter already",
                                piece.name.value));
    }
}

// First-move rights (features/first_move_rights) name types that have first moves (Betza 'i'), and they are
// written in the castling field, so they cannot share it with castling or gating.
void check_first_move_rights(Reader& r, const Ruleset& rules) {
    const FirstMoveRightsRule& rule = rules.first_move_rights;
    if (!rule.enabled) return;
    if (rules.castling.enabled || rules.gating.enabled)
        r.error(rule.where, 1,
                fmt::format("'first_move_rights' cannot go with {}: both are written in the FEN's castling field",
                            rules.castling.enabled ? "castling" : "gating"));
    // The number of legs of the piece's longest first move, 0 if it has none.
    const auto first_move_legs = [](const PieceType& piece) {
        std::size_t legs = 0;
        try {
            for (const auto& path : betza::expand(betza::parse(piece.betza.value), betza::Player::First))
                if (path.initial_only) legs = std::max(legs, std::max<std::size_t>(path.legs.size(), 1));
        } catch (const betza::ParseError&) {
            return std::size_t(1);  // reported by validate_moves
        }
        return legs;
    };
    for (const auto* names : {&rule.pieces, &rule.not_in_check})
        for (const auto& name : *names)
            if (const PieceType* piece = find_piece(rules, name.value); piece && first_move_legs(*piece) == 0)
                r.error(name, fmt::format("piece '{}' has no first moves (Betza 'i') to keep a right to", name.value));
    for (const auto& name : rule.not_in_check)
        if (const PieceType* piece = find_piece(rules, name.value); piece && first_move_legs(*piece) > 1)
            r.error(name, fmt::format("piece '{}' has a first move of several legs: only one-leg first moves can "
                                      "wait until the side is out of check",
                                      name.value));
    for (const auto& name : rule.not_in_check)
        if (std::none_of(rule.pieces.begin(), rule.pieces.end(),
                         [&](const Located<std::string>& p) { return p.value == name.value; }))
            r.error(name, fmt::format("'{}' is in 'not_in_check' but not in 'pieces'", name.value));
}

}  // namespace

void validate_consistency(Reader& r, const Ruleset& rules, const Trust& trust) {
    check_royalty(r, rules, trust);
    check_promotions(r, rules, trust);
    check_reserves(r, rules, trust);
    check_castling(r, rules, trust);
    check_lion_trading(r, rules);
    check_codeless(r, rules, trust);
    check_transfers(r, rules);
    check_potential(r, rules, trust);
    check_classes(r, rules, trust);
    check_contagion(r, rules);
    check_en_passant_from(r, rules);
    check_atomic(r, rules);
    check_first_move_rights(r, rules);
    check_san_letter(r, rules);
}

}  // namespace variant
