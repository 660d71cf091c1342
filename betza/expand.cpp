// Syntax tree -> move paths with absolute vectors (legs.hpp), for one player.
//
// Every concrete choice of directions becomes its own MovePath: a K step has 8, the lion's `caK` has
// 8 x 8. Later legs are resolved relative to the compass direction of the leg before (an oblique step counts
// as pointing along its longer side). Lame and jumping leaps list the squares they pass, taking the
// orthogonal steps first and then the diagonal ones: nN tests the orthogonally adjacent square (the xiangqi
// horse), nD / nA the middle square, nH both squares in between, nC (0,1) and (0,2), nZ (0,1) and (1,2).
// XBoard tests only the square nearest the start; we test every square of that path.
#include <algorithm>
#include <cstdlib>
#include <map>

#include "betza/atoms.hpp"
#include "betza/betza.hpp"
#include "betza/directions.hpp"

namespace betza {

namespace {

int sign(int v) { return (v > 0) - (v < 0); }

std::vector<Offset> passed_squares(Offset step) {
    const int ax = std::abs(step.dx), ay = std::abs(step.dy);
    const int sx = sign(step.dx), sy = sign(step.dy);
    std::vector<Offset> squares;
    Offset at{0, 0};
    const int straight = std::abs(ax - ay);
    for (int i = 0; i < straight; ++i) {
        if (ay > ax) at.dy += sy;
        else at.dx += sx;
        squares.push_back(at);
    }
    for (int i = 0; i < std::min(ax, ay); ++i) {
        at.dx += sx;
        at.dy += sy;
        squares.push_back(at);
    }
    squares.pop_back();  // the last one is where the leap lands
    return squares;
}

// `steps`: how many times this leg's step may repeat (the atom's, or the other one after a 'g' or 'y' leg).
Leg make_leg(const Component& c, std::size_t index, Offset step, int steps) {
    const LegSpec& s = c.legs[index];
    const bool last = index + 1 == c.legs.size();
    Leg leg;
    leg.step = step;
    leg.max_steps = steps;
    std::uint8_t stop = (s.move ? Empty : 0) | (s.capture ? Enemy : 0) | (s.destroy ? Friend : 0);
    if (last) {
        leg.path = s.hop ? Path::Hop : s.grasshop ? Path::Grasshop : Path::Slide;
        if (stop == 0 && !s.en_passant) stop = Empty | Enemy;
    } else {
        // p and g on an earlier leg: the leg stops on a piece, which it passes over and which stays (t: an
        // own piece only).
        if (s.hop || s.grasshop) stop |= s.own_screen ? HopOwn : HopOver;
        if (stop == 0) stop = Empty;  // XBetza: an earlier leg moves to an empty square unless told otherwise
    }
    leg.stop = stop;
    leg.en_passant = s.en_passant;
    leg.cylinder = s.cylinder;
    if (s.jump && !passes_squares(c)) leg.skip_first = true;  // jR: the first square is jumped over
    else if (s.jump) leg.must_be_occupied = passed_squares(step);
    if (s.lame) leg.must_be_empty = passed_squares(step);
    return leg;
}

// The range of the leg after `index`: a 'g' or 'y' leg toggles it, as XBoard reads them: the legs after a
// leaping leg ride without limit, those after a riding leg make one step.
int next_steps(const Component& c, std::size_t index, int steps) {
    const LegSpec& s = c.legs[index];
    if (!(s.grasshop || s.toggle) || index + 1 == c.legs.size()) return steps;
    return steps == 1 ? 0 : 1;
}

// Directions of the first leg, as absolute steps for the first player.
std::vector<Offset> first_steps(const Component& c) {
    const DirSystem system = direction_system(c, 0);
    std::uint8_t slots = c.legs[0].directions ? c.legs[0].directions : all_slots(system);
    int p = 0, q = 0;
    atom_pq(c, p, q);
    std::vector<Offset> steps;
    for (int k = 0; k < 8; ++k)
        if (slots & (1u << k)) steps.push_back(slot_step(system, k, q, p, q));
    return steps;
}

void extend(const Component& c, std::size_t index, int steps, MovePath& path, std::vector<MovePath>& out) {
    if (index == c.legs.size()) {
        out.push_back(path);
        return;
    }
    // Later legs: relative King directions. Without letters, every way the atom goes but straight back (as
    // XBoard reads it since 2014): 7 directions for K and Q, straight on and the two square turns for the
    // others. Straight back (igui, a turn pass) is written with 'b'.
    const bool eight = c.atom == Atom::K || c.atom == Atom::Q;
    const std::uint8_t slots = c.legs[index].directions ? c.legs[index].directions : (eight ? 0xEF : 0x45);
    const int base = compass_slot(path.legs.back().step);
    for (int k = 0; k < 8; ++k) {
        if (!(slots & (1u << k))) continue;
        path.legs.push_back(make_leg(c, index, compass_step((base + k) & 7, atom_length(c)), steps));
        extend(c, index + 1, next_steps(c, index, steps), path, out);
        path.legs.pop_back();
    }
}

void expand_component(const Component& c, std::vector<MovePath>& out) {
    if (c.atom == Atom::U) {
        MovePath path;
        path.universal = true;
        path.initial_only = c.initial == 1;
        path.one_step_in = c.initial == 2;
        const LegSpec& s = c.legs[0];
        const std::uint8_t stop = (s.move ? Empty : 0) | (s.capture ? Enemy : 0) | (s.destroy ? Friend : 0);
        path.universal_stop = stop ? stop : (Empty | Enemy);
        out.push_back(path);
        return;
    }
    if (c.atom == Atom::O) {
        const std::uint8_t slots = c.legs[0].directions ? c.legs[0].directions : 0x44;
        for (int k : {6, 2}) {
            if (!(slots & (1u << k))) continue;
            MovePath path;
            path.castling = true;
            path.initial_only = c.initial == 1;
            path.one_step_in = c.initial == 2;
            Leg leg;
            leg.step = compass_step(k, 1);
            leg.max_steps = c.range;
            leg.stop = Empty;
            path.legs.push_back(leg);
            out.push_back(path);
        }
        return;
    }
    for (Offset step : first_steps(c)) {
        MovePath path;
        path.initial_only = c.initial == 1;
        path.one_step_in = c.initial == 2;
        path.legs.push_back(make_leg(c, 0, step, max_steps(c)));
        extend(c, 1, next_steps(c, 0, max_steps(c)), path, out);
    }
}

// The second player's moves are the first player's turned 180 degrees: his left and right are his own.
Offset orient(Offset o, Player player) {
    if (player == Player::First) return o;
    return Offset{-o.dx, -o.dy};
}

// A path written as numbers, leaving out what the last leg's stop square may hold: paths with the same key
// differ at most in that, and are merged.
std::vector<int> merge_key(const MovePath& p) {
    std::vector<int> key{p.initial_only, p.one_step_in, p.universal, p.castling, p.universal_stop};
    for (std::size_t i = 0; i < p.legs.size(); ++i) {
        const Leg& l = p.legs[i];
        key.insert(key.end(), {l.step.dx, l.step.dy, l.max_steps, static_cast<int>(l.path),
                               i + 1 < p.legs.size() ? l.stop : -1, l.en_passant, l.cylinder, l.skip_first});
        for (const auto* squares : {&l.must_be_empty, &l.must_be_occupied}) {
            key.push_back(static_cast<int>(squares->size()));
            for (Offset o : *squares) key.insert(key.end(), {o.dx, o.dy});
        }
    }
    return key;
}

}  // namespace

std::vector<MovePath> expand(const Piece& piece, Player player) {
    std::vector<MovePath> raw;
    for (const Component& c : piece.components) expand_component(c, raw);
    for (MovePath& path : raw)
        for (Leg& leg : path.legs) {
            leg.step = orient(leg.step, player);
            for (Offset& o : leg.must_be_empty) o = orient(o, player);
            for (Offset& o : leg.must_be_occupied) o = orient(o, player);
        }
    // Merge: identical paths once; paths that differ only in what the last square may hold (mfW + cfW)
    // become one path allowing both.
    std::vector<MovePath> out;
    std::map<std::vector<int>, std::size_t> seen;
    for (MovePath& path : raw) {
        auto [it, fresh] = seen.emplace(merge_key(path), out.size());
        if (fresh) out.push_back(std::move(path));
        else if (!path.legs.empty()) out[it->second].legs.back().stop |= path.legs.back().stop;
    }
    return out;
}

}  // namespace betza
