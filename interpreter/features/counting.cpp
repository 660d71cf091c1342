#include "interpreter/features/counting.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

bool pawn_left(const Position& pos) {
    const Game& g = pos.game();
    for (int c = 0; c < Colours; ++c)
        for (Square s : pos.pieces(c))
            if (g.types[std::size_t(type_of(pos.at(s)))].pawn_like) return true;
    return false;
}

int men_of(const Position& pos, int colour, int type) {
    int n = 0;
    for (Square s : pos.pieces(colour)) n += type_of(pos.at(s)) == type;
    return n;
}

// The limit in full moves for the side `us` about to move (0: no count), as Fairy-Stockfish's counting_limit.
int limit_for(const Position& pos, int us) {
    const CountingInfo& info = pos.game().counting;
    if (pawn_left(pos)) return 0;  // no count while a pawn is on the board (Fairy-Stockfish 11.1)
    if (pos.pieces(us).size() > 1) return info.board_honour;
    for (const auto& row : info.pieces_honour)
        if (std::all_of(row.men.begin(), row.men.end(),
                        [&](const auto& m) { return men_of(pos, us ^ 1, m.first) >= m.second; }))
            return row.moves;
    return 0;
}

// The limits the rule can give, in plies: what a FEN's counting limit may be.
bool possible_limit(const CountingInfo& info, int plies) {
    if (plies == 2 * info.board_honour) return true;
    return std::any_of(info.pieces_honour.begin(), info.pieces_honour.end(),
                       [&](const auto& row) { return plies == 2 * row.moves; });
}

}  // namespace

void Counting::compile(RuleCompiler& c) {
    const CountingRule& rule = c.rs.end.counting;
    if (!rule.enabled) return;
    CountingInfo& info = c.g.counting;
    info.enabled = true;
    info.board_honour = rule.board_honour;
    info.count_from_men = rule.count_from_men;
    info.result = rule.result;
    for (const auto& row : rule.pieces_honour) {
        CountingInfo::Row r;
        r.moves = row.moves;
        for (const auto& [name, n] : row.men) r.men.emplace_back(c.type_named(name, "end.counting"), n);
        info.pieces_honour.push_back(std::move(r));
    }
}

void Counting::on_make(Position& pos, Move, const Undo& u) {
    int limit = Counting::limit(pos);
    int ply = limit ? std::min(count(pos) + 1, 30000) : 0;
    const int them = pos.side() ^ 1;  // to move after this move
    const bool bare = pos.pieces(them).size() == 1;
    const bool captured = u.captured || u.taken_count;
    // Fairy-Stockfish's condition: the side to move newly bare, or bare and losing a man again (the limit is
    // weighed anew), or the last pawn gone while no count runs.
    if (((limit == 0 || captured) && bare) || (limit == 0 && !pawn_left(pos))) {
        limit = 2 * limit_for(pos, them);
        const int men = int(pos.pieces(0).size() + pos.pieces(1).size());
        ply = limit && bare && pos.game().counting.count_from_men ? 2 * men : 0;
    }
    set(pos, limit, ply);
}

std::optional<Ending> Counting::limit_reached(const Position& pos) {
    if (!counting(pos) || count(pos) < limit(pos)) return std::nullopt;
    return Ending{pos.game().counting.result, fmt::format("counting rule: {} moves counted", limit(pos) / 2)};
}

bool Counting::read_limit(Position& pos, std::string_view field, std::size_t at) {
    if (field.empty() || !std::all_of(field.begin(), field.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
        return false;
    const CountingInfo& info = pos.game().counting;
    int plies = 0;
    for (char ch : field) plies = std::min(plies * 10 + (ch - '0'), 100000);
    if (!possible_limit(info, plies)) {
        std::vector<int> limits;
        if (info.board_honour) limits.push_back(2 * info.board_honour);
        for (const auto& row : info.pieces_honour) limits.push_back(2 * row.moves);
        std::sort(limits.begin(), limits.end());
        limits.erase(std::unique(limits.begin(), limits.end()), limits.end());
        throw FenError(at, fmt::format("a counting limit (in plies, in place of the e.p. square) must be one "
                                       "this game's counts give: {}",
                                       fmt::join(limits, ", ")));
    }
    set(pos, plies, 0);
    return true;
}

void Counting::read_count(Position& pos, std::size_t at) {
    // A count past its limit is a finished game played on (perft and random games play on): read as it is.
    const int count = std::min(pos.halfmove(), 30000);
    // A count starts only once no pawn is left, and none comes back.
    if (pawn_left(pos)) throw FenError(at, "no count runs while a pawn is on the board");
    set(pos, limit(pos), count);
    pos.set_halfmove(0);
}

// end.counting: board's honour and the rows of pieces' honour.
void Counting::declare_keys() {
    using R = CountingRule;
    using Row = CountingRule::Row;
    add_keys<GameEnd>("end", {rule_map("counting", &GameEnd::counting)});
    add_keys<R>("counting",
                {custom<R>("board_honour",
                           [](Reader& r, const Node& map, const Node& value, R& rule) {
                               r.read(map, "board_honour", rule.board_honour);
                               if (rule.board_honour < 0 || rule.board_honour > 10000)
                                   r.error(value, "'board_honour' must be 0 (none) or a number of moves up to 10000");
                           }),
                 custom<R>("pieces_honour",
                           [](Reader& r, const Node&, const Node& rows, R& rule) {
                               for_each_rule(r, rows, "pieces_honour", allowed_keys("counting_row"),
                                             [&](const Node& item) {
                                                 Row row;
                                                 read_values(r, item, "counting_row", row);
                                                 rule.pieces_honour.push_back(std::move(row));
                                             });
                           }),
                 field("count_from_men", &R::count_from_men), field("result", &R::result, outcome_choices())});
    add_keys<Row>("counting_row",
                  {custom<Row>("men",
                               [](Reader& r, const Node&, const Node& men, Row& row) {
                                   row.men = r.counts(men, "men", 1, "a row's count of men must be 1 or more");
                               }),
                   custom<Row>("moves",
                               [](Reader& r, const Node& map, const Node& moves, Row& row) {
                                   r.read(map, "moves", row.moves);
                                   if (row.moves < 1 || row.moves > 10000)
                                       r.error(moves, "'moves' must be a number of moves from 1 to 10000");
                               })},
                  {required<Row>("moves", "a row of 'pieces_honour' needs 'moves' (its limit in full moves)")});
}

}  // namespace variant
