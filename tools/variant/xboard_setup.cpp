// The `setup` and `piece` commands for XBoard (xboard_setup.hpp).
#include "tools/variant/xboard_setup.hpp"

#include <fmt/format.h>

#include <array>
#include <cctype>
#include <set>
#include <sstream>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/ruleset/loader.hpp"

namespace variant::cli {

namespace {

// XBoard's piece images in the order of its piece table (its default -pieceToCharTable, less the king, which
// ends the table): a letter of ours takes the image XBoard gives that letter where it is free.
constexpr std::string_view XBoardImages = "PNBRQFEACWMOHIJGDVLSUK";
constexpr int BaseImages = 21;      // the images before the king
constexpr int PromotedOffset = 11;  // XBoard shows the promoted form of image i (i < 11) as image i + 11
constexpr int LanceImage = 18;

// The variants XBoard's protocol names: it plays these by its own rules.
const std::set<std::string, std::less<>> KnownToXBoard = {
    "normal",    "wildcastle", "nocastle",   "fischerandom", "bughouse",   "crazyhouse", "losers", "suicide",
    "giveaway",  "twokings",   "kriegspiel", "atomic",       "3check",     "xiangqi",    "shogi",  "capablanca",
    "gothic",    "falcon",     "shatranj",   "courier",      "knightmate", "berolina",   "janus",  "caparandom",
    "cylinder",  "super",      "great",      "lion",         "elven",      "chu",        "makruk", "asean",
    "cambodian", "spartan",    "seirawan",   "grand",        "shatar",     "sittuyin",   "fairy"};

std::string first_four_fields(const std::string& fen) {
    std::istringstream in(fen);
    std::string out, w;
    for (int i = 0; i < 4 && in >> w; ++i) out += (out.empty() ? "" : " ") + w;
    return out + " 0 1";
}

// The parent variant: the rules XBoard applies that no `piece` line says (promotion by '+' and drops).
std::string parent(const Game& g) {
    bool plus_promotions = false;
    for (const PieceInfo& p : g.types) plus_promotions |= p.code.empty() && p.base >= 0;
    if (plus_promotions) return "shogi";
    return g.drops.any ? "crazyhouse" : "fairy";
}

// XBoard reads a rider as its leaper with the range 0 (D0), not as the doubled letter (DD), which it reads
// as the leaper alone.
std::string xboard_betza(const std::string& betza) {
    std::string out;
    for (std::size_t i = 0; i < betza.size(); ++i) {
        const char c = betza[i];
        const bool doubled = std::isupper(static_cast<unsigned char>(c)) && i + 1 < betza.size() && betza[i + 1] == c;
        out += c;
        if (doubled) {
            out += '0';
            ++i;
        }
    }
    return out;
}

}  // namespace

bool fits_xboard(const Game& g) { return g.geo.ranks <= 16 && g.geo.files <= (g.drops.any ? 12 : 16); }

bool xboard_knows(const std::string& name) { return KnownToXBoard.contains(name); }

std::vector<std::string> xboard_setup(const CheckedRuleset& ruleset, const Game& g) {
    const int types = g.type_count();
    std::array<int, BaseImages> owner{};  // the type shown by each image; -1: none
    owner.fill(-1);
    std::vector<int> image(std::size_t(types), -1);
    // The king's image: the one royal type, else a type lettered K.
    int king = -1, royals = 0;
    for (int t = 0; t < types; ++t) royals += g.types[std::size_t(t)].royal;
    for (int t = 0; t < types; ++t) {
        const PieceInfo& p = g.types[std::size_t(t)];
        if (p.code.size() > 1) return {};  // XBoard's letters are single
        if (king < 0 && ((royals == 1 && p.royal) || (royals != 1 && p.code == "K"))) king = t;
    }
    // A man with a promoted form needs an image below 11 whose image + 11 is free for the form.
    const auto has_form = [&](int t) {
        const int f = g.types[std::size_t(t)].promoted;
        return f >= 0 && g.types[std::size_t(f)].code.empty();
    };
    // XBoard promotes the men shown as its pawn (image 0) and its lance (image 18) by its own rules: only men
    // that promote may take those images.
    const auto promotes = [&](int t) {
        return g.promotion[std::size_t(t)].enabled || g.types[std::size_t(t)].promoted >= 0;
    };
    const auto free_for = [&](int t, int slot) {
        if (owner[std::size_t(slot)] >= 0) return false;
        if ((slot == 0 || slot == LanceImage) && !promotes(t)) return false;
        if (!has_form(t)) return slot < BaseImages;
        return slot < PromotedOffset && owner[std::size_t(slot + PromotedOffset)] < 0;
    };
    const auto assign = [&](int t, int slot) {
        owner[std::size_t(slot)] = t;
        image[std::size_t(t)] = slot;
        if (has_form(t)) {
            owner[std::size_t(slot + PromotedOffset)] = g.types[std::size_t(t)].promoted;
            image[std::size_t(g.types[std::size_t(t)].promoted)] = slot + PromotedOffset;
        }
    };
    // First every man whose own letter's image is free, then the men with a form, then the rest.
    for (int pass = 0; pass < 3; ++pass)
        for (int t = 0; t < types; ++t) {
            const PieceInfo& p = g.types[std::size_t(t)];
            if (p.code.empty() || t == king || image[std::size_t(t)] >= 0) continue;
            if (pass == 0) {
                const auto own = XBoardImages.find(p.code[0]);
                if (own != std::string_view::npos && int(own) < BaseImages && free_for(t, int(own)))
                    assign(t, int(own));
                continue;
            }
            if ((pass == 1) != has_form(t)) continue;
            int slot = 0;
            while (slot < BaseImages && !free_for(t, slot)) ++slot;
            if (slot == BaseImages) return {};
            assign(t, slot);
        }
    for (int t = 0; t < types; ++t)  // a promoted form of a type with none of its own letter
        if (image[std::size_t(t)] < 0 && t != king) return {};
    int used = 0;
    for (int i = 0; i < BaseImages; ++i)
        if (owner[std::size_t(i)] >= 0) used = i + 1;
    std::string white;
    for (int i = 0; i < std::max(used, 5); ++i) {
        const int t = owner[std::size_t(i)];
        white += t < 0 ? '.' : g.types[std::size_t(t)].code.empty() ? '+' : g.types[std::size_t(t)].code[0];
    }
    white += king >= 0 ? g.types[std::size_t(king)].code[0] : '.';
    std::string black = white;
    for (char& c : black) c = char(std::tolower(static_cast<unsigned char>(c)));
    int held = 0;
    for (int t = 0; t < types && g.drops.any; ++t)
        held += g.drops.of[std::size_t(t)].reserve >= 0 && !g.types[std::size_t(t)].code.empty();
    // Men written as sets of codes in brackets (Potential Chess) have no XBoard letter.
    const std::string board = g.setup_fen.substr(0, g.setup_fen.find(' '));
    if (board.substr(0, board.rfind('/')).find('[') != std::string::npos) return {};
    std::vector<std::string> lines;
    // XBoard's holdings are a column beside the board: at most as many types as the board has ranks. The
    // types beyond are still dropped (their images in the column are the first ones').
    held = std::min(held, g.geo.ranks);
    lines.push_back(fmt::format("setup ({}{}) {}x{}+{}_{} {}", white, black, g.geo.files, g.geo.ranks, held, parent(g),
                                first_four_fields(g.setup_fen)));
    for (const PieceType& p : ruleset->pieces) {
        int t = -1;
        for (int i = 0; i < types; ++i)
            if (g.types[std::size_t(i)].name == p.name.value) t = i;
        if (t < 0) continue;
        const PieceInfo& info = g.types[std::size_t(t)];
        const std::string letter = info.code.empty() ? "+" + g.types[std::size_t(info.base)].code : info.code;
        std::string betza = xboard_betza(p.betza.value);
        // A move allowed from a zone (a pawn's double step from its second rank) is, near enough, XBetza's
        // first move `i`; a move confined to a zone (janggi's palace diagonals) XBetza cannot say.
        for (const ZonedMove& zm : p.zoned_moves)
            if (zm.to.value.empty()) betza += "i" + xboard_betza(zm.betza.value);
        if (g.castling.enabled && t == g.castling.king && g.castling.steps[0][0] > 0)
            betza += fmt::format("O{}", g.castling.steps[0][0]);
        if (p.betza_second) {
            std::string lower = letter;
            for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
            lines.push_back(fmt::format("piece {} {}", letter, betza));
            lines.push_back(fmt::format("piece {} {}", lower, xboard_betza(p.betza_second->value)));
        } else {
            lines.push_back(fmt::format("piece {}& {}", letter, betza));
        }
    }
    return lines;
}

std::string xboard_listing(const std::string& name, const std::string& path) {
    try {
        const CheckedRuleset ruleset = load_ruleset(path);
        const Game g = compile(ruleset);
        // A move into a reserve (Pocket Mutation Chess pockets a man) has no XBoard notation.
        if (!fits_xboard(g) || !g.transfers.empty()) return "";
        if (xboard_knows(g.engine.xboard)) return g.engine.xboard;
        return xboard_knows(name) || !xboard_setup(ruleset, g).empty() ? name : "";
    } catch (const std::exception&) {
        return "";  // a ruleset that does not load is not offered (`variant` then says why)
    }
}

}  // namespace variant::cli
