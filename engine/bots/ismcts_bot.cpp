// "ismcts": information-set Monte Carlo tree search (single observer, as Cowling, Powley and
// Whitehouse describe it). Each iteration samples a world from what the seat knows, walks the one
// tree of the seat's information set with moves legal in that world (UCB1 over how often a move
// was available), adds one move, plays the deal out at random, and credits every move on the path
// with the share of the deal its player's side won. The most visited move is made.
// Options: iterations (default 1000) or ms (a time budget instead: not reproducible), c (the
// exploration constant, default 0.7), playout_moves (a playout's cap, default 2000; a playout
// cut short, and with 0 every leaf, is valued by the rules' evaluate), eval_scale.
#include <chrono>
#include <cmath>
#include "bot_kinds.hpp"
#include "searching_bot.hpp"

namespace cardrt {

namespace {
struct Node {
  MoveKey move;    // the move leading here
  int seat = 0;    // who made it
  double won = 0;  // shares of the deals won by that seat's side through here
  int visits = 0;
  int available = 0;  // iterations in which the move was legal when its parent was reached
  std::vector<int> children;
};

class IsmctsBot : public SearchingBot {
 public:
  IsmctsBot(const GameSpec& game, int seat, long long iterations, long long ms, double c, long long playout_moves,
            double eval_scale)
      : SearchingBot(game, seat, "ismcts"),
        iterations_(iterations),
        ms_(ms),
        c_(c),
        playout_moves_(playout_moves),
        eval_scale_(eval_scale) {}

 private:
  std::size_t search(const Match& match, Rng& rng) override {
    const MoveList& legal = match.legal_moves();
    if (legal.size() == 1) return 0;
    Simulation& simulation = simulation_of(match);
    nodes_.assign(1, Node{});
    const auto start = std::chrono::steady_clock::now();
    for (long long i = 0;; ++i) {
      if (ms_ > 0) {
        if (i % 16 == 0 && std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(ms_)) break;
      } else if (i >= iterations_ || (i % 8 == 0 && decided(legal, iterations_ - i))) {
        break;
      }
      iterate(simulation, match.state(), rng);
    }
    // The most visited of the moves legal here; the first of equals.
    std::size_t choice = 0;
    int most = -1;
    for (int child : nodes_[0].children)
      for (std::size_t m = 0; m < legal.size(); ++m)
        if (nodes_[std::size_t(child)].visits > most && same_move(nodes_[std::size_t(child)].move, legal, legal[m])) {
          most = nodes_[std::size_t(child)].visits;
          choice = m;
        }
    return choice;
  }

  // Whether the move to make is already chosen: no other legal move (one not tried yet counts 0)
  // can reach the most visited one's visits in the `left` iterations to come, so they would not
  // change the choice.
  bool decided(const MoveList& legal, long long left) const {
    int most = 0, next = 0;
    for (int child : nodes_[0].children) {
      const Node& n = nodes_[std::size_t(child)];
      bool is_legal = false;
      for (std::size_t m = 0; m < legal.size() && !is_legal; ++m) is_legal = same_move(n.move, legal, legal[m]);
      if (!is_legal) continue;
      if (n.visits > most)
        next = most, most = n.visits;
      else if (n.visits > next)
        next = n.visits;
    }
    return most - next > left;
  }

  void iterate(Simulation& simulation, const State& real, Rng& rng) {
    knowledge_.sample(real, rng, world_);
    simulation.start_from(world_);
    Match& sim = simulation.match();
    path_.assign(1, 0);
    int node = 0;
    // Down the tree while every move legal here has been tried; then one new move.
    while (!sim.deal_over()) {
      const MoveList& legal = sim.legal_moves();
      untried_.clear();
      int best = -1, best_move = -1;
      double best_score = -1;
      for (std::size_t m = 0; m < legal.size(); ++m) {
        const int child = child_for(node, legal, legal[m]);
        if (child < 0) {
          untried_.push_back(int(m));
          continue;
        }
        Node& n = nodes_[std::size_t(child)];
        ++n.available;
        const double score = n.won / n.visits + c_ * std::sqrt(std::log(double(n.available)) / n.visits);
        if (score > best_score) best_score = score, best = child, best_move = int(m);
      }
      if (!untried_.empty()) {
        const int m = untried_[rng.uniform(std::uint32_t(untried_.size()))];
        Node added;
        added.move = key_of(legal, legal[std::size_t(m)]);
        added.seat = sim.to_move();
        nodes_.push_back(std::move(added));
        const int child = int(nodes_.size()) - 1;
        nodes_[std::size_t(node)].children.push_back(child);
        sim.apply(std::size_t(m));
        path_.push_back(child);
        break;
      }
      sim.apply(std::size_t(best_move));
      node = best;
      path_.push_back(node);
    }
    for (long long moves = 0; !sim.deal_over() && moves < playout_moves_; ++moves)
      sim.apply(rng.uniform(std::uint32_t(sim.legal_moves().size())));
    // Without playouts every leaf is valued by the rules' evaluate, a deal that ended too: its
    // gain then weighs on the same scale as a deal going on, and a bigger win counts for more
    // (Gin Rummy's gin against a knock, which the deal's shares rate alike).
    const bool by_evaluate = !sim.deal_over() || playout_moves_ == 0;
    const std::vector<double>& shares = by_evaluate && leaf_shares(simulation) ? shares_ : simulation.shares();
    for (int n : path_) {
      Node& visited = nodes_[std::size_t(n)];
      ++visited.visits;
      if (visited.seat) visited.won += shares[std::size_t(visited.seat)];
    }
  }

  // A playout cut before the deal's end: each seat's share from the rules' evaluate hook, by
  // how much the position gained for it since the iteration's world was sampled (the same
  // world, so the hidden cards sampled weigh on both sides of the difference alike), through a
  // logistic of eval_scale points. False when the rules define no evaluate.
  bool leaf_shares(Simulation& simulation) {
    if (!simulation.evaluate(shares_)) return false;
    simulation.start_from(world_);
    simulation.evaluate(before_);
    for (std::size_t seat = 1; seat < shares_.size(); ++seat)
      shares_[seat] = 1 / (1 + std::exp((before_[seat] - shares_[seat]) / eval_scale_));
    return true;
  }

  int child_for(int node, const MoveList& list, const Move& move) const {
    for (int child : nodes_[std::size_t(node)].children)
      if (same_move(nodes_[std::size_t(child)].move, list, move)) return child;
    return -1;
  }

  long long iterations_, ms_;
  double c_;
  long long playout_moves_;
  double eval_scale_;
  std::vector<Node> nodes_;
  std::vector<int> path_, untried_;
  std::vector<double> shares_, before_;
};
}  // namespace

std::unique_ptr<Bot> make_ismcts_bot(BotOptions& options, const GameSpec& game, int seat) {
  const long long iterations = options.integer("iterations", 1000, 1, 100'000'000);
  const long long ms = options.integer("ms", 0, 0, 3'600'000);
  const double c = options.number("c", 0.7, 0, 100);
  const long long playout_moves = options.integer("playout_moves", 2000, 0, 10'000'000);
  const double eval_scale = options.number("eval_scale", 300, 1, 1e9);
  options.finish();
  return std::make_unique<IsmctsBot>(game, seat, iterations, ms, c, playout_moves, eval_scale);
}

}  // namespace cardrt
