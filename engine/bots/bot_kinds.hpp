// The bots there are, each made from its options for one seat of a game (lineup.cpp picks by name).
#pragma once

#include <memory>

#include "bot_options.hpp"
#include "cardrt/bots.hpp"

namespace cardrt {

std::unique_ptr<Bot> make_random_bot(BotOptions& options);
std::unique_ptr<Bot> make_first_bot(BotOptions& options);
std::unique_ptr<Bot> make_greedy_bot(BotOptions& options, const GameSpec& game, int seat);
std::unique_ptr<Bot> make_ismcts_bot(BotOptions& options, const GameSpec& game, int seat);

}  // namespace cardrt
