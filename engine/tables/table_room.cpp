// A table's room (table_room.hpp).
#include "cardrt/table_room.hpp"

#include "cardrt/error.hpp"
#include "cardrt/json.hpp"

namespace cardrt {

namespace {
std::string error_text(const std::string& message) { return json_text(Json{{"error", message}}, -1, JsonChars::ascii); }
}  // namespace

TableRoom::TableRoom(LiveTable table, RoomLimits limits) : table_(std::move(table)), limits_(limits) {}

std::string TableRoom::view_text(int seat) const {
  return json_text(Json{{"view", table_.view(seat)}}, -1, JsonChars::ascii);
}

int TableRoom::connect(std::string_view token, std::int64_t now_ms, std::vector<Outgoing>& out) {
  const std::optional<int> seat = table_.seat_of(token);
  if (!seat) throw Error("unknown token: it opens no seat at this table");
  if (int(connections_.size()) >= limits_.connections)
    throw Error("this table has " + std::to_string(limits_.connections) + " connections open, the most it takes");
  const int id = next_id_++;
  connections_[id].seat = *seat;
  out.push_back({id, view_text(*seat)});
  if (!step_at_) schedule(now_ms);
  return id;
}

void TableRoom::disconnect(int connection) { connections_.erase(connection); }

void TableRoom::receive(int connection, std::string_view text, std::int64_t now_ms, std::vector<Outgoing>& out) {
  const auto found = connections_.find(connection);
  if (found == connections_.end()) return;
  Connection& from = found->second;
  const auto refuse = [&](const std::string& message) { out.push_back({connection, error_text(message)}); };
  while (!from.recent.empty() && from.recent.front() <= now_ms - 1000) from.recent.pop_front();
  if (int(from.recent.size()) >= limits_.messages_per_second)
    return refuse("too many messages: at most " + std::to_string(limits_.messages_per_second) + " a second");
  from.recent.push_back(now_ms);
  if (text.size() > limits_.message_bytes)
    return refuse("message too long: " + std::to_string(text.size()) + " bytes, at most " +
                  std::to_string(limits_.message_bytes));
  const Json message = Json::parse(text.begin(), text.end(), nullptr, false);
  if (message.is_discarded() || !message.is_object() || message.size() != 1)
    return refuse("a message is one JSON object with one field: {\"move\": \"...\"} or {\"bot\": true|false}");
  const int seat = from.seat;
  try {
    if (message.contains("move") && message["move"].is_string()) {
      table_.play(seat, message["move"].get<std::string>());
    } else if (message.contains("bot") && message["bot"].is_boolean()) {
      if (seat == 0) return refuse("spectators hold no seat to hand to a bot");
      table_.hand_to_bot(seat, message["bot"].get<bool>());
    } else {
      return refuse("a message is {\"move\": \"...\"} or {\"bot\": true|false}");
    }
  } catch (const Error& e) {
    return refuse(e.what());
  }
  changed(now_ms, out);
}

std::optional<std::int64_t> TableRoom::next_step_at() const { return step_at_; }

void TableRoom::tick(std::int64_t now_ms, std::vector<Outgoing>& out) {
  while (step_at_ && *step_at_ <= now_ms) {
    const std::int64_t due = *step_at_;
    step_at_.reset();
    if (table_.deal_over())
      table_.next_deal();
    else if (table_.bot_to_move())
      table_.bot_move();
    else
      continue;
    changed(due, out);
  }
}

// Every connection gets its seat's view; the next step is timed from the change.
void TableRoom::changed(std::int64_t now_ms, std::vector<Outgoing>& out) {
  ++changes_;
  std::map<int, std::string> views;
  for (const auto& [id, connection] : connections_) {
    auto [at, fresh] = views.try_emplace(connection.seat);
    if (fresh) at->second = view_text(connection.seat);
    out.push_back({id, at->second});
  }
  schedule(now_ms);
}

// The room's next step, a pause after `now_ms`: dealing on after a deal's end, or a bot's move.
void TableRoom::schedule(std::int64_t now_ms) {
  step_at_.reset();
  if (table_.deal_over())
    step_at_ = now_ms + limits_.deal_pause_ms;
  else if (table_.bot_to_move())
    step_at_ = now_ms + limits_.bot_pause_ms;
}

}  // namespace cardrt
