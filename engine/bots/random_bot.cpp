// The simplest bots: uniform random choice and first-legal-move.
#include "bot_kinds.hpp"

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

std::unique_ptr<Bot> make_random_bot(BotOptions& options) {
  options.finish();
  return std::make_unique<RandomBot>();
}

std::unique_ptr<Bot> make_first_bot(BotOptions& options) {
  options.finish();
  return std::make_unique<FirstBot>();
}

}  // namespace cardrt
