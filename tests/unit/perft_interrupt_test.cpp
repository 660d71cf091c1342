// A long perft --divide prints each root move's count as soon as it is known, and a SIGINT or SIGTERM
// stops it with what it finished (issue 19, item 5). The counts are Fairy-Stockfish's (the file says how
// they were made), so every line printed before the stop is checked against an independent engine.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <map>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/unit/run_variant.hpp"

namespace {

using variant::testing::read_whole_file;

std::map<std::string, std::string> fairy_stockfish_divide() {
    std::map<std::string, std::string> out;
    std::stringstream in(read_whole_file(std::string(VARIANT_SOURCE_DIR) + "/tests/data/hostile/chess-divide-6.txt"));
    for (std::string line; std::getline(in, line);)
        if (auto colon = line.find(": "); line[0] != '#' && line.rfind("Nodes", 0) != 0 && colon != std::string::npos)
            out[line.substr(0, colon)] = line.substr(colon + 2);
    return out;
}

// Starts perft 6 of chess on one thread, waits for its first printed line, then sends `signal`.
// Returns the exit status; `out` and `err` are what it printed.
int interrupted(const std::string& signal, std::string& out, std::string& err) {
    const std::string stem = "/tmp/variant-interrupt-" + std::to_string(getpid()) + "-" + signal;
    const std::string script = "'" + std::string(VARIANT_BINARY) + "' perft '" + VARIANT_SOURCE_DIR +
                               "/rulesets/chess.yaml' 6 --divide >" + stem + ".out 2>" + stem +
                               ".err & pid=$!; "
                               "for i in $(seq 2000); do [ -s " +
                               stem + ".out ] && break; sleep 0.01; done; kill -" + signal +
                               " $pid; wait $pid; exit $?";
    const int raw = std::system(("bash -c '" +
                                 [&] {
                                     std::string quoted;
                                     for (char c : script)
                                         quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
                                     return quoted;
                                 }() +
                                 "'")
                                    .c_str());
    out = read_whole_file(stem + ".out");
    err = read_whole_file(stem + ".err");
    std::remove((stem + ".out").c_str());
    std::remove((stem + ".err").c_str());
    return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

}  // namespace

TEST_CASE("perft --divide stopped by SIGINT or SIGTERM has printed the root moves it finished",
          "[perft][cli][hostile]") {
    const auto expected = fairy_stockfish_divide();
    REQUIRE(expected.size() == 20);
    for (const auto& [signal, status] : {std::pair<std::string, int>{"INT", 130}, {"TERM", 143}}) {
        std::string out, err;
        const int got = interrupted(signal, out, err);
        CHECK(got == status);  // 0 if the counts came only at the end (the signal then finds no process)
        CHECK(out.find("Nodes searched") == std::string::npos);
        std::stringstream lines(out);
        int printed = 0;
        for (std::string line; std::getline(lines, line); ++printed) {
            auto colon = line.find(": ");
            REQUIRE(colon != std::string::npos);
            REQUIRE(expected.count(line.substr(0, colon)));
            CHECK(line.substr(colon + 2) == expected.at(line.substr(0, colon)));
        }
        CHECK(printed >= 1);
        CHECK(printed < 20);
        CHECK_THAT(err, Catch::Contains("perft 6 stopped: " + std::to_string(printed) + " of 20 root moves counted"));
    }
}
