// The built-in bots: uniform random choice and first-legal-move.
#include "cardrt/bots.hpp"

#include "cardrt/error.hpp"

namespace cardrt {

namespace {
class RandomBot : public Bot {
 public:
  std::size_t choose(const Match& match, Rng& rng) override {
    return rng.uniform(std::uint32_t(match.legal_moves().size()));
  }
};

class FirstBot : public Bot {
 public:
  std::size_t choose(const Match&, Rng&) override { return 0; }
};
}  // namespace

std::unique_ptr<Bot> make_bot(const std::string& name) {
  if (name == "random") return std::make_unique<RandomBot>();
  if (name == "first") return std::make_unique<FirstBot>();
  throw Error("unknown bot '" + name + "' (bots: " + bot_names() + ")");
}

std::string bot_names() { return "random, first"; }

}  // namespace cardrt
