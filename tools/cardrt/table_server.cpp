// `cardrt serve`'s web server (table_server.hpp). One io_context on one thread: the hall and its
// rooms are only ever touched from it, so they need no lock.
#include "table_server.hpp"

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>
#include <iostream>
#include <map>

#include "cardrt/error.hpp"
#include "live_pages.hpp"

namespace cardrt::cli {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

namespace {
class Socket;
}  // namespace

struct TableServer::Impl {
  Impl(const std::string& host, std::uint16_t port, TableHall& h, ServerLimits l)
      : acceptor(io), hall(h), limits(l), started(std::chrono::steady_clock::now()) {
    beast::error_code ec;
    const net::ip::address address = net::ip::make_address(host, ec);
    if (ec) throw Error("--host: '" + host + "' is not an IP address (127.0.0.1 for this machine, 0.0.0.0 for all)");
    const tcp::endpoint where(address, port);
    acceptor.open(where.protocol(), ec);
    if (!ec) acceptor.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec) acceptor.bind(where, ec);
    if (!ec) acceptor.listen(net::socket_base::max_listen_connections, ec);
    if (ec) throw Error("cannot listen on " + host + ":" + std::to_string(port) + ": " + ec.message());
  }

  std::int64_t now_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
  }
  void accept();
  // Sends what a table's room said, keeps its file, and times the room's next step.
  void after(TableHall::Table& table, std::vector<Outgoing>& out);
  void schedule(TableHall::Table& table);

  net::io_context io;
  tcp::acceptor acceptor;
  TableHall& hall;
  ServerLimits limits;
  std::chrono::steady_clock::time_point started;
  std::map<std::string, std::unique_ptr<net::steady_timer>> timers;      // by table id
  std::map<std::pair<std::string, int>, std::weak_ptr<Socket>> sockets;  // by table id and the room's connection id
  int open = 0;
};

namespace {

// A WebSocket connection holding one seat of a table (or watching it).
class Socket : public std::enable_shared_from_this<Socket> {
 public:
  Socket(tcp::socket socket, TableServer::Impl& server, std::string table)
      : ws_(std::move(socket)), server_(server), table_(std::move(table)) {
    ++server_.open;
  }
  ~Socket() { --server_.open; }

  void start(http::request<http::string_body> request, std::string token) {
    // A message a little too long is read, and refused by the room with its reason; one far too
    // long is cut off unread, and the connection closes (1009, message too big).
    ws_.read_message_max(16 * server_.hall.settings().room.message_bytes);
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.async_accept(request, [self = shared_from_this(), token = std::move(token)](beast::error_code ec) {
      if (!ec) self->opened(token);
    });
  }

  void send(const std::string& text) {
    queue_.push_back(text);
    if (queue_.size() == 1) write();
  }

 private:
  TableHall::Table* table() const { return server_.hall.table(table_); }

  void opened(const std::string& token) {
    TableHall::Table* found = table();
    std::vector<Outgoing> out;
    try {
      if (!found) throw Error("this table is closed");
      id_ = found->room.connect(token, server_.now_ms(), out);
    } catch (const Error& e) {
      ws_.async_close(websocket::close_reason(websocket::close_code::policy_error, e.what()),
                      [self = shared_from_this()](beast::error_code) {});
      return;
    }
    server_.sockets[{table_, id_}] = weak_from_this();
    server_.after(*found, out);
    read();
  }

  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->closed();
      const std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      if (TableHall::Table* found = self->table()) {
        std::vector<Outgoing> out;
        found->room.receive(self->id_, text, self->server_.now_ms(), out);
        self->server_.after(*found, out);
      }
      self->read();
    });
  }

  void write() {
    ws_.text(true);
    ws_.async_write(net::buffer(queue_.front()), [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->closed();
      self->queue_.pop_front();
      if (!self->queue_.empty()) self->write();
    });
  }

  void closed() {
    if (id_ == 0) return;
    if (TableHall::Table* found = table()) found->room.disconnect(id_);
    server_.sockets.erase({table_, id_});
    id_ = 0;
  }

  websocket::stream<beast::tcp_stream> ws_;
  TableServer::Impl& server_;
  std::string table_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  int id_ = 0;
};

std::string error_json(const std::string& message) { return json_text(Json{{"error", message}}, -1, JsonChars::ascii); }

// An HTTP connection: one request, one answer.
//   GET /                 the lobby (HEAD too, for each GET)
//   GET /api/catalogue    what the lobby offers
//   POST /api/tables      a new table: its links
//   GET /table/TOKEN      the table's page
//   GET /record/TOKEN     a finished match's record
//   GET /ws/TOKEN         the table's WebSocket (an upgrade)
class Page : public std::enable_shared_from_this<Page> {
 public:
  Page(tcp::socket socket, TableServer::Impl& server) : stream_(std::move(socket)), server_(server) {}

  void start() {
    parser_.emplace();
    parser_->header_limit(std::uint32_t(server_.limits.request_bytes));
    parser_->body_limit(server_.limits.request_bytes);
    stream_.expires_after(std::chrono::seconds(30));
    http::async_read(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec == http::error::body_limit || ec == http::error::header_limit)
        return self->reply(
            http::status::payload_too_large, "application/json",
            error_json("a request is at most " + std::to_string(self->server_.limits.request_bytes) + " bytes"));
      if (!ec) self->answer();
    });
  }

 private:
  void answer() {
    http::request<http::string_body> request = parser_->release();
    const std::string target(request.target());
    const auto token_after = [&](const std::string& prefix) {
      return target.rfind(prefix, 0) == 0 ? target.substr(prefix.size()) : std::string();
    };
    // HEAD is GET without the body: a link checker or a proxy's health check sees what GET would.
    head_ = request.method() == http::verb::head;
    const bool get = head_ || request.method() == http::verb::get;
    if (websocket::is_upgrade(request)) {
      TableHall::Table* table = server_.hall.find(token_after("/ws/"));
      if (!table) return reply(http::status::not_found, "text/plain", "no table opens with this token\n");
      if (server_.open >= server_.limits.connections)
        return reply(http::status::service_unavailable, "text/plain", "too many connections: try again later\n");
      stream_.expires_never();
      std::make_shared<Socket>(stream_.release_socket(), server_, table->id)
          ->start(std::move(request), token_after("/ws/"));
      return;
    }
    if (get && target == "/") return reply(http::status::ok, "text/html; charset=utf-8", lobby_page());
    if (get && target == "/api/catalogue")
      return reply(http::status::ok, "application/json", json_text(server_.hall.catalogue(), -1, JsonChars::ascii));
    if (target == "/api/tables") {
      if (request.method() != http::verb::post)
        return reply(http::status::method_not_allowed, "application/json", error_json("POST a table request here"));
      return create(request);
    }
    if (TableHall::Table* table = get ? server_.hall.find(token_after("/table/")) : nullptr)
      return reply(http::status::ok, "text/html; charset=utf-8", table_page(table->room.table().match()));
    if (TableHall::Table* table = get ? server_.hall.find(token_after("/record/")) : nullptr) {
      const LiveTable& live = table->room.table();
      if (!live.match().over())
        return reply(http::status::conflict, "application/json",
                     error_json("the match is not over: its record is given once it is"));
      return reply(http::status::ok, "application/json", json_text(live.record(), 1) + "\n",
                   "attachment; filename=\"" + live.match().spec().layout->id + "-" + table->id + ".json\"");
    }
    reply(http::status::not_found, "text/plain", "no such page: a table's link is /table/ and a token\n");
  }

  // A table request from the lobby. Only JSON is taken, so a form on another site cannot post one.
  void create(const http::request<http::string_body>& request) {
    if (request[http::field::content_type].find("application/json") != 0)
      return reply(http::status::unsupported_media_type, "application/json",
                   error_json("a table request is JSON (Content-Type: application/json)"));
    const Json body = Json::parse(request.body(), nullptr, false);
    if (body.is_discarded()) return reply(http::status::bad_request, "application/json", error_json("not JSON"));
    try {
      TableHall::Table& table = *server_.hall.table(server_.hall.create(body));
      reply(http::status::created, "application/json", json_text(TableHall::links(table), -1, JsonChars::ascii));
    } catch (const Error& e) {
      reply(http::status::bad_request, "application/json", error_json(e.what()));
    }
  }

  void reply(http::status status, const char* type, std::string body, const std::string& attachment = "") {
    auto response = std::make_shared<http::response<http::string_body>>(status, 11);
    response->set(http::field::content_type, type);
    response->set(http::field::cache_control, "no-store");
    response->set("Content-Security-Policy",
                  "default-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'none'");
    // A table's address holds its token: no page passes it on to another site.
    response->set("Referrer-Policy", "no-referrer");
    response->set("X-Content-Type-Options", "nosniff");
    if (!attachment.empty()) response->set(http::field::content_disposition, attachment);
    response->body() = std::move(body);
    response->keep_alive(false);
    response->prepare_payload();
    if (head_) response->body().clear();  // Content-Length still gives GET's
    http::async_write(stream_, *response, [self = shared_from_this(), response](beast::error_code, std::size_t) {
      beast::error_code ignored;
      self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    });
  }

  beast::tcp_stream stream_;
  TableServer::Impl& server_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  bool head_ = false;
};

}  // namespace

void TableServer::Impl::accept() {
  acceptor.async_accept([this](beast::error_code ec, tcp::socket socket) {
    if (!ec) {
      // A view is small and must go at once: Nagle's algorithm would hold it for the last one's ack.
      beast::error_code ignored;
      socket.set_option(tcp::no_delay(true), ignored);
      std::make_shared<Page>(std::move(socket), *this)->start();
    }
    if (acceptor.is_open()) accept();
  });
}

void TableServer::Impl::after(TableHall::Table& table, std::vector<Outgoing>& out) {
  for (const Outgoing& o : out)
    if (auto found = sockets.find({table.id, o.connection}); found != sockets.end())
      if (auto socket = found->second.lock()) socket->send(o.text);
  out.clear();
  try {
    hall.keep(table);
  } catch (const Error& e) {
    std::cerr << "cardrt serve: " << e.what() << "\n";  // the table plays on; its file is behind
  }
  schedule(table);
}

void TableServer::Impl::schedule(TableHall::Table& table) {
  const std::optional<std::int64_t> at = table.room.next_step_at();
  if (!at) {
    // No step is due (a person is to move, or the match is over): the timer goes, so a server that
    // runs for months does not keep one for every match it ever held. This may run inside that
    // timer's own handler, which asio has already taken out of it.
    timers.erase(table.id);
    return;
  }
  auto& timer = timers[table.id];
  if (!timer) timer = std::make_unique<net::steady_timer>(io);
  timer->expires_at(started + std::chrono::milliseconds(*at));
  timer->async_wait([this, id = table.id](beast::error_code ec) {
    TableHall::Table* found = hall.table(id);
    if (ec || !found) return;
    std::vector<Outgoing> out;
    found->room.tick(now_ms(), out);
    after(*found, out);
  });
}

TableServer::TableServer(const std::string& host, std::uint16_t port, TableHall& hall, ServerLimits limits)
    : impl_(std::make_unique<Impl>(host, port, hall, limits)) {
  impl_->accept();
}

TableServer::~TableServer() = default;

std::uint16_t TableServer::port() const { return impl_->acceptor.local_endpoint().port(); }

void TableServer::run() { impl_->io.run(); }

void TableServer::stop() {
  net::post(impl_->io, [this] {
    beast::error_code ignored;
    impl_->acceptor.close(ignored);
    impl_->io.stop();
  });
}

}  // namespace cardrt::cli
