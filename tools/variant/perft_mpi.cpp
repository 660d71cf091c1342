#include "tools/variant/perft_mpi.hpp"

#include <chrono>
#include <cstdint>
#include <deque>
#include <mutex>
#include <thread>

#ifdef VARIANT_MPI
#include <mpi.h>
#endif

namespace variant::cli {

#ifdef VARIANT_MPI

bool mpi_built() { return true; }

namespace {

// The messages a rank sends rank 0: each root move as its share of it is counted, in order (index, nodes),
// then once at the end (root moves reported, stopped by a signal).
constexpr int TagEntry = 1, TagDone = 2;

}  // namespace

MpiCount mpi_divide(const Position& pos, int depth, PerftOptions options, const std::atomic<bool>* stop,
                    const std::function<void(const DivideEntry&)>& line) {
    // The count runs on threads of its own; this main thread alone calls MPI (MPI_THREAD_FUNNELED): it sends
    // what the count finishes to rank 0, or, at rank 0, gathers the shares and hands each root move to `line`
    // as soon as every rank has counted its share of it and of the moves before it. So lines appear as the
    // ranks finish them, and a run stopped by a signal (mpirun passes Ctrl-C on as SIGTERM) has shown all
    // that every rank finished.
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    options.part = rank;
    options.parts = ranks;

    std::mutex mutex;
    std::deque<DivideEntry> finished;  // counted by this rank, not yet passed on
    std::atomic<bool> count_done{false};
    DivideWatch watch;
    watch.stop = stop;
    watch.counted = [&](const DivideEntry& e) {
        std::lock_guard<std::mutex> lock(mutex);
        finished.push_back(e);
    };
    MpiCount out;
    std::thread counter([&] {
        out.entries = divide(pos, depth, options, watch);
        count_done = true;
    });

    // Rank 0: per root move the nodes summed so far and how many ranks reported it.
    std::vector<std::uint64_t> sum;
    std::vector<int> reports;
    std::uint64_t own = 0;
    std::size_t printed = 0;
    int done_ranks = 0;
    bool any_stopped = false;
    auto record = [&](std::size_t index, std::uint64_t nodes) {
        if (index >= sum.size()) {
            sum.resize(index + 1, 0);
            reports.resize(index + 1, 0);
        }
        sum[index] += nodes;
        ++reports[index];
    };
    std::vector<std::string> names;  // rank 0: the root moves it has reported, in order
    auto print_ready = [&] {
        for (; printed < reports.size() && printed < names.size() && reports[printed] == ranks; ++printed)
            if (line) line(DivideEntry{names[printed], sum[printed], true});
    };
    for (;;) {
        const bool was_done = count_done.load();
        std::deque<DivideEntry> batch;
        {
            std::lock_guard<std::mutex> lock(mutex);
            batch.swap(finished);
        }
        for (const DivideEntry& e : batch) {
            if (rank == 0) {
                record(std::size_t(own), e.nodes);
                names.push_back(e.move);
            } else {
                std::uint64_t message[2] = {own, e.nodes};
                MPI_Send(message, 2, MPI_UINT64_T, 0, TagEntry, MPI_COMM_WORLD);
            }
            ++own;
        }
        if (rank != 0) {
            if (!was_done) {
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
                continue;
            }
            std::uint64_t message[2] = {own, stop && stop->load() ? 1u : 0u};
            MPI_Send(message, 2, MPI_UINT64_T, 0, TagDone, MPI_COMM_WORLD);
            break;
        }
        // Rank 0: take what has arrived; print what every rank has reported.
        bool idle = batch.empty();
        for (int flag = 1; flag;) {
            MPI_Status status;
            MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &status);
            if (!flag) break;
            std::uint64_t message[2];
            MPI_Recv(message, 2, MPI_UINT64_T, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            idle = false;
            if (status.MPI_TAG == TagEntry) record(std::size_t(message[0]), message[1]);
            else {
                ++done_ranks;
                any_stopped = any_stopped || message[1] != 0;
            }
        }
        print_ready();
        // Stopped, rank 0 reports at once what has arrived: mpirun kills the ranks soon after passing the
        // signal on (within a second), and a rank starved on a loaded machine may never send its end.
        if (was_done && (done_ranks == ranks - 1 || (stop && stop->load()))) break;
        if (idle) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    counter.join();
    // Stopped by a signal, the job is being torn down (mpirun passes Ctrl-C on as SIGTERM and soon kills what
    // is left): finishing MPI could wait on ranks already gone, so rank 0 reports first and leaves MPI as is.
    // The other ranks wait for that: mpirun ends the job the moment a rank leaves without finishing MPI, and
    // rank 0 would be killed before its report. Rank 0's exit ends them; the wait is capped for a launcher
    // that does not.
    if (!(stop && stop->load())) MPI_Finalize();
    else if (rank != 0) std::this_thread::sleep_for(std::chrono::seconds(5));
    out.printer = rank == 0;
    out.stopped = any_stopped || (stop && stop->load());
    if (rank != 0) return out;
    for (std::size_t i = 0; i < out.entries.size(); ++i) {
        out.entries[i].nodes = i < sum.size() ? sum[i] : 0;
        out.entries[i].counted = i < reports.size() && reports[i] == ranks;  // every rank finished its share
    }
    return out;
}

#else

bool mpi_built() { return false; }

MpiCount mpi_divide(const Position&, int, PerftOptions, const std::atomic<bool>*,
                    const std::function<void(const DivideEntry&)>&) {
    return {};
}

#endif

}  // namespace variant::cli
