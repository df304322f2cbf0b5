// A table's room: the messages between a live table and the connections open to it, whatever
// carries them. A connection opens with a token and then holds that seat (or watches); what it
// sends is untrusted text, checked whole (size, JSON, fields) and rate-limited before the table
// sees it; every change sends each connection its own seat's view, and the bots and the next
// deal move on after a pause people can follow. Time is given, in milliseconds, by the caller.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cardrt/live_table.hpp"

namespace cardrt {

struct RoomLimits {
  std::size_t message_bytes = 4096;   // a longer message is refused unread
  int messages_per_second = 20;       // more from one connection in a second are refused
  int connections = 32;               // open at once to one table
  std::int64_t bot_pause_ms = 700;    // before a bot moves
  std::int64_t deal_pause_ms = 4000;  // the ended deal stays on the table this long
};

// What to send: text for one connection.
struct Outgoing {
  int connection = 0;
  std::string text;
};

class TableRoom {
 public:
  TableRoom(LiveTable table, RoomLimits limits = {});

  const LiveTable& table() const { return table_; }
  const RoomLimits& limits() const { return limits_; }
  // A connection opening with `token`: its id, and its seat's view to send it. Throws Error for a
  // token that opens no seat or when the room is full.
  int connect(std::string_view token, std::int64_t now_ms, std::vector<Outgoing>& out);
  void disconnect(int connection);
  // A message from a connection: {"move": "play 7H"} (a person's move), {"bot": true} (hand the
  // seat to its bot) or {"bot": false} (take it back). A refused one gets {"error": "..."} back and
  // changes nothing; an accepted one sends every connection its view.
  void receive(int connection, std::string_view text, std::int64_t now_ms, std::vector<Outgoing>& out);
  // When the room next moves by itself (a bot to move, a deal to deal), if it will.
  std::optional<std::int64_t> next_step_at() const;
  // Makes the steps due by `now_ms`, one at a time, each sending every connection its view.
  void tick(std::int64_t now_ms, std::vector<Outgoing>& out);
  // Bumped by every change: whoever keeps the table's file writes it again when this moved.
  std::uint64_t changes() const { return changes_; }

 private:
  struct Connection {
    int seat = 0;
    std::deque<std::int64_t> recent;  // when its last messages came, for the rate limit
  };
  void changed(std::int64_t now_ms, std::vector<Outgoing>& out);
  void schedule(std::int64_t now_ms);
  std::string view_text(int seat) const;

  LiveTable table_;
  RoomLimits limits_;
  std::map<int, Connection> connections_;
  int next_id_ = 1;
  std::optional<std::int64_t> step_at_;
  std::uint64_t changes_ = 0;
};

}  // namespace cardrt
