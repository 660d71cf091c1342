// The compiler's working state, shared by its stages: the table stages here in interpreter/game/ and the
// compile step of each rule feature (interpreter/features/). compile() (features/registry.hpp) runs them in
// order, each filling part of the Game:
//   compile.cpp              the table stages in order, and name resolution (pieces, zones, reserves, directions)
//   compile_pieces.cpp       geometry (board and holes), piece types, zone squares
//   compile_rays.cpp         laying one Betza path on every square: rays, universal leaps, multi-leg paths
//   compile_move_tables.cpp  every piece's paths laid and grouped into the flat move and attack tables
//   compile_setup.cpp        Zobrist keys, the setup position and the castling squares it implies
// The compiler takes only a CheckedRuleset: every name resolves, every Betza string parses and every rule
// is one the engine supports (the validator, ruleset/validate.hpp, has seen to that), so the stages check
// none of it again. Only the setup position, read once the Game is built, can still be refused.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "betza/betza.hpp"
#include "interpreter/core/diagnostics.hpp"
#include "interpreter/game/game.hpp"
#include "interpreter/ruleset/checked_ruleset.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

struct Compiler {
    const Ruleset& rs;  // the checked ruleset's rules
    GameTables& g;      // the Game being built: its tables here, its rules' data in the rules' compile steps
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
    bool any_cylinder = false;  // some ray wraps around the board (only such rays can repeat: remove_duplicate_rays)
    std::map<std::pair<int, int>, int> attack[Colours];       // (dir, type) -> range
    std::map<std::pair<int, int>, int> hop_attack[Colours];   // (dir, type) -> HopAttack bits
    std::map<std::pair<int, int>, int> wrap_attack[Colours];  // (dir, type) -> range of cylinder slides
    Square wrapping_offset(Square s, int dx, int dy) const;   // a cylinder step (files wrap), NoSquare off board
    // Multi-leg paths of single steps: where they may take, relative to the start (lay_multi).
    struct MultiCaptureOffsets {
        int colour, type;
        std::vector<std::pair<int, int>> offsets;
    };
    std::vector<MultiCaptureOffsets> multi_capture_offsets;
    std::vector<std::pair<int, MultiPath>> multi_pending[Colours];  // (type, path)

    Compiler(const CheckedRuleset& r, GameTables& game) : rs(r.rules()), g(game) {}

    // Names and directions (compile.cpp). The validator has checked that every name resolves.
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
    // `only`: the squares it may start from; `to`: those it may end on (null: anywhere).
    using SquareSet = std::vector<std::uint8_t>;
    void lay(int c, int t, const betza::MovePath& path, const SquareSet* only, const SquareSet* to = nullptr);
    void lay_universal(int c, int t, const betza::MovePath& path, const SquareSet* only, const SquareSet* to);
    // compile_leap_attacks.cpp: a capture the leap lookup can hold (false: it cannot, the man is complex).
    bool leap_attack(int c, int t, const betza::MovePath& path, const SquareSet* only, const SquareSet* to);
    void add_leap_attack(int c, int t, int dx, int dy, const std::vector<std::pair<int, int>>& blocks,
                         const SquareSet* only, const SquareSet* to, const std::pair<int, int>* screen = nullptr,
                         bool initial = false);
    int leap_zone(const SquareSet* zone);
    int farthest_in_zone(const betza::Leg& leg, const SquareSet* only, const SquareSet& to);
    bool hop_leap_attack(int c, int t, const betza::MovePath& path, const SquareSet* only, const SquareSet* to);
    std::map<std::vector<int>, int> leap_entry_of[Colours];
    // compile_destinations.cpp: a ray cut to the squares a destination zone allows.
    bool confine_ray(int c, int t, Square s, Ray& ray, const SquareSet& to);
    void lay_multi(int c, int t, const betza::MovePath& path);  // never zoned
    void reach(int c, int t, int r);
    std::vector<std::uint8_t> one_step_in_squares(int c, int t);
    template <class StepFrom>
    void lay_conditional_rider(int c, int t, Square s, std::uint16_t flags, const betza::Leg& leg, StepFrom&& step_from,
                               const SquareSet* dest);
    void remove_duplicate_rays();

    // compile_move_tables.cpp
    std::vector<betza::MovePath> expand(const Located<std::string>& text, int colour);
    void move_tables();
    std::string move_set_key(int c, int t);
    void lay_type(int c, int t);
    // False while a type that moves like an earlier one is laid: its attack tables, not its rays.
    bool laying_rays = true;
    // compile_budget.cpp: what each distinct move set's rays cost, and the refusal past the budget.
    struct TableCost {
        std::size_t bytes;
        int colour, type;
    };
    static constexpr std::size_t max_table_bytes = std::size_t(1) << 30;
    std::vector<TableCost> table_costs;
    std::size_t table_bytes = 0;
    void count_table_cost(int c, int t, std::size_t bytes);
    [[noreturn]] void refuse_tables(bool out_of_memory);
    void group_rays(const std::vector<int>& alike);
    void mark_repeating_rays(const std::vector<int>& alike);
    void step_table();

    // compile_setup.cpp
    void zobrist();
    void zobrist_unmoved();  // after the features' compile steps
    void setup();
};

}  // namespace variant
