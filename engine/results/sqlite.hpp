// A thin RAII layer over SQLite's C API for engine/results: connections, prepared statements and
// write transactions, whose errors are cardrt::Error naming the database file.
#pragma once

#include <cstdint>
#include <string>

struct sqlite3;
struct sqlite3_stmt;

namespace cardrt::sqlite {

class Statement;

class Connection {
 public:
  enum class Mode { ReadWriteCreate, ReadOnly };
  // Opens FILE; every statement waits up to `busy_ms` for another process's write to end instead
  // of failing at once.
  Connection(const std::string& path, Mode mode, int busy_ms);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  // Runs statements without parameters or results (several, separated by semicolons).
  void exec(const std::string& sql);
  Statement prepare(const std::string& sql);
  // The one integer a query returns (a pragma, a count).
  std::int64_t integer(const std::string& sql);
  // Rows the last INSERT, UPDATE or DELETE changed.
  std::int64_t changes() const;
  // Puts the file in WAL journal mode (kept in the file), retrying for up to `busy_ms` while
  // another process holds a lock: SQLite answers a mode switch that would deadlock with another
  // process's switch or transaction at once, without waiting. Returns the mode the file is in.
  std::string switch_to_wal(int busy_ms);
  const std::string& path() const { return path_; }
  // Error for SQLite's result `code` of the last call: the file and what SQLite says.
  [[noreturn]] void fail(int code) const;

 private:
  std::string path_;
  sqlite3* db_ = nullptr;
};

class Statement {
 public:
  Statement(Connection& connection, sqlite3_stmt* statement) : connection_(&connection), statement_(statement) {}
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  // Parameters are numbered from 1, as in SQL's ?1.
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, const std::string& value);
  // Runs to the next row: true while there is one, false when done.
  bool step();
  // Columns of the current row, numbered from 0.
  std::int64_t integer(int column) const;
  std::string text(int column) const;  // "" for NULL
  // Ready to run again with new parameters.
  void reset();

 private:
  friend class Connection;  // switch_to_wal reads a busy step's code itself
  Connection* connection_;
  sqlite3_stmt* statement_;
};

// BEGIN IMMEDIATE: takes the write lock at once (waiting for other writers), so a transaction
// never fails half way for a lock another writer holds. Rolled back unless committed.
class WriteTransaction {
 public:
  explicit WriteTransaction(Connection& connection);
  ~WriteTransaction();
  WriteTransaction(const WriteTransaction&) = delete;
  WriteTransaction& operator=(const WriteTransaction&) = delete;
  void commit();

 private:
  Connection& connection_;
  bool open_ = true;
};

}  // namespace cardrt::sqlite
