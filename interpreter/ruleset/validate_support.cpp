// What the engine cannot play: more piece types than it holds, and the rules and Betza moves it does not
// support yet. The file may well ask for them (the format describes games still to come); each is
// refused once, where the file asks for it, so one run of `variant validate` names every one. Asked only
// once every other check has passed (validate.cpp), so every name resolves and every Betza string parses.
#include <fmt/format.h>

#include <string>
#include <utility>

#include "betza/betza.hpp"
#include "interpreter/core/man.hpp"
#include "interpreter/ruleset/validate.hpp"

namespace variant {

namespace {

// The first move of `text` the engine cannot lay, in the order the compiler lays them; empty if none.
// `zoned`: the moves are only made from a zone's squares.
std::string unsupported_move(const betza::Piece& piece, betza::Player player, bool zoned) {
    for (const auto& path : betza::expand(piece, player)) {
        if (path.castling && zoned) return "castling ('O') in zoned moves is not supported by the engine yet";
        if (path.castling && path.one_step_in) return "'ii' on castling ('O') is not supported by the engine yet";
        if (path.legs.size() > 1) {
            if (zoned) return "zoned multi-leg moves are not supported by the engine yet";
            if (path.one_step_in) return "'ii' on a multi-leg move is not supported by the engine yet";
            for (const auto& leg : path.legs) {
                if (!leg.must_be_empty.empty() || !leg.must_be_occupied.empty() || leg.skip_first || leg.cylinder ||
                    leg.en_passant)
                    return "lame, jumping, cylinder or e.p. legs of multi-leg moves are not supported by the engine "
                           "yet";
            }
            continue;
        }
        if (path.legs.size() == 1) {
            const betza::Leg& leg = path.legs[0];
            if (leg.max_steps != 1 && leg.path != betza::Path::Slide &&
                (!leg.must_be_empty.empty() || !leg.must_be_occupied.empty()))
                return "lame or jumping hopping riders are not supported by the engine yet";
        }
    }
    return "";
}

void check_move(Reader& r, const Located<std::string>& text, betza::Player player, bool zoned) {
    betza::Piece piece;
    try {
        piece = betza::parse(text.value);
    } catch (const betza::ParseError&) {
        return;  // reported by validate_moves
    }
    std::string problem = unsupported_move(piece, player, zoned);
    if (!problem.empty()) r.error(text.where, int(text.value.size()), problem);
}

void check_moves(Reader& r, const Ruleset& rules) {
    for (const auto& piece : rules.pieces) {
        // A confined piece's moves are laid like zoned ones (only those that end in the zone).
        const bool confined = written(piece.confined_to);
        if (!piece.betza.value.empty()) check_move(r, piece.betza, betza::Player::First, confined);
        if (piece.betza_second) check_move(r, *piece.betza_second, betza::Player::Second, confined);
        for (const auto& move : piece.zoned_moves)
            if (!move.betza.value.empty()) check_move(r, move.betza, betza::Player::First, true);
    }
}

// Hopper limits (game/compile_rays.cpp): the attack test assumes any man can take a royal, so no royal is
// exempt; and multi-leg paths do not honour them.
void check_hop_limits(Reader& r, const Ruleset& rules) {
    for (const auto& piece : rules.pieces) {
        if (piece.cannot_hop_over.empty() && piece.cannot_capture.empty()) continue;
        for (const auto& name : piece.cannot_capture)
            for (const auto& other : rules.pieces)
                if (other.name.value == name.value && other.royal)
                    r.error(name, fmt::format("'cannot_capture' may not name the royal piece '{}': the check test "
                                              "takes every royal as capturable",
                                              name.value));
        std::vector<const Located<std::string>*> texts = {&piece.betza};
        if (piece.betza_second) texts.push_back(&*piece.betza_second);
        for (const auto& move : piece.zoned_moves) texts.push_back(&move.betza);
        for (const auto* text : texts) {
            if (text->value.empty()) continue;
            try {
                for (const auto& path : betza::expand(betza::parse(text->value), betza::Player::First))
                    if (path.legs.size() > 1 || path.universal) {
                        r.error(*text, "hopper limits ('cannot_hop_over', 'cannot_capture') on multi-leg or 'U' "
                                       "moves are not supported by the engine yet");
                        break;
                    }
            } catch (const betza::ParseError&) {
                continue;  // reported by validate_moves
            }
        }
    }
}

// Castling written in Betza ('O', features/castling): one piece type castles (to as many distances each way
// as its 'O's say: free castling), and it is the `castling` key's king when the file has that key too.
void check_castling_moves(Reader& r, const Ruleset& rules) {
    const PieceType* king = nullptr;
    for (const auto& piece : rules.pieces) {
        const std::pair<const Located<std::string>*, betza::Player> texts[] = {
            {&piece.betza, betza::Player::First},
            {piece.betza_second ? &*piece.betza_second : nullptr, betza::Player::Second}};
        for (const auto& [text, player] : texts) {
            if (!text || text->value.empty()) continue;
            bool castles = false;
            try {
                for (const auto& path : betza::expand(betza::parse(text->value), player)) castles |= path.castling;
            } catch (const betza::ParseError&) {
                continue;  // reported by validate_moves
            }
            if (!castles) continue;
            if (rules.castling.enabled && rules.castling.king.value != piece.name.value)
                r.error(*text, fmt::format("piece '{}' castles ('O') but 'castling' names '{}' as the king",
                                           piece.name.value, rules.castling.king.value));
            else if (king && king != &piece)
                r.error(*text, fmt::format("piece '{}' castles ('O') as well as '{}': only one piece type castles",
                                           piece.name.value, king->name.value));
            king = &piece;
        }
    }
}

void check_rules(Reader& r, const Ruleset& rules) {
    const PromotionRule* from_reserve = nullptr;
    for (const auto& rule : rules.promotions) {
        if (!rule.from_reserve) continue;
        if (rule.to.empty())
            r.error(rule.from_reserve->where, 1,
                    "promotion from a reserve needs 'to': the types it may take from there");
        else if (from_reserve && from_reserve->from_opponents_reserve != rule.from_opponents_reserve)
            r.error(rule.from_reserve->where, 1,
                    "every promotion from a reserve takes from the same side's copy ('from_reserve_of')");
        from_reserve = &rule;
    }
    for (const auto& rule : rules.promotions)
        if (rule.attacks_without_choice && (!rule.from_reserve || rule.mode != PromotionMode::Compulsory))
            r.error(rule.where, 1,
                    "'attacks_without_choice' is for a compulsory promotion from a reserve ('from_reserve' and "
                    "'mode: compulsory'): only there can a man be left without a choice");
    // Drops spread over both square colours (features/drops): the engine follows one such type.
    const Located<std::string>* spread = nullptr;
    for (const auto& rule : rules.drops)
        for (const auto& name : rule.opposite_colours) {
            if (spread && spread->value != name.value)
                r.error(name, fmt::format("only one type may spread over both square colours ('{}' does already)",
                                          spread->value));
            spread = &name;
        }
    for (const auto& rule : rules.promotion_moves)
        for (const auto& name : rule.to)
            for (const auto& piece : rules.pieces)
                if (piece.name.value == name.value && piece.royal)
                    r.error(name, fmt::format("a promotion move cannot make a royal ('{}')", name.value));
    const CaptureRule& captures = rules.captures;
    // The reader requires a 'reserve' with these destinations. Men that keep their colour (a prison) are held
    // for the features that give them back (exchanges, promotion from a reserve), never dropped by the captor.
    if (captures.destination == CaptureDestination::CaptorReserve && captures.reserve && !captures.change_colour)
        for (const auto& drop : rules.drops)
            if (drop.from.value == captures.reserve->value)
                r.error(drop.from, fmt::format("reserve '{}' holds captured men that keep their colour: they cannot be "
                                               "dropped by the captor",
                                               drop.from.value));
    if (captures.destination == CaptureDestination::OwnerReserve && captures.reserve)
        r.error(captures.reserve->where, 1, "captures into the owner's reserve are not supported by the engine yet");
    if (captures.self_capture && captures.self_capture_reserve && captures.destination == CaptureDestination::Gone)
        r.error(captures.self_capture_reserve->where, 1,
                "a self-captured man goes to a reserve only where captured men do: set 'to: captor-reserve'");
    int voluntary = 0, automatic = 0;
    for (const auto& rule : rules.exchanges) {
        if (rule.automatic_on_match) {
            if (++automatic > 1) r.error(rule.where, 1, "only one automatic exchange rule is supported by the engine");
        } else if (rule.take_to) {
            r.error(rule.take_to->where, 1,
                    "a voluntary exchange whose man goes to a reserve is not supported by the engine yet "
                    "(leave out 'take_to': the man is dropped at once)");
        } else if (++voluntary > 1) {
            r.error(rule.where, 1, "only one voluntary exchange rule is supported by the engine");
        }
    }
    for (const auto& rule : rules.derived_promotions)
        if (rule.partner_in.value != rules.derived_promotions[0].partner_in.value)
            r.error(rule.partner_in, "every derived promotion rule names the same reserve ('partner_in')");
    // Potentials (features/potentials): a man's set is 7 bits of its Man, and sets are written letter by
    // letter.
    const auto& types = rules.potential.types;
    if (types.size() > std::size_t(MaxPotentialTypes))
        r.error(types[std::size_t(MaxPotentialTypes)].where, int(types[std::size_t(MaxPotentialTypes)].value.size()),
                fmt::format("at most {} potential types: a man's set is kept in {} bits", MaxPotentialTypes,
                            MaxPotentialTypes));
    for (const auto& type : types)
        for (const auto& piece : rules.pieces)
            if (piece.name.value == type.value && piece.code.value.size() != 1)
                r.error(type.where, int(type.value.size()),
                        fmt::format("potential type '{}' needs a one-letter code: sets are written letter by letter",
                                    type.value));
}

}  // namespace

// The game ends after passes in a row (features/pass_ending) only where a player may pass.
void check_pass_ending(Reader& r, const Ruleset& rules) {
    if (rules.end.consecutive_passes > 0 && !rules.pass)
        r.error(rules.end.consecutive_passes_where, 1, "'consecutive_passes' needs 'pass: true': no one can pass");
}

// Royals facing each other (features/facing_royals) need one royal type.
void check_facing_royals(Reader& r, const Ruleset& rules) {
    if (rules.facing_royals == FacingRule::Allowed) return;
    int royals = 0;
    for (const auto& piece : rules.pieces) royals += piece.royal;
    if (royals != 1)
        r.error(rules.facing_royals_where, 1,
                fmt::format("'facing_royals' needs exactly one royal piece type, not {}", royals));
}

void validate_support(Reader& r, const Ruleset& rules, const Trust&) {
    if (rules.pieces.size() > std::size_t(MaxPieceTypes))
        r.error(rules.pieces[std::size_t(MaxPieceTypes)].name.where, 1,
                fmt::format("too many piece types: the engine holds at most {}", MaxPieceTypes));
    check_moves(r, rules);
    check_hop_limits(r, rules);
    check_facing_royals(r, rules);
    check_pass_ending(r, rules);
    check_castling_moves(r, rules);
    check_rules(r, rules);
    // features/gating keeps the gates of both sides beside the castling rights, in 14 bits each.
    if (rules.gating.enabled && rules.board.files > 14)
        r.error(rules.gating.where, 1, "gating is supported on boards of at most 14 files");
    if (rules.gating.enabled && !rules.lion_trading.lions.empty())
        r.error(rules.gating.where, 1, "gating cannot go with lion_trading: its FEN field takes the gates' place");
}

}  // namespace variant
