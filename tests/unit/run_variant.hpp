// Runs the built `variant` command in a shell, for tests of the command line: exit status, stdout and
// stderr. Each call writes to its own temporary files (named by process and call) because ctest runs
// test cases as parallel processes.
#pragma once

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace variant::testing {

struct CommandRun {
    int status;       // the exit status, or -1 if the command did not exit normally
    std::string out;  // standard output
    std::string err;  // standard error
};

inline std::string read_whole_file(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// `arguments` is pasted into the shell command as it is: quote what needs quoting.
inline CommandRun run_variant(const std::string& arguments) {
    static std::atomic<int> calls{0};
    const auto stem = std::filesystem::temp_directory_path() /
                      ("variant-test-" + std::to_string(getpid()) + "-" + std::to_string(++calls));
    const auto out = stem.string() + ".out", err = stem.string() + ".err";
    const std::string command = std::string("'") + VARIANT_BINARY + "' " + arguments + " >'" + out + "' 2>'" + err +
                                "'";
    const int raw = std::system(command.c_str());
    CommandRun run{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, read_whole_file(out), read_whole_file(err)};
    std::filesystem::remove(out);
    std::filesystem::remove(err);
    return run;
}

}  // namespace variant::testing
