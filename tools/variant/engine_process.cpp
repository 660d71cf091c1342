// The child process of engine_process.hpp: pipe(), fork(), exec of /bin/sh -c COMMAND; reads with poll()
// against a deadline.
#include "tools/variant/engine_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <stdexcept>
#include <thread>

namespace variant::cli {

namespace {

using Clock = std::chrono::steady_clock;

const Clock::time_point program_start = Clock::now();  // the log's time 0

int elapsed_ms(Clock::time_point since) {
    return int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - since).count());
}

}  // namespace

EngineProcess::EngineProcess(const std::string& command) : command_(command) {
    int in[2], out[2];
    if (pipe(in) != 0) throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(errno));
    if (pipe(out) != 0) {
        close(in[0]);
        close(in[1]);
        throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(errno));
    }
    pid_ = fork();
    if (pid_ < 0) {
        for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
        throw std::runtime_error(std::string("cannot start a process: ") + std::strerror(errno));
    }
    if (pid_ == 0) {
        // The child: its own process group (so that killing it reaches what the shell started), the pipes
        // as standard input and output, SIGPIPE back to its default (the parent ignores it).
        setpgid(0, 0);
        signal(SIGPIPE, SIG_DFL);
        dup2(in[0], 0);
        dup2(out[1], 1);
        for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    setpgid(pid_, pid_);  // also here, whichever of the two runs first
    close(in[0]);
    close(out[1]);
    to_engine_ = in[1];
    from_engine_ = out[0];
    fcntl(to_engine_, F_SETFD, FD_CLOEXEC);  // the next engine started must not inherit this one's pipes
    fcntl(from_engine_, F_SETFD, FD_CLOEXEC);
}

EngineProcess::~EngineProcess() {
    // Our end of its output stays open until it has exited: a last line written after `quit` (an XBoard
    // engine's result claim) then goes into the pipe instead of failing with a broken pipe.
    if (to_engine_ >= 0) close(to_engine_);
    reap(300);
    if (from_engine_ >= 0) close(from_engine_);
}

bool EngineProcess::write_line(const std::string& line) {
    if (to_engine_ < 0) return false;
    if (log_) std::fprintf(log_, "%8.3f %s> %s\n", elapsed_ms(program_start) / 1000.0, log_name_.c_str(), line.c_str());
    const std::string text = line + "\n";
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(to_engine_, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;  // EPIPE: the engine has exited
        done += std::size_t(n);
    }
    return true;
}

std::optional<std::string> EngineProcess::read_line(int timeout_ms) {
    const auto start = Clock::now();
    for (;;) {
        if (const auto nl = buffer_.find('\n'); nl != std::string::npos) {
            std::string line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (log_)
                std::fprintf(log_, "%8.3f %s< %s\n", elapsed_ms(program_start) / 1000.0, log_name_.c_str(),
                             line.c_str());
            return line;
        }
        if (closed_) return std::nullopt;
        const int left = timeout_ms - elapsed_ms(start);
        if (left <= 0) return std::nullopt;
        pollfd p{from_engine_, POLLIN, 0};
        const int r = poll(&p, 1, left);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return std::nullopt;
        char chunk[4096];
        const ssize_t n = read(from_engine_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            closed_ = true;  // the engine has closed its output (exited)
            continue;
        }
        buffer_.append(chunk, std::size_t(n));
    }
}

void EngineProcess::kill() {
    if (pid_ > 0) ::kill(-pid_, SIGKILL);
    reap(1000);
}

// Waits up to `wait_ms` for the engine to exit, then kills its process group and reaps it.
void EngineProcess::reap(int wait_ms) {
    if (pid_ <= 0) return;
    const auto start = Clock::now();
    int status = 0;
    while (elapsed_ms(start) < wait_ms) {
        if (waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    ::kill(-pid_, SIGKILL);
    waitpid(pid_, &status, 0);
    pid_ = -1;
}

}  // namespace variant::cli
