// The compiler's working state, shared by its stages: the table stages here in interpreter/game/ and the
// compile step of each rule feature (interpreter/features/). compile() (features/registry.hpp) runs them in
// order, each filling part of the Game:
//   compile.cpp              the table stages in order, and name resolution (pieces, zones, reserves, directions)
//   compile_pieces.cpp       geometry (board and holes), piece types, zone squares
//   compile_rays.cpp         laying one Betza path on every square: rays, universal leaps, multi-leg paths
//   compile_move_tables.cpp  every piece's paths laid and grouped into the flat move and attack tables
//   compile_setup.cpp        Zobrist keys, the setup position and the castling squares it implies
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "betza/betza.hpp"
#include "interpreter/core/diagnostics.hpp"
#include "interpreter/game/game.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

[[noreturn]] inline void fail(const SourceLocation& where, const std::string& message, int length = 1) {
    throw DiagnosticError(Diagnostic{where, std::max(1, length), message});
}

struct Compiler {
    const Ruleset& rs;
    Game g;
    std::map<std::pair<int, int>, int> dir_of;
    std::map<std::string, int> type_of_name;
    std::map<std::string, int> zone_of_name;
    std::vector<std::vector<std::uint8_t>> zones[Colours];  // per zone index, per colour: squares

    // Rays laid but not yet grouped into the move table (compile_rays.cpp, compile_move_tables.cpp).
    struct Pending {
        int colour, type;
        Square from;
        Ray ray;
    };
    std::vector<Pending> pending;
    std::map<std::pair<int, int>, int> attack[Colours];  // (dir, type) -> range
    std::vector<std::pair<int, MultiPath>> multi_pending[Colours];  // (type, path)

    explicit Compiler(const Ruleset& r) : rs(r) {}

    // Names and directions (compile.cpp).
    int dir(int dx, int dy);
    int type_named(const Located<std::string>& name, const char* what);
    const std::vector<std::uint8_t>& zone_named(const Located<std::string>& name, int colour);
    int reserve_named(const Located<std::string>& name);

    // compile.cpp: geometry, pieces, zones and move tables, in order.
    void tables();

    // compile_pieces.cpp
    void geometry();
    void piece_types();
    void zone_tables();

    // compile_rays.cpp
    void lay(int c, int t, const betza::MovePath& path, const std::vector<std::uint8_t>* only,
             const Located<std::string>& source);
    void lay_universal(int c, int t, const betza::MovePath& path, const std::vector<std::uint8_t>* only);
    void lay_multi(int c, int t, const betza::MovePath& path, const std::vector<std::uint8_t>* only,
                   const Located<std::string>& source);
    void reach(int c, int t, int r);

    // compile_move_tables.cpp
    std::vector<betza::MovePath> expand(const Located<std::string>& text, int colour);
    void move_tables();
    void step_table();

    // compile_setup.cpp
    void zobrist();
    void setup();
};

}  // namespace variant
