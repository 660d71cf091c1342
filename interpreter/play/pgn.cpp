#include "interpreter/play/pgn.hpp"

#include <fmt/format.h>

#include <cctype>

#include "interpreter/play/protocol_notation.hpp"
#include "interpreter/play/result.hpp"
#include "interpreter/play/san.hpp"
#include "interpreter/play/xboard_san.hpp"

namespace variant {

namespace {

const char* const SevenTags[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

std::string tag_value(const PgnTags& tags, std::string_view name, std::string fallback) {
    for (const auto& [k, v] : tags)
        if (k == name) return v;
    return fallback;
}

std::string escaped(std::string_view v) {
    std::string out;
    for (char c : v) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

// Appends a token to the movetext, breaking lines before 80 columns.
void put(std::string& text, std::size_t& column, const std::string& token) {
    if (column > 0 && column + 1 + token.size() > 79) {
        text += '\n';
        column = 0;
    } else if (column > 0) {
        text += ' ';
        ++column;
    }
    text += token;
    column += token.size();
}

}  // namespace

std::string write_pgn(const Game& g, const PgnGame& game) {
    Position pos(g);
    pos.set_fen(game.fen.empty() ? g.setup_fen : game.fen);
    const int first_fullmove = pos.fullmove();
    const int first_side = pos.side();
    std::vector<std::string> sans;
    for (const Move& m : game.moves) {
        sans.push_back(move_to_san(pos, m));
        pos.make(m);
    }
    const GameResult result = game.decided ? *game.decided : game_result(pos);
    std::string out;
    for (const char* name : SevenTags) {
        std::string value = std::string(name) == "Result" ? result.tag()
                            : std::string(name) == "Date" ? tag_value(game.tags, name, "????.??.??")
                                                          : tag_value(game.tags, name, "?");
        out += fmt::format("[{} \"{}\"]\n", name, escaped(value));
    }
    out += fmt::format("[Variant \"{}\"]\n", escaped(g.name));
    if (!game.fen.empty() && game.fen != g.setup_fen)
        out += fmt::format("[FEN \"{}\"]\n[SetUp \"1\"]\n", escaped(game.fen));
    for (const auto& [k, v] : game.tags) {
        bool known = k == "Variant" || k == "FEN" || k == "SetUp";
        for (const char* name : SevenTags) known = known || k == name;
        if (!known) out += fmt::format("[{} \"{}\"]\n", k, escaped(v));
    }
    out += '\n';
    std::string text;
    std::size_t column = 0;
    for (std::size_t i = 0; i < sans.size(); ++i) {
        const int side = (first_side + int(i)) % 2;
        const int number = first_fullmove + int((i + std::size_t(first_side)) / 2);
        // The move number stays on the line of its move.
        if (side == 0) put(text, column, fmt::format("{}. {}", number, sans[i]));
        else if (i == 0) put(text, column, fmt::format("{}... {}", number, sans[i]));
        else put(text, column, sans[i]);
    }
    if (result.over()) put(text, column, "{" + result.reason + "}");
    put(text, column, result.tag());
    return out + text + "\n";
}

namespace {

// Reads the PGN text token by token, keeping the line and column.
struct Scanner {
    std::string_view text;
    std::size_t at = 0;
    int line = 1, column = 1;

    bool done() const { return at >= text.size(); }
    char peek() const { return text[at]; }
    void next() {
        if (text[at] == '\n') ++line, column = 1;
        else ++column;
        ++at;
    }
    void skip_space() {
        while (!done() && std::isspace(static_cast<unsigned char>(peek()))) next();
    }
    // Space, and the lines a ';' (a comment) or a '%' at the line's start (an escape) leaves out.
    void skip_space_and_comment_lines() {
        for (skip_space(); !done() && (peek() == ';' || (peek() == '%' && column == 1)); skip_space())
            while (!done() && peek() != '\n') next();
    }
};

}  // namespace

namespace {

// One move of the movetext, where it stands.
struct MoveToken {
    std::string text;
    int line, column;
};

// The movetext's moves, up to the result or the next game's tags: move numbers, comments, NAGs, `!?` marks
// and variations left out. False with `error` set at a comment or variation left open.
bool move_tokens(Scanner& s, std::vector<MoveToken>& moves, PgnError& error) {
    int depth = 0;  // inside variations
    for (s.skip_space(); !s.done(); s.skip_space()) {
        const int line = s.line, column = s.column;
        const char c = s.peek();
        if (c == '{') {
            while (!s.done() && s.peek() != '}') s.next();
            if (s.done()) {
                error = {"this comment has no closing '}'", line, column, ""};
                return false;
            }
            s.next();
            continue;
        }
        if (c == ';') {
            while (!s.done() && s.peek() != '\n') s.next();
            continue;
        }
        if (c == '(' || c == ')') {
            depth += c == '(' ? 1 : -1;
            if (depth < 0) {
                error = {"')' closes no variation", line, column, ""};
                return false;
            }
            s.next();
            continue;
        }
        if (c == '[' && column == 1) break;  // the next game's tags ('[' inside a line: a move, [LD]m9)
        // A token runs to the next space, comment or variation; a '(' inside it belongs to a move (the
        // potential moves' b2g7>QB(b)), and so does the ')' closing it; another ')' closes a variation.
        std::string token;
        while (!s.done() && !std::isspace(static_cast<unsigned char>(s.peek())) && s.peek() != '{' && s.peek() != ';' &&
               (s.peek() != ')' || token.find('(') != std::string::npos))
            token += s.peek(), s.next();
        if (depth > 0 || token.empty()) continue;
        if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") break;
        if (token[0] == '$') continue;  // a NAG
        std::size_t digits = 0;         // a move number: 12. or 12...
        while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
        if (digits > 0 && digits < token.size() && token[digits] == '.') {
            while (digits < token.size() && token[digits] == '.') ++digits;
            token.erase(0, digits);
            if (token.empty()) continue;
        }
        while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.pop_back();
        moves.push_back({token, line, column});
    }
    if (depth > 0) {
        error = {"a variation is not closed", s.line, s.column, ""};
        return false;
    }
    return true;
}

// The moves played from `pos`, each read as XBoard's SAN where it differs from ours (its letters; its ranks
// from 0 where `from_zero`); false with `error` at the first illegal one.
bool replay(Position pos, const std::vector<MoveToken>& tokens, bool from_zero, std::vector<Move>& moves,
            PgnError& error) {
    for (const MoveToken& token : tokens) {
        std::string why;
        const std::string ours = xboard_san_as_ours(pos.game(), token.text, from_zero);
        auto m = parse_any_move(pos, ours, why);
        if (!m) {
            // The text as written, and what it was read as where that differs ("'Hc2' (read as Nc3, ...): ...").
            if (const std::string quoted = "'" + ours + "': "; ours != token.text && why.starts_with(quoted))
                why = fmt::format("'{}' (read as {}{}): {}", token.text, ours,
                                  from_zero ? ", the ranks counted from 0 as XBoard writes them" : "",
                                  why.substr(quoted.size()));
            error = {fmt::format("move {} ({}), {}", pos.fullmove(), pos.side() == 0 ? "White" : "Black", why),
                     token.line, token.column, pos.fen()};
            return false;
        }
        pos.make(*m);
        moves.push_back(*m);
    }
    return true;
}

}  // namespace

std::optional<PgnGame> read_pgn(const Game& g, std::string_view text, PgnError& error) {
    PgnGame game;
    Scanner s{text};
    auto fail = [&](std::string message, int line, int column) {
        error = {std::move(message), line, column, ""};
        return std::nullopt;
    };
    // Tags.
    for (s.skip_space_and_comment_lines(); !s.done() && s.peek() == '['; s.skip_space_and_comment_lines()) {
        const int line = s.line, column = s.column;
        s.next();
        std::string name, value;
        while (!s.done() && (std::isalnum(static_cast<unsigned char>(s.peek())) || s.peek() == '_'))
            name += s.peek(), s.next();
        s.skip_space();
        if (s.done() || s.peek() != '"') return fail("a tag is written [Name \"value\"]", line, column);
        for (s.next(); !s.done() && s.peek() != '"'; s.next()) {
            if (s.peek() == '\\') s.next();
            if (!s.done()) value += s.peek();
        }
        if (s.done()) return fail("this tag's value has no closing quote", line, column);
        s.next();
        s.skip_space();
        if (s.done() || s.peek() != ']') return fail("a tag ends with ']'", s.line, s.column);
        s.next();
        if (name == "FEN") game.fen = value;
        game.tags.emplace_back(name, value);
    }
    Position pos(g);
    try {
        pos.set_fen(game.fen.empty() ? g.setup_fen : game.fen);
    } catch (const FenError& e) {
        return fail("the FEN tag: " + std::string(e.what()), 1, 1);
    }
    std::vector<MoveToken> tokens;
    if (!move_tokens(s, tokens, error)) return std::nullopt;
    // XBoard counts a 10-rank board's ranks from 0: a game that names rank 0 is read so. One that does not
    // yet is refused counting from 1 is read again counting from 0 (a short game of XBoard's may name no
    // square of its first rank); if that fails too, the error stands of the reading that went further.
    std::vector<std::string> texts;
    texts.reserve(tokens.size());
    for (const MoveToken& t : tokens) texts.push_back(t.text);
    const bool zero = names_rank_zero(g, texts);
    if (replay(pos, tokens, zero, game.moves, error)) return game;
    if (zero || xboard_first_rank(g.geo) != 0) return std::nullopt;
    PgnError again;
    std::vector<Move> moves;
    if (replay(pos, tokens, true, moves, again)) {
        game.moves = std::move(moves);
        return game;
    }
    if (moves.size() > game.moves.size()) error = again;
    return std::nullopt;
}

}  // namespace variant
