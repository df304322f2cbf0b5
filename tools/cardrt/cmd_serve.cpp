// `cardrt serve [GAME --seats human,greedy,...]`: tables served to browsers, where people and bots
// play together. The lobby at / sets tables up; with GAME, one table is set up at once and its
// links printed. Every table is kept in a file of the --tables folder as it changes, and the
// tables there are resumed when the server starts.
#include <csignal>
#include <iostream>
#include <memory>

#include "cardrt/error.hpp"
#include "cardrt/words.hpp"
#include "commands.hpp"
#include "table_hall.hpp"
#include "table_server.hpp"

namespace cardrt::cli {

namespace {

struct ServeArgs {
  SelectionArgs selection;
  std::string seats;
  std::string host = "127.0.0.1";
  std::uint16_t port = 0;
  HallSettings hall{{}, "cardrt-tables", 256, {}};
  ServerLimits limits;
};

TableServer* running = nullptr;
void on_signal(int) {
  if (running) running->stop();
}

int run_serve(ServeArgs& args) {
  args.hall.search_dirs = args.selection.selection.search_dirs;
  TableHall hall(args.hall);
  for (const std::string& problem : hall.problems()) std::cerr << "cardrt serve: " << problem << "\n";
  std::optional<std::string> first;
  if (!args.selection.selection.game.empty()) {
    if (args.seats.empty()) throw Error("--seats: say who plays each seat, as human,greedy,human,random");
    first = hall.create(args.selection.selection, split(args.seats, ','), args.selection.seed);
  }
  TableServer server(args.host, args.port, hall, args.limits);
  const std::string base = "http://" + args.host + ":" + std::to_string(server.port());
  // The links go to whoever started the server, who hands each person theirs.
  std::cout << "cardrt serve: the lobby is at " << base << "/\n";
  if (!args.hall.folder.empty())
    std::cout << "tables are kept in " << args.hall.folder << " (" << hall.size() << " there now)\n";
  if (first) {
    const Json links = TableHall::links(*hall.table(*first));
    for (const Json& seat : links["seats"])
      std::cout << "seat " << seat["seat"].get<int>() << ": " << base << seat["link"].get<std::string>() << "\n";
    std::cout << "spectators: " << base << links["spectators"].get<std::string>() << "\n";
  }
  std::cout << std::flush;
  running = &server;
  std::signal(SIGINT, on_signal);
  std::signal(SIGTERM, on_signal);
  server.run();
  running = nullptr;
  return 0;
}

}  // namespace

void add_serve_command(CLI::App& app, Command& chosen) {
  auto args = std::make_shared<ServeArgs>();
  CLI::App* cmd = app.add_subcommand("serve", "Serve tables to browsers, where people and bots play together");
  // The selection options set up a first table, which the lobby makes unnecessary.
  add_selection_options(*cmd, args->selection, "a new one");
  cmd->get_option("GAME")->required(false)->description(
      "Set up a table of this game (or variant file) at once: needs --seats");
  cmd->add_option("--seats", args->seats, "Who plays each seat of the first table: human or a bot, comma-separated")
      ->type_name("S");
  cmd->add_option("--host", args->host, "The address to listen on (127.0.0.1: this machine only)")
      ->capture_default_str()
      ->type_name("ADDRESS");
  cmd->add_option("--port", args->port, "The port (0: one the system picks, printed)")
      ->capture_default_str()
      ->type_name("P");
  cmd->add_option("--tables", args->hall.folder, "The folder the tables' files are kept in (\"\": none)")
      ->capture_default_str()
      ->type_name("DIR");
  cmd->add_option("--max-tables", args->hall.max_tables, "Tables open at once")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--bot-pause", args->hall.room.bot_pause_ms, "Milliseconds before a bot moves")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--deal-pause", args->hall.room.deal_pause_ms, "Milliseconds an ended deal stays on the table")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  cmd->callback([&chosen, args] { chosen = [args] { return run_serve(*args); }; });
}

}  // namespace cardrt::cli
