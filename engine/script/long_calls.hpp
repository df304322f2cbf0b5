// Notices Lua calls that run long, so that fast calls run with no hook on every instruction.
//
// A watched host calls Lua with no count hook. Every call is timed with a clock that costs no
// system call; one that took a millisecond or more (two ticks of that clock, if coarser) says so
// when it ends. A call that never ends is found by one process-wide thread, which looks at
// the running calls every few milliseconds and signals the thread of one running past
// kInterruptNs; the handler arms the host's count hook, the way lua.c stops a script on Ctrl-C
// (Lua allows lua_sethook inside a signal handler). Either way the host has the caller repeat the
// call with every instruction counted, so the instruction budget gives the same verdict on every
// machine: the budget's 20 million steps take over 8 ms on any machine (over 0.4 ns a step), so
// a call it would stop is always repeated under counting.
#pragma once

#include <pthread.h>

#include <atomic>
#include <cstdint>

#include <lua.hpp>

namespace cardrt {

class LongCalls {
 public:
  static constexpr std::int64_t kInterruptNs = 10'000'000;  // a call running this long is interrupted

  // `hook` is armed (every instruction) on `L` when the running call must be interrupted.
  LongCalls(lua_State* L, lua_Hook hook);
  ~LongCalls();
  LongCalls(const LongCalls&) = delete;
  LongCalls& operator=(const LongCalls&) = delete;

  // Around every call of the host, on the thread that makes it.
  void begin();
  // True when the call ran long: a millisecond or more (two ticks of the clock, if coarser).
  bool end();
  // Whether the watchdog interrupted the running call (the hook then sees it in every coroutine).
  bool interrupted() const { return interrupted_.load(std::memory_order_relaxed); }

 private:
  friend class Watchdog;
  friend void on_interrupt_signal(int);

  lua_State* L_;
  lua_Hook hook_;
  pthread_t thread_{};                       // the thread of the running call
  std::atomic<std::uint64_t> call_{0};       // odd while a call runs
  std::atomic<std::int64_t> started_ns_{0};  // when the running call began
  std::atomic<std::uint64_t> interrupt_{0};  // the call the watchdog asks to interrupt
  std::atomic<bool> signalling_{false};      // the watchdog is signalling this call's thread
  std::atomic<bool> interrupted_{false};     // the signal reached the running call
  LongCalls* outer_ = nullptr;               // a call this one runs inside, on the same thread
};

}  // namespace cardrt
