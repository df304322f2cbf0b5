// The SQLite layer of engine/results (sqlite.hpp) over SQLite's C API.
#include "sqlite.hpp"

#include <chrono>
#include <thread>

#include <sqlite3.h>

#include "cardrt/error.hpp"

namespace cardrt::sqlite {

Connection::Connection(const std::string& path, Mode mode, int busy_ms) : path_(path) {
  const int flags = mode == Mode::ReadOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
  const int code = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr);
  if (code != SQLITE_OK) {
    // A handle comes back even when the open fails (unless memory ran out), with the message.
    const std::string message = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(code);
    sqlite3_close(db_);
    throw Error(path + ": cannot open the results database: " + message);
  }
  sqlite3_extended_result_codes(db_, 1);
  sqlite3_busy_timeout(db_, busy_ms);
  // A file from someone else's machine is data, never code: its views and triggers do not run,
  // the functions its schema names are not trusted, and SQL cannot corrupt the file on purpose.
  for (const int option : {SQLITE_DBCONFIG_ENABLE_TRIGGER, SQLITE_DBCONFIG_ENABLE_VIEW, SQLITE_DBCONFIG_TRUSTED_SCHEMA})
    sqlite3_db_config(db_, option, 0, nullptr);
  sqlite3_db_config(db_, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
}

Connection::~Connection() { sqlite3_close(db_); }

void Connection::fail(int code) const {
  if ((code & 0xff) == SQLITE_NOTADB) throw Error(path_ + ": not a cardrt results database (not an SQLite file)");
  throw Error(path_ + ": " + sqlite3_errmsg(db_));
}

void Connection::exec(const std::string& sql) {
  if (const int code = sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, nullptr); code != SQLITE_OK) fail(code);
}

Statement Connection::prepare(const std::string& sql) {
  sqlite3_stmt* statement = nullptr;
  if (const int code = sqlite3_prepare_v2(db_, sql.c_str(), int(sql.size()), &statement, nullptr); code != SQLITE_OK)
    fail(code);
  return Statement(*this, statement);
}

std::int64_t Connection::integer(const std::string& sql) {
  Statement query = prepare(sql);
  if (!query.step()) throw Error(path_ + ": no result from " + sql);
  return query.integer(0);
}

std::int64_t Connection::changes() const { return sqlite3_changes64(db_); }

std::string Connection::switch_to_wal(int busy_ms) {
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::milliseconds(busy_ms);
  for (;;) {
    Statement pragma = prepare("PRAGMA journal_mode = WAL");
    const int code = sqlite3_step(pragma.statement_);
    if (code == SQLITE_ROW) return pragma.text(0);
    const int primary = code & 0xff;
    if ((primary != SQLITE_BUSY && primary != SQLITE_LOCKED) || std::chrono::steady_clock::now() > give_up) fail(code);
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

Statement::~Statement() { sqlite3_finalize(statement_); }

Statement& Statement::bind(int index, std::int64_t value) {
  if (const int code = sqlite3_bind_int64(statement_, index, value); code != SQLITE_OK) connection_->fail(code);
  return *this;
}

Statement& Statement::bind(int index, const std::string& value) {
  if (const int code = sqlite3_bind_text(statement_, index, value.data(), int(value.size()), SQLITE_TRANSIENT);
      code != SQLITE_OK)
    connection_->fail(code);
  return *this;
}

bool Statement::step() {
  const int code = sqlite3_step(statement_);
  if (code == SQLITE_ROW) return true;
  if (code == SQLITE_DONE) return false;
  connection_->fail(code);
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(statement_, column); }

std::string Statement::text(int column) const {
  const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement_, column));
  return text ? std::string(text, std::size_t(sqlite3_column_bytes(statement_, column))) : std::string();
}

void Statement::reset() {
  sqlite3_reset(statement_);
  sqlite3_clear_bindings(statement_);
}

WriteTransaction::WriteTransaction(Connection& connection) : connection_(connection) {
  connection_.exec("BEGIN IMMEDIATE");
}

WriteTransaction::~WriteTransaction() {
  if (!open_) return;
  try {
    connection_.exec("ROLLBACK");
  } catch (const Error&) {
    // SQLite may have rolled back itself already (after a full disk, say): nothing left to undo.
  }
}

void WriteTransaction::commit() {
  connection_.exec("COMMIT");
  open_ = false;
}

}  // namespace cardrt::sqlite
