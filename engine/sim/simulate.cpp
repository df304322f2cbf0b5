// The simulation loop: matches between bots on worker threads, the invariants checked at every
// deal's end, and each thread's counts (counting.hpp) merged into a report the same for any
// thread count.
#include "cardrt/simulate.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <mutex>
#include <thread>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/match.hpp"
#include "cardrt/record.hpp"
#include "counting.hpp"

namespace cardrt {

ScoreTermCheck check_score_terms(const Match& m, TermSums* sums) {
  ScoreTermCheck check;
  ScoreTerms terms;
  const int players = m.spec().players;
  for (int seat = 1; seat <= players; ++seat) {
    if (!m.score_terms(seat, terms)) return check;
    check.checked = true;
    std::int64_t sum = 0;
    for (const auto& [name, value] : terms) {
      sum += value;
      if (!sums) continue;
      auto& per_seat = (*sums)[name];
      per_seat.resize(std::size_t(players), 0);
      per_seat[std::size_t(seat - 1)] += value;
    }
    std::int64_t score = m.deal_score(seat, m.deal_number());
    if (sum != score) {
      std::string parts;
      for (const auto& [name, value] : terms) parts += (parts.empty() ? "" : ", ") + name + " " + std::to_string(value);
      check.problems.push_back("seat " + std::to_string(seat) + " scored " + std::to_string(score) +
                               ", its terms sum to " + std::to_string(sum) + " (" + parts + ")");
    }
  }
  return check;
}

int shard_begin(const SimOptions& opts) { return int(std::int64_t(opts.games) * (opts.shard - 1) / opts.shards); }
int shard_end(const SimOptions& opts) { return int(std::int64_t(opts.games) * opts.shard / opts.shards); }

std::uint64_t match_seed(std::uint64_t seed, int index) {
  std::uint64_t x = seed ^ (std::uint64_t(index) * 0xd1342543de82ef95ULL);
  return splitmix64(x);
}

namespace {

// The instances of the counters game.yaml lists under `conserve:`, as (first instance, owners).
std::vector<std::pair<int, int>> conserved_slots(const GameSpec& spec) {
  std::vector<std::pair<int, int>> slots;
  for (const auto& name : spec.layout->conserved) {
    const int def = spec.layout->slot_index(name);
    slots.emplace_back(spec.slot_base[std::size_t(def)], spec.owner_count(spec.slots[std::size_t(def)].owner));
  }
  return slots;
}

// Their sum, which a deal must not change.
std::int64_t conserved_total(const std::vector<std::pair<int, int>>& slots, const TableView& table) {
  std::int64_t total = 0;
  for (const auto& [base, owners] : slots)
    for (int i = 0; i < owners; ++i) total += table.get(base + i);
  return total;
}

// The error that stops a simulation: the one of the lowest-numbered match that failed, whatever
// the thread count. Every match numbered below a failing one was taken before it (the counter
// only rises) and is played to its end, so the lowest failing match is the same for any threads.
struct Failure {
  int match = INT_MAX;  // -1: a worker could not start
  std::exception_ptr error;
  std::mutex lock;

  template <class MakeError>
  void offer(int at, MakeError make_error) {
    std::lock_guard<std::mutex> guard(lock);
    if (at >= match) return;
    match = at;
    error = make_error();
  }
};

struct Worker {
  SimReport part;
  std::mutex* messages_lock = nullptr;
  SimReport* shared = nullptr;

  void violation(const std::string& msg) {
    std::lock_guard<std::mutex> lock(*messages_lock);
    if (shared->first_violations.size() < 5) shared->first_violations.push_back(msg);
  }
};

void run_worker(std::shared_ptr<const GameSpec> spec, const RulesLoader& loader, const SimOptions& opts,
                std::atomic<int>& next, std::atomic<int>& finished, Worker& w, Failure& failure) {
  int current = -1;  // the match being played, once one is
  try {
    auto host = loader(spec);
    w.part.scripts_digest = host->scripts_digest();
    Lineup bots(opts.bots, *spec);
    State before;
    MatchSetup setup;
    setup.record = opts.records;
    setup.limits = opts.limits;
    std::unique_ptr<Match> match;
    const int players = spec->players;
    const int group_slot = spec->layout->stats_by.empty()
                               ? -1
                               : spec->slot_base[std::size_t(spec->layout->slot_index(spec->layout->stats_by))];
    std::vector<std::int64_t> verb_moves(spec->layout->moves.size(), 0);
    const bool summaries = opts.match_summaries || opts.deal_summaries;
    MatchSummary summary;
    DealCounts deal_counts(*spec);
    const std::vector<std::pair<int, int>> conserve = conserved_slots(*spec);
    const int end = shard_end(opts);
    for (int i = next++; i < end && !(opts.stop && opts.stop->load()); i = next++) {
      current = i;
      std::uint64_t seed = match_seed(opts.seed, i);
      if (!match) {
        setup.seed = seed;
        match = std::make_unique<Match>(host, setup);
      } else {
        match->restart(seed);
      }
      Rng bots_rng = bot_rng(seed);
      bots.start_match();
      Match& m = *match;
      CardCounts cards = m.table().card_counts();
      std::int64_t conserved = conserved_total(conserve, m.table());
      int deal = m.deal_number();
      int first_mover = m.to_move();
      std::fill(verb_moves.begin(), verb_moves.end(), 0);
      if (summaries) {
        summary = MatchSummary{};
        summary.match = i;
        summary.seed = seed;
      }
      auto deal_start = std::chrono::steady_clock::now();
      while (true) {
        if (m.deal_over()) {
          DealSummary* row = opts.deal_summaries ? &summary.deal_rows.emplace_back() : nullptr;
          if (group_slot >= 0) {
            const std::int64_t group = m.table().get(group_slot);
            if (row) row->stats_group = group;
            GroupStats& g = w.part.groups[group];
            g.score_sums.resize(std::size_t(players), 0);
            ++g.deals;
            auto now = std::chrono::steady_clock::now();
            g.seconds += std::chrono::duration<double>(now - deal_start).count();
            deal_start = now;
            for (int seat = 1; seat <= players; ++seat)
              g.score_sums[std::size_t(seat - 1)] += m.deal_score(seat, m.deal_number());
          }
          count_deal(m, first_mover, verb_moves, deal_counts, w.part, summaries ? &summary : nullptr, row);
          ++w.part.deals_checked;
          if (m.table().card_counts() != cards) {
            ++w.part.card_violations;
            w.violation("match " + std::to_string(i) + " deal " + std::to_string(deal) + ": cards not conserved");
          }
          if (conserved_total(conserve, m.table()) != conserved) {
            ++w.part.counter_violations;
            w.violation("match " + std::to_string(i) + " deal " + std::to_string(deal) +
                        ": conserved counters changed");
          }
          if (ScoreTermCheck terms = check_score_terms(m, &w.part.term_sums); terms.checked) {
            w.part.score_terms = true;
            w.part.score_term_violations += std::int64_t(terms.problems.size());
            for (const auto& problem : terms.problems)
              w.violation("match " + std::to_string(i) + " deal " + std::to_string(deal) + ": " + problem);
          }
          if (m.over()) break;
          m.next_deal();
          cards = m.table().card_counts();
          deal = m.deal_number();
          first_mover = m.to_move();
          std::fill(verb_moves.begin(), verb_moves.end(), 0);
          continue;  // a deal may end as it is dealt, with no move to make
        }
        const MoveList& legal = m.legal_moves();
        const std::size_t move = bots.choose(m, bots_rng);
        ++verb_moves[legal[move].verb];
        if (bots.observes()) {
          before = m.state();
          m.apply(move);
          bots.observe(before, m);
        } else {
          m.apply(move);
        }
      }
      w.part.deals += m.deal_number();
      w.part.moves += m.moves_played();
      count_match(m, w.part, summaries ? &summary : nullptr);
      if (summaries) w.shared->matches[std::size_t(i - shard_begin(opts))] = std::move(summary);
      // Each match has its own slot, sized before the workers started: no lock needed.
      if (opts.records)
        w.shared->records[std::size_t(i - shard_begin(opts))] = json_text(make_record(m, opts.records_file));
      ++finished;
    }
    deal_counts.fold_into(*spec, w.part);
  } catch (const Error& e) {
    // Name the match, so `cardrt play GAME --seed S --human none` can show it.
    failure.offer(current, [&] {
      if (current < 0) return std::current_exception();
      const std::uint64_t seed = match_seed(opts.seed, current);
      return std::make_exception_ptr(
          MatchFailed("match " + std::to_string(current + 1) + " (seed " + std::to_string(seed) + "): " + e.what(),
                      seed, dynamic_cast<const MatchTooLong*>(&e) == nullptr));
    });
    next = shard_end(opts);
  } catch (...) {
    failure.offer(current, [] { return std::current_exception(); });
    next = shard_end(opts);
  }
}

}  // namespace

SimReport simulate(std::shared_ptr<const GameSpec> spec, const RulesLoader& loader, const SimOptions& opts) {
  if (opts.games < 1) throw Error("--games must be 1 or more");
  if (opts.shards < 1 || opts.shard < 1 || opts.shard > opts.shards || opts.shards > opts.games)
    throw Error("--shard K/N needs 1 <= K <= N <= the number of games");
  const int first = shard_begin(opts), played = shard_end(opts) - first;
  if (opts.threads < 1 || opts.threads > 256) throw Error("--threads must be 1 to 256");
  Lineup(opts.bots, *spec);  // an unknown bot or option fails before any thread starts
  SimReport report;
  report.games = played;
  report.threads = opts.threads;
  shape_report(*spec, report);
  if (opts.records) report.records.resize(std::size_t(played));
  if (opts.match_summaries || opts.deal_summaries) report.matches.resize(std::size_t(played));
  std::atomic<int> next{first}, finished{0};
  std::mutex messages_lock;
  Failure failure;
  std::vector<Worker> workers(std::size_t(opts.threads));
  for (auto& w : workers) {
    w.messages_lock = &messages_lock;
    w.shared = &report;
    shape_report(*spec, w.part);
  }
  auto start = std::chrono::steady_clock::now();
  const auto since_start = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  if (opts.threads == 1 && !opts.progress) {
    run_worker(spec, loader, opts, next, finished, workers[0], failure);
  } else {
    // The calling thread reports progress while the workers play.
    std::atomic<int> running{opts.threads};
    std::vector<std::thread> pool;
    for (auto& w : workers)
      pool.emplace_back([&, wp = &w] {
        run_worker(spec, loader, opts, next, finished, *wp, failure);
        --running;
      });
    while (opts.progress && running > 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      if (running > 0) opts.progress(finished.load(), since_start());
    }
    for (auto& t : pool) t.join();
  }
  report.seconds = since_start();
  if (failure.error) std::rethrow_exception(failure.error);
  if (finished < played) {
    report.partial = true;
    report.games = finished;
    // Records and summaries of the matches played, in match order (the others were never begun or
    // finished).
    if (opts.records)
      report.records.erase(std::remove(report.records.begin(), report.records.end(), std::string()),
                           report.records.end());
    std::erase_if(report.matches, [](const MatchSummary& summary) { return summary.match < 0; });
  }
  for (const auto& w : workers) merge_report(report, w.part);
  // Every worker loaded the same files; one that failed to start has no digest.
  for (const auto& w : workers) report.scripts_digest = std::max(report.scripts_digest, w.part.scripts_digest);
  return report;
}

}  // namespace cardrt
