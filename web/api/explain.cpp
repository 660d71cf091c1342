// `variant explain BETZA` for the page's Betza field: the diagram (the SVG of `explain --svg`), the text
// diagram and the description, on a board of the given size, the piece in the centre; or the CLI's error.
#include <emscripten/emscripten.h>
#include <fmt/format.h>

#include "betza/betza.hpp"
#include "betza/coordinates.hpp"
#include "betza/diagram.hpp"
#include "interpreter/core/diagnostics.hpp"
#include "interpreter/draw/move_picture.hpp"
#include "interpreter/draw/svg.hpp"
#include "web/api/json.hpp"

namespace {
std::string explained;  // the last answer
}

extern "C" EMSCRIPTEN_KEEPALIVE const char* variant_explain(const char* text, int files, int ranks, int square_px) {
    using namespace variant;
    if (files < 1 || ranks < 1 || files > betza::MaxBoardSide || ranks > betza::MaxBoardSide) {
        files = 8;
        ranks = 8;
    }
    const betza::BoardSize board{files, ranks};
    const betza::Square from{(files - 1) / 2, (ranks - 1) / 2};
    try {
        const betza::Piece piece = betza::parse(text);
        const auto paths = betza::expand(piece, betza::Player::First);
        const auto marks = betza::reach(paths, board, from);
        const auto picture = draw::move_picture(paths, board, from, betza::Player::First, betza::print(piece));
        explained = fmt::format("{{\"ok\":true,\"canonical\":{},\"from\":{},\"svg\":{},\"diagram\":{},\"text\":{}}}",
                                web::json(betza::print(piece)), web::json(betza::square_name(from)),
                                web::json(draw::to_svg(picture, draw::Size{square_px})),
                                web::json(betza::draw(marks, board, from, 'P')), web::json(betza::describe(piece)));
    } catch (const betza::ParseError& e) {
        explained = fmt::format("{{\"ok\":false,\"error\":{}}}", web::json(render(betza_error(text, e))));
    }
    return explained.c_str();
}
