#include "tools/variant/perft_mpi.hpp"

#include <cstdint>

#ifdef VARIANT_MPI
#include <mpi.h>
#endif

namespace variant::cli {

#ifdef VARIANT_MPI

bool mpi_built() { return true; }

MpiCount mpi_divide(const Position& pos, int depth, PerftOptions options, const std::atomic<bool>* stop) {
    // The threads of a rank never call MPI: only the main thread does, before and after the count.
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    options.part = rank;
    options.parts = ranks;
    DivideWatch watch;
    watch.stop = stop;
    MpiCount out;
    out.entries = divide(pos, depth, options, watch);
    // Per root move its nodes and whether this rank finished its share of it; and whether any rank was stopped.
    const std::size_t n = out.entries.size();
    std::vector<std::uint64_t> nodes(n), counted(n), nodes_sum(n), counted_sum(n);
    for (std::size_t i = 0; i < n; ++i) {
        nodes[i] = out.entries[i].nodes;
        counted[i] = out.entries[i].counted ? 1 : 0;
    }
    int was_stopped = stop && stop->load() ? 1 : 0, any_stopped = 0;
    MPI_Reduce(nodes.data(), nodes_sum.data(), int(n), MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Reduce(counted.data(), counted_sum.data(), int(n), MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Reduce(&was_stopped, &any_stopped, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Finalize();
    out.printer = rank == 0;
    out.stopped = any_stopped != 0;
    for (std::size_t i = 0; i < n; ++i) {
        out.entries[i].nodes = nodes_sum[i];
        out.entries[i].counted = counted_sum[i] == std::uint64_t(ranks);  // every rank finished its share
    }
    return out;
}

#else

bool mpi_built() { return false; }

MpiCount mpi_divide(const Position&, int, PerftOptions, const std::atomic<bool>*) { return {}; }

#endif

}  // namespace variant::cli
