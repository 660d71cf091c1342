// Potentials' compile step: the potential types, the army's slots, the attack masks, and the setup
// rewritten so that every man of it starts as the whole set.
#include <fmt/format.h>

#include "interpreter/features/potentials/potentials.hpp"
#include "interpreter/game/compiler.hpp"

namespace variant {

namespace {

// Whether every move of type t keeps its man on squares of one colour (a bishop).
bool colour_bound(const Game& g, int t) {
    for (Square s{0}; s < g.geo.squares(); ++s) {
        if (!g.geo.on_board[s]) continue;
        const std::size_t idx = g.move_index(0, t, s);
        const int colour = (g.geo.file_of(s) + g.geo.rank_of(s)) & 1;
        for (std::uint32_t r = g.moves_at[idx]; r < g.moves_at[idx + 1]; ++r) {
            const Ray& ray = g.rays[r];
            for (int k = 0; k < ray.count; ++k) {
                const Square q = g.ray_squares[ray.first + std::uint32_t(k)];
                if (((g.geo.file_of(q) + g.geo.rank_of(q)) & 1) != colour) return false;
            }
        }
    }
    return true;
}

// The setup with every man written as the whole potential set: "[KQRBNP]".
std::string setup_as_sets(const Game& g, const std::string& setup) {
    FenBoard board;
    scan_fen_board(setup, g.geo, board);
    std::string letters;
    for (int i = 0; i < g.potential.count; ++i) letters += g.types[g.potential.types[i]].code;
    std::string out;
    for (int rank = g.geo.ranks - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < g.geo.files; ++file) {
            const Square s = g.geo.square(file, rank);
            const std::int32_t man = g.setup_piece[s];
            if (!man && g.geo.on_board[s]) {
                ++empty;
                continue;
            }
            if (empty) out += std::to_string(empty);
            empty = 0;
            if (!man) {
                out += '*';
                continue;
            }
            std::string code = letters;
            if (colour_of(Man(man)))
                for (char& ch : code) ch = char(std::tolower(static_cast<unsigned char>(ch)));
            out += letters.size() > 1 ? "[" + code + "]" : code;
        }
        if (empty) out += std::to_string(empty);
        if (rank) out += '/';
    }
    return out + setup.substr(board.end);
}

}  // namespace

void Potentials::compile(RuleCompiler& c) {
    const PotentialRule& rule = c.rs.potential;
    Game& g = c.g;
    PotentialInfo& pi = g.potential;
    if (!rule.enabled) return;
    pi.enabled = true;
    pi.count = int(rule.types.size());  // at most MaxPotentialTypes (the validator)
    pi.index.assign(std::size_t(g.type_count()), -1);
    for (int i = 0; i < pi.count; ++i) {
        pi.types[i] = c.type_named(rule.types[std::size_t(i)], "potential.types");
        pi.index[std::size_t(pi.types[i])] = i;
        const PieceInfo& info = g.types[std::size_t(pi.types[i])];
        if (info.royal && g.royalty == Royalty::PotentialKings) pi.royal = i;
        if (g.promotion[std::size_t(pi.types[i])].enabled && pi.pawn < 0) pi.pawn = i;
    }
    pi.all = (1u << pi.count) - 1;
    if (pi.pawn >= 0)
        for (const PromotionRuleInfo& rule : g.promotion[std::size_t(pi.types[pi.pawn])].rules)
            for (int t : rule.choices)
                if (pi.index[std::size_t(t)] >= 0) pi.promoted_set |= 1u << pi.index[std::size_t(t)];

    // The slots: one per type, two for a colour-bound type when the army has it on both colours.
    int counts[MaxPotentialTypes] = {};
    for (const auto& [name, n] : rule.army) counts[pi.index[std::size_t(c.type_named(name, "potential.army"))]] = n;
    pi.counted = !rule.army.empty();
    for (int i = 0; i < pi.count; ++i) {
        const int n = pi.counted ? counts[i] : 1000;
        const bool split = rule.bishops_on_both_colours && colour_bound(g, pi.types[i]);
        if (pi.slot_count + (split ? 2 : 1) > PotentialInfo::MaxSlots)
            throw DiagnosticError(Diagnostic{rule.where, 9,
                                             fmt::format("the army needs more than {} places (a colour-bound type "
                                                         "takes two)",
                                                         PotentialInfo::MaxSlots)});
        for (int colour = 0; colour < (split ? 2 : 1); ++colour) {
            const int slot = pi.slot_count++;
            pi.slot_type[slot] = i;
            pi.slot_square_colour[slot] = split ? colour : -1;
            pi.army[slot] = split ? (colour == 0 ? n / 2 : n - n / 2) : n;
            pi.slot_of[i][colour] = slot;
            if (!split) pi.slot_of[i][1] = slot;
        }
    }

    // Attack masks: per direction and distance, the types that capture along it that far.
    const int T = g.type_count();
    for (int col = 0; col < Colours; ++col) {
        const auto& dirs = g.attack_dirs[col];
        pi.attack_mask[col].assign(dirs.size() * (MaxBoardSide + 1), 0);
        for (std::size_t a = 0; a < dirs.size(); ++a)
            for (int dist = 1; dist <= MaxBoardSide; ++dist)
                for (int i = 0; i < pi.count; ++i)
                    if (g.attack_range[col][a * std::size_t(T) + std::size_t(pi.types[i])] >= dist)
                        pi.attack_mask[col][a * (MaxBoardSide + 1) + std::size_t(dist)] |= std::uint8_t(1u << i);
        for (int i = 0; i < pi.count; ++i) {
            bool hops = false;  // or wraps: the potential masks know plain lines only
            for (std::size_t a = 0; a < g.hop_dirs[col].size(); ++a)
                hops = hops || g.hop_kind[col][a * std::size_t(T) + std::size_t(pi.types[i])];
            for (std::size_t a = 0; a < g.wrap_attack_dirs[col].size(); ++a)
                hops = hops || g.wrap_attack_range[col][a * std::size_t(T) + std::size_t(pi.types[i])];
            if (hops || g.complex_attacker[col][std::size_t(pi.types[i])]) pi.complex[i] = true;
        }
    }
    g.key_man_set = g.key_promoted_origin ^ 0x5bd1e9955bd1e995ull;
    g.setup_fen = setup_as_sets(g, g.setup_fen);
}

}  // namespace variant
