// The watchdog thread and the signal that interrupts a long Lua call (see long_calls.hpp).
#include "long_calls.hpp"

#include <signal.h>
#include <time.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

namespace cardrt {

namespace {

// SIGURG is ignored by default and means nothing to a process that is not a network server; the
// Go runtime takes it for the same purpose (preempting a running thread).
constexpr int kInterruptSignal = SIGURG;
constexpr auto kTick = std::chrono::nanoseconds(LongCalls::kInterruptNs / 2);

// The clock calls are timed with: the coarse monotonic clock (read without a system call, in a
// few nanoseconds) when it ticks at least every 4 ms, else the precise one; and what a call must
// measure to be called long: 1 ms, or two ticks of the coarse clock, so that a short call which
// happens to cross a tick is not (a call that measures two ticks lasted over one).
struct CallClock {
  clockid_t id = CLOCK_MONOTONIC;
  std::int64_t long_call_ns = 1'000'000;
  CallClock() {
    timespec res{};
    if (clock_getres(CLOCK_MONOTONIC_COARSE, &res) == 0 && res.tv_sec == 0 && res.tv_nsec <= 4'000'000) {
      id = CLOCK_MONOTONIC_COARSE;
      long_call_ns = std::max<std::int64_t>(long_call_ns, 2 * res.tv_nsec);
    }
  }
  std::int64_t now_ns() const {
    timespec ts{};
    clock_gettime(id, &ts);
    return std::int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
  }
};
const CallClock clock_of_calls;

// The innermost watched call of this thread. Initial-exec TLS needs no allocation on first use,
// so the signal handler may read it.
thread_local LongCalls* running __attribute__((tls_model("initial-exec"))) = nullptr;

}  // namespace

// Arms the count hook of this thread's running call, when it is the call the watchdog meant (a
// signal may arrive after that call ended).
void on_interrupt_signal(int) {
  const int saved_errno = errno;
  LongCalls* call = running;
  if (call && call->call_.load(std::memory_order_relaxed) == call->interrupt_.load(std::memory_order_relaxed)) {
    call->interrupted_.store(true, std::memory_order_relaxed);
    lua_sethook(call->L_, call->hook_, LUA_MASKCOUNT, 1);
  }
  errno = saved_errno;
}

// The process's one watchdog: the hosts it watches, and the thread that looks at them. It lives
// as long as the process, so no host outlives it. A child made by fork() has the hosts but not
// the thread: it starts its own.
class Watchdog {
 public:
  static Watchdog& get() {
    static Watchdog* dog = new Watchdog;
    return *dog;
  }

  void add(LongCalls* calls) {
    std::lock_guard<std::mutex> lock(mutex_);
    watched_.push_back(calls);
  }

  void remove(LongCalls* calls) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto& w : watched_) {
      if (w == calls) {
        w = watched_.back();
        watched_.pop_back();
        break;
      }
    }
  }

 private:
  Watchdog() {
    struct sigaction action {};
    action.sa_handler = on_interrupt_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(kInterruptSignal, &action, nullptr);
    pthread_atfork([] { get().mutex_.lock(); }, [] { get().mutex_.unlock(); }, [] { get().start_in_child(); });
    start();
  }

  void start() {
    std::thread([this] { watch(); }).detach();
  }

  // In a child of fork(), only the thread that forked runs: a call other threads were making
  // never ends there, and their hosts are left alone.
  void start_in_child() {
    mutex_.unlock();
    watched_.erase(std::remove_if(watched_.begin(), watched_.end(), [](LongCalls* w) { return w->call_.load() & 1; }),
                   watched_.end());
    start();
  }

  void watch() {
    for (;;) {
      std::this_thread::sleep_for(kTick);
      const std::int64_t now = clock_of_calls.now_ns();
      std::lock_guard<std::mutex> lock(mutex_);
      for (LongCalls* w : watched_) {
        const std::uint64_t call = w->call_.load();
        if (!(call & 1) || now - w->started_ns_.load() < LongCalls::kInterruptNs) continue;
        // The thread must not end between the check and the signal: LongCalls::end waits while
        // signalling_ is set, and the check is made again after setting it.
        w->signalling_.store(true);
        if (w->call_.load() == call) {
          w->interrupt_.store(call);
          pthread_kill(w->thread_, kInterruptSignal);
        }
        w->signalling_.store(false);
      }
    }
  }

  std::mutex mutex_;
  std::vector<LongCalls*> watched_;
};

LongCalls::LongCalls(lua_State* L, lua_Hook hook) : L_(L), hook_(hook) { Watchdog::get().add(this); }

LongCalls::~LongCalls() { Watchdog::get().remove(this); }

void LongCalls::begin() {
  thread_ = pthread_self();
  started_ns_.store(clock_of_calls.now_ns(), std::memory_order_relaxed);
  interrupted_.store(false, std::memory_order_relaxed);
  outer_ = running;
  running = this;
  call_.fetch_add(1);
}

bool LongCalls::end() {
  call_.fetch_add(1);
  while (signalling_.load()) std::this_thread::yield();
  running = outer_;
  return clock_of_calls.now_ns() - started_ns_.load(std::memory_order_relaxed) >= clock_of_calls.long_call_ns;
}

}  // namespace cardrt
