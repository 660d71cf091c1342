// The C API of the WebAssembly build, what the page's Web Worker (web/site/worker.js) calls: one game at a time
// (the ruleset last loaded, its position and the moves made), every answer a JSON text that stays valid until
// the next call. Each function does what a `variant` command does (tools/variant/*.cpp), with the library's own
// functions and messages: validate and load, show (the board as SVG), moves, status, perft, think, pgn.
#include <emscripten/emscripten.h>
#include <fmt/format.h>

#include <fstream>
#include <memory>
#include <new>
#include <optional>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/core/utf8.hpp"
#include "interpreter/draw/board_picture.hpp"
#include "interpreter/draw/svg.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/perft/perft.hpp"
#include "interpreter/play/pgn.hpp"
#include "interpreter/play/result.hpp"
#include "interpreter/play/san.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "interpreter/search/search.hpp"
#include "web/api/json.hpp"

namespace variant::web {

namespace {

struct Session {
    std::unique_ptr<Game> game;
    std::unique_ptr<Position> pos;
    std::string start_fen;
    std::vector<Move> moves;          // made since start_fen
    std::vector<std::uint64_t> keys;  // the position's key before each of them (repetition, for the search)
    std::unique_ptr<Searcher> searcher;
};
Session session;
std::string answer;  // the last answer, returned to JavaScript as a C string

const char* reply(std::string text) {
    answer = std::move(text);
    return answer.c_str();
}

std::string error_json(const std::string& message) {
    return fmt::format("{{\"ok\":false,\"error\":{}}}", json(message));
}

std::string diagnostics_json(const std::vector<Diagnostic>& list) {
    std::string out = "[";
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Diagnostic& d = list[i];
        out += fmt::format("{}{{\"line\":{},\"column\":{},\"headline\":{},\"text\":{}}}", i ? "," : "", d.where.line,
                           d.where.column, json(headline(d)), json(render(d)));
    }
    return out + "]";
}

bool loaded() { return session.game && session.pos; }

std::string square_json(Square s) { return s == NoSquare ? "null" : json(square_name(session.game->geo, s)); }

}  // namespace

}  // namespace variant::web

using namespace variant;
using namespace variant::web;

extern "C" {

// `variant validate NAME` on `text`, as the CLI prints it (warnings, then every error and the count, or
// "NAME: ok"); a valid ruleset becomes the session's game, at its setup. The file is written to the virtual
// file system, so that the messages quote its lines as they do for a file on disk.
EMSCRIPTEN_KEEPALIVE const char* variant_load(const char* text, const char* name) {
    const std::string path = name;
    std::ofstream(path, std::ios::binary) << text;
    std::string warnings;
    try {
        CheckedRuleset rules = load_ruleset(path);
        for (const Diagnostic& w : rules.warnings()) warnings += render(w);
        auto game = std::make_unique<Game>(compile(rules));
        session.searcher.reset();  // before the game it refers to
        session.pos.reset();
        session = Session{};
        session.game = std::move(game);
        session.pos = std::make_unique<Position>(*session.game);
        session.start_fen = session.game->setup_fen;
        session.pos->set_fen(session.start_fen);
        return reply(fmt::format("{{\"ok\":true,\"output\":{},\"warnings\":{},\"name\":{}}}",
                                 json(warnings + printable(path) + ": ok\n"), diagnostics_json(rules.warnings()),
                                 json(session.game->name)));
    } catch (const DiagnosticError& e) {
        const auto& list = e.diagnostics();
        return reply(fmt::format("{{\"ok\":false,\"output\":{},\"errors\":{}}}",
                                 json(e.render_all() + fmt::format("{}: {} error{}\n", printable(path), list.size(),
                                                                   list.size() == 1 ? "" : "s")),
                                 diagnostics_json(list)));
    } catch (const FenError& e) {
        return reply(error_json(format_fen_error(session.game ? session.game->setup_fen : "", e)));
    } catch (const std::bad_alloc&) {
        return reply(error_json(printable(path) + ": out of memory"));
    }
}

// The position: FEN, status line (`variant status`), the board (`variant show --svg`, with the moves of the man
// on `from` marked as `variant moves --from` draws them when `from` is a square), every legal move with its
// coordinates (`variant moves`), SAN (`--san`), and squares, and the moves made so far in SAN.
EMSCRIPTEN_KEEPALIVE const char* variant_position(const char* from_text, int square_px) {
    if (!loaded()) return reply(error_json("no ruleset loaded"));
    Position& pos = *session.pos;
    Square from = NoSquare;
    if (from_text && *from_text)
        if (auto sq = parse_square(pos.game().geo, from_text)) from = *sq;
    draw::Picture picture = draw::board_picture(pos);
    if (from != NoSquare) draw::mark_moves_from(pos, from, picture);
    const std::string svg = draw::to_svg(picture, draw::Size{square_px});
    MoveList list;
    generate_legal(pos, list);
    std::string moves = "[";
    for (int i = 0; i < list.size; ++i) {
        const Move& m = list.moves[i];
        const bool board_move = m.kind() <= MoveKind::LastBoardMove;
        std::vector<std::string> via;
        for (int v = 0; v < m.via_count(); ++v) via.push_back(square_name(pos.game().geo, m.via[v]));
        moves += fmt::format("{}{{\"move\":{},\"san\":{},\"from\":{},\"to\":{},\"via\":{}}}", i ? "," : "",
                             json(move_to_string(pos, m)), json(move_to_san(pos, m)),
                             board_move ? square_json(m.from) : "null",
                             board_move || m.kind() == MoveKind::Drop ? square_json(m.to) : "null", json(via));
    }
    moves += "]";
    std::vector<std::string> san, played;
    Position replay(*session.game);
    replay.set_fen(session.start_fen);
    for (const Move& m : session.moves) {
        san.push_back(move_to_san(replay, m));
        played.push_back(move_to_string(replay, m));
        replay.make(m);
    }
    const GameResult result = game_result(pos);
    return reply(fmt::format(
        "{{\"ok\":true,\"fen\":{},\"status\":{},\"over\":{},\"files\":{},\"ranks\":{},\"svg\":{},\"moves\":{},"
        "\"history\":{},\"played\":{},\"start\":{}}}",
        json(pos.fen()), json(result.line(pos.side())), result.over() ? "true" : "false", pos.game().geo.files,
        pos.game().geo.ranks, json(svg), moves, json(san), json(played), json(session.start_fen)));
}

// Starts the game again from `fen` (the setup when empty); the FEN's error as `--fen` reports it.
EMSCRIPTEN_KEEPALIVE const char* variant_set_fen(const char* fen_text) {
    if (!loaded()) return reply(error_json("no ruleset loaded"));
    const std::string fen = *fen_text ? fen_text : session.game->setup_fen;
    Position trial(*session.game);
    try {
        trial.set_fen(fen);
    } catch (const FenError& e) {
        return reply(error_json(render(fen_argument_error(fen, e))));
    }
    *session.pos = trial;
    session.start_fen = fen;
    session.moves.clear();
    session.keys.clear();
    return reply("{\"ok\":true}");
}

// Plays a move given in our coordinates or in SAN (what `--moves` accepts).
EMSCRIPTEN_KEEPALIVE const char* variant_play(const char* text) {
    if (!loaded()) return reply(error_json("no ruleset loaded"));
    std::string error;
    const auto m = parse_any_move(*session.pos, text, error);
    if (!m) return reply(error_json(fmt::format("'{}': {}", printable(text), error)));
    const std::string san = move_to_san(*session.pos, *m);
    session.keys.push_back(session.pos->key());
    session.moves.push_back(*m);
    session.pos->make(*m);
    return reply(fmt::format("{{\"ok\":true,\"san\":{}}}", json(san)));
}

// Takes back the last move.
EMSCRIPTEN_KEEPALIVE const char* variant_undo() {
    if (!loaded() || session.moves.empty()) return reply(error_json("no move to take back"));
    session.pos->unmake();
    session.moves.pop_back();
    session.keys.pop_back();
    return reply("{\"ok\":true}");
}

// `variant perft --divide`, one thread: each root move's count is handed to JavaScript as it is counted
// (Module.onPerftMove), so that the page shows progress; the page stops a run by ending its worker.
EMSCRIPTEN_KEEPALIVE const char* variant_perft(int depth) {
    if (!loaded()) return reply(error_json("no ruleset loaded"));
    if (depth < 1 || depth > 20) return reply(error_json("the depth must be from 1 to 20"));
    DivideWatch watch;
    watch.progress = [](int done, int all, std::uint64_t nodes) {
        EM_ASM(
            {
                if (Module.onPerftProgress) Module.onPerftProgress($0, $1, $2);
            },
            done, all, double(nodes));
    };
    watch.progress(0, count_legal(*session.pos), 0);  // the count has begun
    std::uint64_t total = 0;
    std::string entries = "[";
    for (const DivideEntry& e : divide(*session.pos, depth, 1, watch)) {
        total += e.nodes;
        entries += fmt::format("{}{{\"move\":{},\"nodes\":{}}}", entries.size() > 1 ? "," : "", json(e.move), e.nodes);
    }
    return reply(fmt::format("{{\"ok\":true,\"nodes\":{},\"divide\":{}]}}", total, entries));
}

// `variant think --movetime MS` (or --depth N when depth > 0) on the game so far: the best move, its SAN, and
// the last iteration's depth, score and nodes.
EMSCRIPTEN_KEEPALIVE const char* variant_think(int movetime_ms, int depth) {
    if (!loaded()) return reply(error_json("no ruleset loaded"));
    if (!session.searcher) session.searcher = std::make_unique<Searcher>(*session.game, 16, 1);
    SearchLimits limits;
    if (depth > 0) limits.depth = depth;
    else limits.movetime_ms = movetime_ms > 0 ? movetime_ms : 1000;
    const SearchResult r = session.searcher->think(*session.pos, session.keys, limits);
    if (!r.has_move) return reply("{\"ok\":true,\"move\":null}");
    return reply(fmt::format("{{\"ok\":true,\"move\":{},\"san\":{},\"depth\":{},\"score\":{},\"nodes\":{}}}",
                             json(move_to_string(*session.pos, r.best)), json(move_to_san(*session.pos, r.best)),
                             r.depth, r.score, r.nodes));
}

// `variant pgn`: the game so far as PGN.
EMSCRIPTEN_KEEPALIVE const char* variant_pgn() {
    if (!loaded()) return reply(error_json("no ruleset loaded"));
    PgnGame game;
    game.fen = session.start_fen == session.game->setup_fen ? "" : session.start_fen;
    game.moves = session.moves;
    return reply(fmt::format("{{\"ok\":true,\"pgn\":{}}}", json(write_pgn(*session.game, game))));
}

// Reads a PGN of this game and replays it: the session then holds its moves. The error at its line:column.
EMSCRIPTEN_KEEPALIVE const char* variant_read_pgn(const char* text) {
    if (!loaded()) return reply(error_json("no ruleset loaded"));
    PgnError error;
    const auto game = read_pgn(*session.game, text, error);
    if (!game) return reply(error_json(fmt::format("PGN {}:{}: {}", error.line, error.column, error.message)));
    const std::string fen = game->fen.empty() ? session.game->setup_fen : game->fen;
    session.pos->set_fen(fen);
    session.start_fen = fen;
    session.moves.clear();
    session.keys.clear();
    for (const Move& m : game->moves) {
        session.keys.push_back(session.pos->key());
        session.moves.push_back(m);
        session.pos->make(m);
    }
    return reply(fmt::format("{{\"ok\":true,\"moves\":{}}}", game->moves.size()));
}

}  // extern "C"
