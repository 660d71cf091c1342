#include "interpreter/features/registry.hpp"

#include "interpreter/game/compiler.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

Game compile(const CheckedRuleset& checked) {
    Compiler c(checked);
    const Ruleset& rs = c.rs;
    c.tables();
    c.promotions();
    c.reserves_and_drops();
    c.royalty_and_castling();
    c.zobrist();
    c.setup();
    c.castling_squares();
    Position pos(c.g);
    try {
        pos.set_fen(rs.setup.value);
    } catch (const FenError& e) {
        throw DiagnosticError(setup_fen_error(rs.setup.where, e));
    }
    return std::move(c.g);
}

}  // namespace variant
