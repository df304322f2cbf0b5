// The load on `cardrt serve`: starts the server, sets up TABLES tables through its lobby API (one
// person's seat, bots on the others), opens two WebSockets on each (the person's seat, played by
// this program, and a spectator) and plays for SECONDS. A move's latency is the time from sending
// it to its view (the table's version one on) reaching both connections of its table. Prints
// the moves per second (this program's and all of them, the bots' included), the 50th and 99th
// percentile and the largest latency, and the CPU seconds of the server and of this program.
// Usage: cardrt_serve_load CARDRT [TABLES] [SECONDS] [GAME] [BOT] [BOT_PAUSE_MS]
// Before Asio: Boost 1.74's awaitable.hpp uses std::exchange without including <utility>.
#include <utility>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <signal.h>
#include <algorithm>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using Json = nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

struct Table;

// One WebSocket of a table: the person's seat (which moves) or the spectator.
struct Connection : std::enable_shared_from_this<Connection> {
  Connection(net::io_context& io, Table& t, bool plays) : ws(io), table(t), person(plays) {}
  void read();
  websocket::stream<tcp::socket> ws;
  beast::flat_buffer buffer;
  Table& table;
  bool person;
  std::int64_t version = -1;  // of the last view received
  std::string outgoing;
};

struct Table {
  std::shared_ptr<Connection> person, spectator;
  std::int64_t waiting_for = -1;  // the version a sent move makes
  Clock::time_point sent;
  std::int64_t start_version = 0, version = 0;
  bool over = false;
};

std::vector<double> latencies_ms;
bool measuring = true;

void arrived(Table& table) {
  if (table.waiting_for < 0 || table.person->version < table.waiting_for ||
      table.spectator->version < table.waiting_for)
    return;
  if (measuring) latencies_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - table.sent).count());
  table.waiting_for = -1;
}

void Connection::read() {
  ws.async_read(buffer, [self = shared_from_this()](beast::error_code ec, std::size_t) {
    if (ec) return;
    const Json message = Json::parse(beast::buffers_to_string(self->buffer.data()), nullptr, false);
    self->buffer.consume(self->buffer.size());
    if (message.contains("view")) {
      const Json& view = message["view"];
      self->version = view["version"].get<std::int64_t>();
      Table& table = self->table;
      table.version = std::max(table.version, self->version);
      table.over = view.contains("result");
      arrived(table);
      // The person plays the first legal move as soon as it is theirs, once per version.
      if (self->person && view.contains("legal") && table.waiting_for < 0 && measuring) {
        table.waiting_for = self->version + 1;
        table.sent = Clock::now();
        self->outgoing = Json{{"move", view["legal"][0]}}.dump();
        self->ws.async_write(net::buffer(self->outgoing), [](beast::error_code, std::size_t) {});
      }
    }
    self->read();
  });
}

std::string post(net::io_context& io, const std::string& port, const std::string& target, const std::string& body) {
  tcp::resolver resolver(io);
  beast::tcp_stream stream(io);
  stream.connect(resolver.resolve("127.0.0.1", port));
  http::request<http::string_body> request{http::verb::post, target, 11};
  request.set(http::field::host, "127.0.0.1");
  request.set(http::field::content_type, "application/json");
  request.body() = body;
  request.prepare_payload();
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  if (response.result() != http::status::created) throw std::runtime_error("table not made: " + response.body());
  return response.body();
}

std::shared_ptr<Connection> open(net::io_context& io, const std::string& port, Table& table, bool person,
                                 const std::string& link) {
  auto connection = std::make_shared<Connection>(io, table, person);
  tcp::resolver resolver(io);
  net::connect(connection->ws.next_layer(), resolver.resolve("127.0.0.1", port));
  connection->ws.next_layer().set_option(tcp::no_delay(true));
  connection->ws.handshake("127.0.0.1", "/ws/" + link.substr(link.rfind('/') + 1));
  return connection;
}

double cpu_seconds(const rusage& usage) {
  return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
         1e-6 * double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

// utime + stime of a running process, from /proc/PID/stat.
double process_cpu_seconds(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  std::istringstream fields(text.substr(text.rfind(')') + 2));
  std::string field;
  double ticks = 0;
  for (int i = 3; i <= 15 && fields >> field; ++i)
    if (i == 14 || i == 15) ticks += std::stod(field);
  return ticks / double(sysconf(_SC_CLK_TCK));
}

double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  return values[std::min(values.size() - 1, std::size_t(p * double(values.size())))];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: cardrt_serve_load CARDRT [TABLES] [SECONDS] [GAME] [BOT] [BOT_PAUSE_MS]\n";
    return 2;
  }
  const std::string cardrt = argv[1];
  const int tables_wanted = argc > 2 ? std::stoi(argv[2]) : 200;
  const int seconds = argc > 3 ? std::stoi(argv[3]) : 30;
  const std::string game = argc > 4 ? argv[4] : "fantan";
  const std::string bot = argc > 5 ? argv[5] : "greedy";
  const std::string bot_pause = argc > 6 ? argv[6] : "100";

  int out[2];
  if (pipe(out) != 0) return 1;
  const pid_t server = fork();
  if (server == 0) {
    dup2(out[1], 1);
    close(out[0]);
    execl(cardrt.c_str(), cardrt.c_str(), "serve", "--tables", "", "--bot-pause", bot_pause.c_str(), "--deal-pause",
          "1000", "--max-tables", std::to_string(tables_wanted).c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(out[1]);
  FILE* lines = fdopen(out[0], "r");
  char line[512] = {};
  if (!fgets(line, sizeof line, lines)) return 1;
  const std::string first(line);
  const std::size_t colon = first.rfind(':');
  const std::string port = first.substr(colon + 1, first.find('/', colon) - colon - 1);

  net::io_context io;
  std::vector<std::unique_ptr<Table>> tables;
  for (int i = 0; i < tables_wanted; ++i) {
    const Json made =
        Json::parse(post(io, port, "/api/tables", Json{{"game", game}, {"seats", {"human", bot, bot, bot}}}.dump()));
    auto table = std::make_unique<Table>();
    table->person = open(io, port, *table, true, made["seats"][0]["link"]);
    table->spectator = open(io, port, *table, false, made["spectators"]);
    tables.push_back(std::move(table));
  }
  for (auto& table : tables) {
    table->person->read();
    table->spectator->read();
  }
  // A second to settle (the first views), then the measured time.
  io.run_for(std::chrono::seconds(1));
  for (auto& table : tables) table->start_version = table->version;
  latencies_ms.clear();
  rusage before{};
  getrusage(RUSAGE_SELF, &before);
  const double server_before = process_cpu_seconds(server);
  const auto began = Clock::now();
  io.run_for(std::chrono::seconds(seconds));
  const double elapsed = std::chrono::duration<double>(Clock::now() - began).count();
  rusage after{};
  getrusage(RUSAGE_SELF, &after);
  const double server_cpu = process_cpu_seconds(server) - server_before;
  measuring = false;

  std::int64_t all_moves = 0;
  int finished = 0;
  for (auto& table : tables) {
    all_moves += table->version - table->start_version;
    finished += table->over;
  }
  kill(server, SIGTERM);
  waitpid(server, nullptr, 0);
  std::printf(
      "{\"game\": \"%s\", \"tables\": %d, \"connections\": %d, \"bots\": \"%s\", \"bot_pause_ms\": %s, \"seconds\": "
      "%.1f, "
      "\"client_moves\": %lld, \"client_moves_per_s\": %.1f, \"all_moves_per_s\": %.1f, \"latency_p50_ms\": %.2f, "
      "\"latency_p99_ms\": %.2f, \"latency_max_ms\": %.2f, \"server_cpu_s\": %.2f, \"client_cpu_s\": %.2f, "
      "\"matches_over\": %d}\n",
      game.c_str(), tables_wanted, 2 * tables_wanted, bot.c_str(), bot_pause.c_str(), elapsed,
      static_cast<long long>(latencies_ms.size()), double(latencies_ms.size()) / elapsed, double(all_moves) / elapsed,
      percentile(latencies_ms, 0.50), percentile(latencies_ms, 0.99), percentile(latencies_ms, 1.0), server_cpu,
      cpu_seconds(after) - cpu_seconds(before), finished);
  return 0;
}
