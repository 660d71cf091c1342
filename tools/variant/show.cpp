// `variant show FILE [--fen FEN] [--moves M...]`: the position as text (board_text.hpp): a board with file
// and rank labels, the reserves of each side, the side to move and the FEN. With --svg or --png the same as
// a picture (interpreter/draw).
#include "interpreter/draw/board_picture.hpp"
#include "interpreter/features/royalty.hpp"
#include "tools/variant/board_text.hpp"
#include "tools/variant/engine_args.hpp"
#include "tools/variant/picture_args.hpp"

namespace variant::cli {

int show(const Args& args) {
    int status = 0;
    PictureArgs picture;
    auto read_own = [&](const std::vector<std::string>&, const std::vector<std::string>& own) {
        for (std::size_t i = 0; i + 1 < own.size(); i += 2)
            if (auto error = read_picture_option(own[i], own[i + 1], picture); !error.empty()) return error;
        return std::string();
    };
    auto loaded = start_command(
        args,
        {"show", "variant show FILE [--fen FEN] [--moves M...] [--svg FILE|-] [--png FILE] [--size PIXELS]",
         picture_options, 0, "", read_own},
        status);
    if (!loaded) return status;
    if (picture.wanted()) {
        draw::Picture p = draw::board_picture(*loaded->pos);
        if (in_check(*loaded->pos)) p.notes.push_back("in check");
        if (int s = write_picture("show", p, picture); s || picture.svg_to_stdout()) return s;
    }
    print_position(*loaded->pos);
    return 0;
}

}  // namespace variant::cli
