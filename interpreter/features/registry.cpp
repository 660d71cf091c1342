#include "interpreter/features/registry.hpp"

#include "interpreter/features/capture_reserve.hpp"
#include "interpreter/features/castling.hpp"
#include "interpreter/features/drops.hpp"
#include "interpreter/features/move_limit.hpp"
#include "interpreter/features/promotion.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/features/transfers.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

namespace {

// The features with a compile step, in the order they run: a feature may read what an earlier one
// compiled (drops read the 'stuck' tables of the move stage; castling reads the setup board). Adding a
// feature with a compile step is one line here.
template <class... Feature>
struct CompileSteps {
    static void run(Compiler& c) { (Feature::compile(c), ...); }
};
using Features = CompileSteps<Promotion, CaptureReserve, Drops, Transfers, MoveLimit, Royals, Castling>;

}  // namespace

Game compile(const CheckedRuleset& checked) {
    Compiler c(checked);
    const Ruleset& rs = c.rs;
    c.tables();
    c.zobrist();
    c.setup();
    Features::run(c);
    // The whole setup FEN, read as a position: what only a playable position can check (castling
    // rights, the side not to move in check, men that could never have arrived).
    Position pos(c.g);
    try {
        pos.set_fen(rs.setup.value);
    } catch (const FenError& e) {
        throw DiagnosticError(setup_fen_error(rs.setup.where, e));
    }
    return std::move(c.g);
}

}  // namespace variant
