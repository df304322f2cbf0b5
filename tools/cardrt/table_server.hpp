// `cardrt serve`'s web server, on Boost.Beast with one thread: HTTP for the lobby, the tables'
// pages, the lobby's API and the records of finished matches, and WebSocket for the tables. A
// connection to /ws/TOKEN holds the seat the token opens in the hall's table, and what the room
// sends goes out on the connections it names.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "table_hall.hpp"

namespace cardrt::cli {

struct ServerLimits {
  std::size_t request_bytes = 16 * 1024;  // an HTTP request's header and body
  int connections = 1024;                 // WebSockets open at once, every table together
};

class TableServer {
 public:
  // Serves the hall's tables on host:port (port 0: one the system picks).
  TableServer(const std::string& host, std::uint16_t port, TableHall& hall, ServerLimits limits = {});
  ~TableServer();
  std::uint16_t port() const;
  // Serves until stop() (which a signal handler may call).
  void run();
  void stop();

  struct Impl;  // the Beast and Asio parts, in table_server.cpp

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace cardrt::cli
