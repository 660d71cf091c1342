// `variant perft ... --mpi`: one count shared among the ranks of an MPI job (OpenMPI's mpirun, Slurm's
// srun). Every rank reads the same arguments, so every rank cuts the same tree into the same subtrees
// (interpreter/perft/subtrees.hpp); rank r counts the subtrees i with i % ranks == r on its threads, and the
// counts per root move are summed at rank 0, which alone prints. Built only with VARIANT_MPI (CMake).
#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "interpreter/perft/perft.hpp"

namespace variant::cli {

// Whether this program was built with MPI.
bool mpi_built();

struct MpiCount {
    bool printer = false;              // rank 0: the one that prints
    bool stopped = false;              // some rank was stopped by a signal: the sums are short
    std::vector<DivideEntry> entries;  // at rank 0, the sums over the ranks
};

// Starts MPI, counts this rank's share, sums at rank 0, and finishes MPI. At rank 0, `line` (if set) gets each
// root move's sum, in order, as soon as every rank has counted its share of it and of the moves before it.
MpiCount mpi_divide(const Position& pos, int depth, PerftOptions options, const std::atomic<bool>* stop,
                    const std::function<void(const DivideEntry&)>& line = {});

}  // namespace variant::cli
