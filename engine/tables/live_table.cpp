// A live table (live_table.hpp).
#include "cardrt/live_table.hpp"

#include <algorithm>
#include <random>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/record.hpp"

namespace cardrt {

namespace {
MatchSetup setup_on(std::uint64_t seed) {
  MatchSetup setup;
  setup.seed = seed;
  return setup;
}

// Equal texts, compared in full whatever their first difference.
bool same_token(std::string_view a, std::string_view b) {
  if (a.size() != b.size() || a.empty()) return false;
  unsigned char differ = 0;
  for (std::size_t i = 0; i < a.size(); ++i) differ |= static_cast<unsigned char>(a[i] ^ b[i]);
  return differ == 0;
}
}  // namespace

std::string fresh_token(std::random_device& source) {
  static const char kHex[] = "0123456789abcdef";
  std::string token;
  for (int word = 0; word < 4; ++word) {
    std::uint32_t bits = source();
    for (int i = 0; i < 8; ++i, bits >>= 4) token += kHex[bits & 15];
  }
  return token;
}

SeatPlan parse_seat_plan(const std::string& plays, const GameSpec& game, int seat) {
  SeatPlan plan;
  plan.person = plays == "human";
  plan.bot = parse_lineup(plan.person ? "greedy" : plays, 1).front();
  make_bot(plan.bot, game, seat);  // an unknown bot or option is refused here
  return plan;
}

std::vector<SeatPlan> parse_seat_plans(const std::vector<std::string>& seats, const GameSpec& game) {
  if (int(seats.size()) != game.players)
    throw Error(std::to_string(seats.size()) + " seats given for " + std::to_string(game.players) +
                " players: say who plays each seat, a person (human) or a bot");
  std::vector<SeatPlan> plans;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    try {
      plans.push_back(parse_seat_plan(seats[i], game, int(i) + 1));
    } catch (const Error& e) {
      // The bots' errors name --bots, which these seats were not given by.
      std::string why = e.what();
      if (why.rfind("--bots: ", 0) == 0) why.erase(0, 8);
      throw Error("seat " + std::to_string(i + 1) + ": " + why);
    }
  }
  return plans;
}

LiveTable::LiveTable(std::shared_ptr<Rules> rules, std::vector<SeatPlan> seats, std::uint64_t seed)
    : match_(std::move(rules), setup_on(seed)), bot_rng_(bot_rng(seed)) {
  const GameSpec& game = match_.spec();
  if (int(seats.size()) != game.players)
    throw Error(std::to_string(seats.size()) + " seats given for " + std::to_string(game.players) + " players");
  std::random_device source;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    Seat seat;
    seat.plan = std::move(seats[i]);
    seat.bot = make_bot(seat.plan.bot, game, int(i) + 1);
    seat.bot->start_match();
    if (seat.plan.person) seat.token = fresh_token(source);
    seats_.push_back(std::move(seat));
  }
  spectator_token_ = fresh_token(source);
}

std::optional<int> LiveTable::seat_of(std::string_view token) const {
  std::optional<int> found;
  if (same_token(token, spectator_token_)) found = 0;
  for (std::size_t i = 0; i < seats_.size(); ++i)
    if (same_token(token, seats_[i].token)) found = int(i) + 1;
  return found;
}

bool LiveTable::played_by_bot(int seat) const {
  const Seat& s = seats_.at(std::size_t(seat - 1));
  return !s.plan.person || s.handed_to_bot;
}

void LiveTable::play(std::string_view token, std::string_view move) {
  const std::optional<int> seat = seat_of(token);
  if (!seat) throw Error("unknown token: it opens no seat at this table");
  play(*seat, move);
}

void LiveTable::play(int seat, std::string_view move) {
  if (seat == 0) throw Error("spectators watch: they make no moves");
  if (played_by_bot(seat))
    throw Error("seat " + std::to_string(seat) + " is played by its bot now; take it back first");
  if (match_.over()) throw Error("the match is over");
  next_deal();
  if (match_.to_move() != seat)
    throw Error("it is seat " + std::to_string(match_.to_move()) + "'s turn, not seat " + std::to_string(seat) + "'s");
  const State before = match_.state();
  match_.play(move);  // an illegal move: the rules' reason and the legal moves, the match unchanged
  watched(before);
}

bool LiveTable::bot_to_move() const {
  return !match_.over() && !match_.deal_over() && match_.to_move() > 0 && played_by_bot(match_.to_move());
}

void LiveTable::bot_move() {
  if (!bot_to_move()) throw Error("no bot is to move");
  Seat& seat = seats_[std::size_t(match_.to_move() - 1)];
  const State before = match_.state();
  match_.apply(seat.bot->choose(match_, bot_rng_));
  watched(before);
}

void LiveTable::next_deal() {
  if (!deal_over()) return;
  match_.next_deal();
}

// Every bot watches every move, so that one handed a seat knows what the seat saw.
void LiveTable::watched(const State& before) {
  for (Seat& seat : seats_)
    if (seat.bot->observes()) seat.bot->observe(before, match_);
}

void LiveTable::hand_to_bot(int seat, bool to_bot) {
  if (seat < 1 || seat > players()) throw Error("no seat " + std::to_string(seat) + " at this table");
  Seat& s = seats_[std::size_t(seat - 1)];
  if (!s.plan.person) throw Error("seat " + std::to_string(seat) + " is a bot's seat");
  s.handed_to_bot = to_bot;
}

Json LiveTable::view(int seat) const {
  Json v = match_.view(seat);
  Json who = Json::array();
  for (std::size_t i = 0; i < seats_.size(); ++i)
    who.push_back(Json{{"seat", int(i) + 1},
                       {"person", seats_[i].plan.person},
                       {"bot", bot_text(seats_[i].plan.bot)},
                       {"played_by_bot", played_by_bot(int(i) + 1)}});
  v["seats"] = who;
  v["version"] = match_.moves_played();
  // The latest of the rules' messages only: a view goes to every connection after every move, and
  // the whole log would make each one longer than the last over a long match.
  const std::vector<LogEntry>& log = match_.log();
  v["log"] = log_json({log.end() - std::ptrdiff_t(std::min(log.size(), kViewMessages)), log.end()});
  if (match_.over()) v["result"] = match_.result();
  if (seat > 0 && !match_.deal_over() && match_.to_move() == seat && !played_by_bot(seat))
    v["legal"] = match_.legal_texts();
  return v;
}

Json LiveTable::record() const { return make_record(match_); }

Json LiveTable::save(const std::string& beside) const {
  Json seats = Json::array();
  for (const Seat& seat : seats_)
    seats.push_back(Json{{"plays", seat.plan.person ? "human" : bot_text(seat.plan.bot)},
                         {"token", seat.token},
                         {"handed_to_bot", seat.handed_to_bot}});
  return Json{{"cardrt_table", 1},
              {"record", make_record(match_, beside)},
              {"seats", seats},
              {"spectator_token", spectator_token_},
              {"deal", match_.deal_number()},
              {"bot_rng", bot_rng_.to_hex()}};
}

LiveTable::LiveTable(Match match) : match_(std::move(match)) {}

namespace {
std::string checked_token(const JsonField& field) {
  const std::string token = field.string();
  if (token.size() != 32 || token.find_first_not_of("0123456789abcdef") != std::string::npos)
    throw field.error("must be 32 hex digits");
  return token;
}
}  // namespace

LiveTable LiveTable::load(const Json& saved, const RulesLoader& loader, const std::vector<std::string>& search_dirs,
                          const std::string& beside) {
  const JsonField file(saved, "not a cardrt table");
  file.object();
  file["cardrt_table"].integer(1, 1);  // the format's version: 1 is the only one yet
  const JsonField record = file["record"];
  LiveTable table(start_match(record, loader, search_dirs, beside));
  const GameSpec& game = table.match_.spec();
  const JsonField seats = file["seats"];
  seats.array(std::size_t(game.players), "seat", "one per player");
  std::vector<std::string> tokens;
  for (std::size_t i = 0; i < std::size_t(game.players); ++i) {
    const JsonField entry = seats[i];
    entry.object();
    const std::string plays = entry["plays"].string();
    Seat seat;
    seat.plan = entry["plays"].within([&] { return parse_seat_plan(plays, game, int(i) + 1); });
    seat.token = seat.plan.person ? checked_token(entry["token"]) : entry["token"].string();
    if (!seat.plan.person && !seat.token.empty()) throw entry["token"].error("a bot's seat has no token");
    seat.handed_to_bot = entry["handed_to_bot"].boolean();
    if (seat.handed_to_bot && !seat.plan.person) throw entry["handed_to_bot"].error("a bot's seat is always its bot's");
    seat.bot = make_bot(seat.plan.bot, game, int(i) + 1);
    seat.bot->start_match();
    if (!seat.token.empty()) tokens.push_back(seat.token);
    table.seats_.push_back(std::move(seat));
  }
  table.spectator_token_ = checked_token(file["spectator_token"]);
  tokens.push_back(table.spectator_token_);
  std::sort(tokens.begin(), tokens.end());
  if (std::adjacent_find(tokens.begin(), tokens.end()) != tokens.end()) throw file.error("two seats share a token");
  const JsonField rng = file["bot_rng"];
  const std::string hex = rng.string();
  if (hex.size() != 64) throw rng.error("must be 64 hex digits, got " + std::to_string(hex.size()));
  const JsonField moves = record["moves"];
  const std::size_t count = moves.array();
  for (std::size_t m = 0; m < count; ++m) {
    const std::string text = moves[m].string();
    table.next_deal();  // before the state the bots see the move made from
    const State before = table.match_.state();
    moves[m].within([&] { table.match_.play(text); });
    table.watched(before);
  }
  // The next deal may have been dealt with no move made in it yet, which the record cannot show.
  const JsonField deal = file["deal"];
  const int replayed = table.match_.deal_number();
  if (deal.integer(replayed, table.deal_over() ? replayed + 1 : replayed) > replayed) table.next_deal();
  table.bot_rng_ = rng.within([&] { return Rng::from_hex(hex); });
  return table;
}

}  // namespace cardrt
