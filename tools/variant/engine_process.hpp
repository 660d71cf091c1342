// An engine program run by `variant match`: a child process started with `/bin/sh -c COMMAND`, its standard
// input and output piped to us (its standard error left to ours). Lines are written and read with a deadline,
// so that an engine that hangs or dies never hangs the referee: a read that runs out of time says so, and
// the process can then be killed.
#pragma once

#include <sys/types.h>

#include <cstdio>
#include <optional>
#include <string>

namespace variant::cli {

class EngineProcess {
public:
    // Starts `command`; throws std::runtime_error when it cannot be started (no pipe, no fork).
    explicit EngineProcess(const std::string& command);
    ~EngineProcess();  // closes the pipes, waits a moment for the engine to leave, then kills it
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Writes one line (a newline added). False when the engine no longer reads (it has exited).
    bool write_line(const std::string& line);
    // The next line of output, without its newline (and a '\r' before it), or nullopt when none came within
    // `timeout_ms` milliseconds or the engine closed its output (then `closed()` is true).
    std::optional<std::string> read_line(int timeout_ms);
    bool closed() const { return closed_; }
    // Ends the engine now (SIGKILL) and reaps it.
    void kill();
    const std::string& command() const { return command_; }
    // Every line written and read from now on is copied to `log` ("  12.345 NAME> line" and "... NAME< line",
    // with the seconds since the program started).
    void set_log(std::FILE* log, const std::string& name) {
        log_ = log;
        log_name_ = name;
    }

private:
    std::string command_;
    pid_t pid_ = -1;
    int to_engine_ = -1;    // the write end of its standard input
    int from_engine_ = -1;  // the read end of its standard output
    std::string buffer_;    // read but not yet returned
    bool closed_ = false;
    std::FILE* log_ = nullptr;
    std::string log_name_;
    void reap(int wait_ms);
};

}  // namespace variant::cli
