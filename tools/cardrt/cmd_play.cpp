// `cardrt play`: one match on the terminal, people typing moves and commands (hint, undo, save) on
// stdin and bots for the other seats; --resume goes on with a saved match.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <random>

#include "card_style.hpp"
#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/match.hpp"
#include "cardrt/record.hpp"
#include "cardrt/runtime.hpp"
#include "commands.hpp"
#include "play_screen.hpp"
#include "terminal.hpp"

namespace cardrt::cli {

namespace {

struct PlayArgs {
  SelectionArgs select;
  std::string human = "1";
  std::string bots = "random";
  std::string record_file;
  std::string resume_file;
  bool plain = false;
  bool brief = false;
  bool human_given = false, bots_given = false;  // --resume keeps the saved ones otherwise
  MatchLimits limits;
};

// "1", "1,3", "all", or "none" (also "0") → which seats people play; index = seat.
std::vector<bool> human_seats(const std::string& text, int players) {
  std::vector<bool> human(std::size_t(players) + 1, false);
  if (text == "none" || text == "0") return human;
  if (text == "all") {
    std::fill(human.begin() + 1, human.end(), true);
    return human;
  }
  for (const std::string& part : split(text, ',')) {
    int seat = 0;
    auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), seat);
    if (ec != std::errc() || end != part.data() + part.size() || seat < 1 || seat > players)
      throw Error("--human: '" + part + "' is not a seat of this " + std::to_string(players) +
                  "-player game (give seats like 1,3, or all, or none)");
    human[std::size_t(seat)] = true;
  }
  return human;
}

std::string seat_list(const std::vector<int>& seats) {
  return (seats.size() == 1 ? "seat " : "seats ") + join(seats, ", ");
}

std::string signed_text(std::int64_t value) { return (value > 0 ? "+" : "") + std::to_string(value); }

// Typed text as the legal list spells it: verb in lower case, the rest upper case, single spaces.
std::string lowercase_verb(const std::string& line) {
  std::string out;
  bool in_verb = true;
  for (char c : line) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      in_verb = false;
      continue;
    }
    out += char(in_verb ? std::tolower(static_cast<unsigned char>(c)) : std::toupper(static_cast<unsigned char>(c)));
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// A typed group move with '+' or at least two cards is meant to be played (and is then read by
// the rules in any order); a bare verb or a verb and one word asks for a list.
bool looks_complete(const std::string& line) {
  if (line.find('+') != std::string::npos) return true;
  std::size_t words = 0;
  bool in_word = false;
  for (char c : line) {
    bool space = std::isspace(static_cast<unsigned char>(c));
    if (!space && !in_word) ++words;
    in_word = !space;
  }
  return words >= 3;
}
// What `help` (or `?`) prints: the commands and the ways to type a move.
void print_help(const Layout& layout) {
  std::cout << "Type a move as its number, as its text (" << layout.moves.front().verb
            << (layout.moves.front().arg == ArgKind::Card ? " 7H" : "")
            << "), or as its cards alone when one move plays them (7h, 10h, 7h 7d).\n"
               "A verb or the start of a move lists the moves that begin so (meld, add K).\n"
               "Commands: moves (the numbered list again), hint (what a bot would play), undo (take back your\n"
               "last move), rules (the game, its options and moves), save FILE (go on later with cardrt play\n"
               "--resume FILE), help or ? (this), quit or q.\n";
}

// The legal moves that typed cards name with any verb that takes cards: what "7h" alone means
// (play 7H), or "7h 7d" (play 7D 7H), "6h 7s" (move 6H 7S), "7c with 3d 4s" (take 7C with 3D 4S).
std::vector<std::size_t> moves_of_cards(Match& match, const std::string& typed) {
  std::vector<std::size_t> found;
  std::string why;
  for (const MoveDef& def : match.spec().layout->moves) {
    if (def.arg != ArgKind::Card && def.arg != ArgKind::Cards && def.arg != ArgKind::CardTo &&
        def.arg != ArgKind::CardWith)
      continue;
    const int index = match.find_typed(def.verb + " " + typed, why);
    if (index >= 0 && std::find(found.begin(), found.end(), std::size_t(index)) == found.end())
      found.push_back(std::size_t(index));
  }
  return found;
}

// Prints a header when a deal begins and the seats' gains when it ends, once each; brief, only a
// line for each deal when it ends.
class DealLog {
 public:
  explicit DealLog(bool brief) : brief_(brief) {}
  void update(const Match& match) {
    const int deal = match.deal_number();
    if (deal != headed_) {
      headed_ = deal;
      moves_before_ = match.moves_played();
      if (!brief_) std::cout << "\n== Deal " << deal << " — dealer seat " << match.dealer() << " ==\n";
    }
    if (match.deal_over() && deal != reported_) {
      reported_ = deal;
      if (brief_) {
        std::vector<std::string> gains;
        for (int seat = 1; seat <= match.spec().players; ++seat)
          gains.push_back("seat " + std::to_string(seat) + " " + signed_text(match.deal_score(seat, deal)));
        std::cout << "Deal " << deal << " (dealer seat " << match.dealer() << ", "
                  << count_text(match.moves_played() - moves_before_, "move") << "): " << join(gains, ", ") << "\n";
        return;
      }
      std::cout << "Deal " << deal << " over:\n";
      for (const auto& line : laid_meld_lines(match.spec(), match.view(0))) std::cout << "  " << line << "\n";
      std::vector<std::vector<std::string>> rows;
      for (int seat = 1; seat <= match.spec().players; ++seat)
        rows.push_back({"seat " + std::to_string(seat), signed_text(match.deal_score(seat, deal)),
                        "total " + std::to_string(match.score(seat))});
      print_columns(std::cout, rows, "  ");
    }
  }
  // The match was taken back to a move: its deal is headed, and reported when it ends.
  void resume_at(const Match& match) {
    headed_ = match.deal_number();
    reported_ = match.deal_over() ? headed_ : 0;
  }

 private:
  bool brief_;
  int headed_ = 0;
  int reported_ = 0;
  int moves_before_ = 0;  // moves of the match before the deal headed
};

void print_final(const Match& match) {
  std::cout << "\nMatch over after " << count_text(match.deal_number(), "deal") << " and "
            << count_text(match.moves_played(), "move") << ".";
  // A game won or lost rather than scored (a patience): the result alone.
  if (match.spec().won_slot >= 0 && match.state().score_slot < 0) {
    std::cout << (match.winners().empty() ? " Lost.\n" : " Won.\n");
    return;
  }
  std::cout << " Final scores:\n";
  std::vector<std::vector<std::string>> rows;
  for (int seat = 1; seat <= match.spec().players; ++seat)
    rows.push_back({"seat " + std::to_string(seat), std::to_string(match.score(seat))});
  print_columns(std::cout, rows, "  ");
  auto winners = match.winners();
  std::cout << (winners.size() == 1 ? "Winner: " : "Winners: ") << seat_list(winners) << "\n";
}

// The bots of a match: the lineup that plays the bots' seats, and the advisers that answer a
// person's `hint`: the bot --bots names for his seat, or ismcts where that one plays at random and
// has no advice to give. Every bot that remembers what it saw watches every move.
class Bots {
 public:
  Bots(const std::string& text, const GameSpec& game, const std::vector<bool>& human)
      : lineup_(text, game), advisers_(std::size_t(game.players) + 1) {
    const std::vector<BotSpec> specs = parse_lineup(text, game.players);
    for (int seat = 1; seat <= game.players; ++seat) {
      if (!human[std::size_t(seat)]) continue;
      BotSpec spec = specs[std::size_t(seat - 1)];
      if (spec.name == "random" || spec.name == "first") spec = BotSpec{"ismcts", {}};
      advisers_[std::size_t(seat)] = make_bot(spec, game, seat);
    }
  }
  void start_match() {
    lineup_.start_match();
    for (auto& bot : advisers_)
      if (bot) bot->start_match();
  }
  // Whether a caller must keep the state each move is made from, for observe.
  bool observes() const {
    return lineup_.observes() ||
           std::any_of(advisers_.begin(), advisers_.end(), [](const auto& bot) { return bot && bot->observes(); });
  }
  void observe(const State& before, const Match& after) {
    lineup_.observe(before, after);
    for (auto& bot : advisers_)
      if (bot && bot->observes()) bot->observe(before, after);
  }
  std::size_t choose(const Match& match, Rng& rng) { return lineup_.choose(match, rng); }
  // The adviser's move for the person to move, from its own random stream: asking changes nothing
  // in the game, and the same question at the same point gets the same answer.
  std::size_t hint(const Match& match) {
    Rng rng(match.setup().seed ^ 0x68696e74ULL ^ (std::uint64_t(match.moves_played()) << 32));
    return advisers_[std::size_t(match.to_move())]->choose(match, rng);
  }

 private:
  Lineup lineup_;
  std::vector<std::unique_ptr<Bot>> advisers_;  // index = seat; a person's seats only
};

// A person's move of the match, kept so that `undo` can take it back: the seat, how many moves
// the match had before it, and the bots' random stream then.
struct Decision {
  int seat = 0;
  int moves = 0;
  Rng bots_rng;
};

// What a person did at the prompt.
enum class Turn { moved, undo, quit };

// One match at the terminal: the people's and the bots' moves, and undo, save and resume, which
// replay the match's moves with the bots watching, so their memories are the same as if played.
class PlaySession {
 public:
  PlaySession(Match match, std::string human_text, std::string bots_text, Rng bots_rng, std::string record_file)
      : match_(std::move(match)),
        human_text_(std::move(human_text)),
        bots_text_(std::move(bots_text)),
        human_(human_seats(human_text_, match_.spec().players)),
        bots_(bots_text_, match_.spec(), human_),
        bots_rng_(bots_rng),
        record_file_(std::move(record_file)),
        echo_(!isatty(STDIN_FILENO)) {
    for (int seat = 1; seat <= match_.spec().players; ++seat)
      if (human_[std::size_t(seat)]) people_.push_back(seat);
  }

  // Each deal's result and the final scores only, not every move: for a match between bots.
  void be_brief() {
    if (!people_.empty()) throw Error("--brief shows a match between bots: give --human none with it");
    brief_ = true;
    deals_ = DealLog(true);
  }

  // A match saved by `save FILE`: its game and moves, its seats and bots unless the command line
  // gives others; the moves are replayed with the bots watching.
  static PlaySession resume(const std::string& path, const std::vector<std::string>& search_dirs,
                            const std::optional<std::string>& human, const std::optional<std::string>& bots,
                            const std::string& record_file, const MatchLimits& limits) {
    const Json saved = read_json_file(path);
    try {
      const JsonField file(saved, "not a match saved by cardrt play");
      const JsonField play = file["play"];
      play.object();
      Match started = start_match(file, load_rules, search_dirs, path);
      MatchSetup setup = started.setup();
      setup.trace = !record_file.empty();
      setup.limits = limits;
      PlaySession session(
          Match(started.rules(), setup), human ? *human : play["human"].string(), bots ? *bots : play["bots"].string(),
          play["bots_rng"].within([&] { return Rng::from_hex(play["bots_rng"].string()); }), record_file);
      const JsonField moves = file["moves"];
      std::vector<std::string> texts(moves.array());
      for (std::size_t i = 0; i < texts.size(); ++i) texts[i] = moves[i].string();
      const JsonField decisions = play["decisions"];
      for (std::size_t i = 0; i < decisions.array(); ++i) {
        const JsonField d = decisions[i];
        session.decisions_.push_back(
            Decision{int(d["seat"].integer(1, session.match_.spec().players)),
                     int(d["moves"].integer(0, std::int64_t(texts.size()))),
                     d["bots_rng"].within([&] { return Rng::from_hex(d["bots_rng"].string()); })});
      }
      session.catch_up(texts);
      return session;
    } catch (const Error& e) {
      throw Error(path + ": " + e.what());
    }
  }

  int run() {
    const GameSpec& spec = match_.spec();
    std::cout << spec.layout->name << ": " << spec_text(spec) << "\nseed " << match_.setup().seed << "\n";
    if (people_.empty())
      std::cout << "All seats are bots (" << bots_text_ << ").\n";
    else
      std::cout << "You play " << seat_list(people_)
                << "; type a move's number or text; help lists the ways; quit stops.\n";
    if (match_.moves_played() > 0)
      std::cout << "Going on after move " << match_.moves_played() << ", in deal " << match_.deal_number() << ".\n";
    if (!written_in_place(record_file_)) write_record();
    if (match_.moves_played() == 0) bots_.start_match();
    deals_.update(match_);
    show_messages();
    bool quit = false;
    while (!match_.over() && !quit) {
      // A person reads the deal's result before the next one is dealt.
      if (match_.deal_over() && !people_.empty() && !wait_for_enter("Press Enter for the next deal (or quit): ")) {
        quit = true;
        break;
      }
      match_.next_deal();
      deals_.update(match_);
      show_messages();
      const int seat = match_.to_move();
      if (seat == 0) {
        // Only a deal that ended as it was dealt leaves nobody to move.
        if (!match_.deal_over())
          throw Error(spec.layout->id + ": the rules left no seat to move while the deal goes on");
        continue;
      }
      const State before = match_.state();
      if (human_[std::size_t(seat)]) {
        // Several people at one screen: each hand stays hidden until its player is there.
        if (people_.size() > 1 && seat != last_person_) {
          if (!wait_for_enter("\nSeat " + std::to_string(seat) + "'s turn: the others look away; press Enter: ")) {
            quit = true;
            break;
          }
          if (isatty(STDOUT_FILENO)) write_control(std::cout, "\033[2J\033[H");  // clear the last hand away
        }
        last_person_ = seat;
        const Turn turn = human_turn(seat);
        if (turn == Turn::quit) quit = true;
        if (turn != Turn::moved) continue;
      } else {
        match_.apply(bots_.choose(match_, bots_rng_));
      }
      if (bots_.observes()) bots_.observe(before, match_);
      report_move(seat, before);
      deals_.update(match_);
    }
    if (quit) {
      // A person who leaves a match no record keeps may keep it to go on later.
      if (record_file_.empty() && !decisions_.empty() && !input_ended_) offer_save();
      std::cout << "bye\n";
    } else {
      print_final(match_);
    }
    write_record();
    return 0;
  }

 private:
  // Replays `moves` into the match (one at its start) with the bots watching, as if played now.
  void catch_up(const std::vector<std::string>& moves) {
    bots_.start_match();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const State before = match_.state();
      try {
        match_.play(moves[i]);
      } catch (const Error& e) {
        throw Error("move " + std::to_string(i + 1) + " '" + moves[i] + "': " + e.what());
      }
      if (bots_.observes()) bots_.observe(before, match_);
    }
    messages_shown_ = match_.log().size();
    deals_.resume_at(match_);
    seen_.forget();
  }

  // "seat 2: pickup KC KH (took from discard: 9S 9D 4C)", then the rules' messages the move gave.
  void report_move(int seat, const State& before) {
    if (brief_) return;
    const std::string taken = taken_from_piles(match_, before, seat);
    std::cout << "seat " << seat << ": " << match_.history().back() << (taken.empty() ? "" : " (took " + taken + ")")
              << "\n";
    show_messages();
  }

  // The rules' messages (g:log), each shown once, as the moves that gave them are made.
  void show_messages() {
    for (; messages_shown_ < match_.log().size(); ++messages_shown_)
      if (!brief_) std::cout << "  > " << match_.log()[messages_shown_].text << "\n";
  }

  // A line typed at the prompt; false at the end of input, after which nobody is asked again.
  bool read_line(std::string& line) {
    if (!std::getline(std::cin, line)) {
      std::cout << "\n";
      input_ended_ = true;
      return false;
    }
    // Piped input is not shown by a terminal; echoing it keeps the transcript readable.
    if (echo_) std::cout << line << "\n";
    return true;
  }

  // Waits for Enter; false on quit or the end of input.
  bool wait_for_enter(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    return read_line(line) && line != "quit" && line != "q";
  }

  // Asks for a file to save the match in (Enter leaves it unsaved), until one is written.
  void offer_save() {
    std::cout << "Save the match to go on later? A file name, or Enter to leave it: " << std::flush;
    std::string name;
    while (read_line(name)) {
      const std::size_t first = name.find_first_not_of(" \t\r");
      if (first == std::string::npos) return;
      name = name.substr(first, name.find_last_not_of(" \t\r") - first + 1);
      try {
        save(name);
        std::cout << "Saved; go on later with: cardrt play --resume " << shell_word(name) << "\n";
        return;
      } catch (const Error& e) {
        std::cout << e.what() << "\nA file name, or Enter to leave it: " << std::flush;
      }
    }
  }

  // Written at the start, so an unwritable path fails before the game rather than after it, and
  // again at the end; each write replaces the whole file, which always holds a record. A pipe or
  // a device gets the one record at the end.
  void write_record() const {
    if (!record_file_.empty()) write_file_atomic(record_file_, json_text(make_record(match_, record_file_), 2) + "\n");
  }

  // The record of the moves so far, with what a resumed session needs: seats, bots, the bots'
  // random stream and the people's moves that undo can take back.
  void save(const std::string& path) const {
    Json saved = make_record(match_, path);
    Json decisions = Json::array();
    for (const Decision& d : decisions_)
      decisions.push_back(Json{{"seat", d.seat}, {"moves", d.moves}, {"bots_rng", d.bots_rng.to_hex()}});
    saved["play"] =
        Json{{"human", human_text_}, {"bots", bots_text_}, {"bots_rng", bots_rng_.to_hex()}, {"decisions", decisions}};
    write_file_atomic(path, json_text(saved, 2) + "\n");
  }

  // Back to the person's last move: the match replayed up to it, the bots as they were then.
  void undo(int seat) {
    if (decisions_.empty() || decisions_.back().seat != seat)
      throw Error(decisions_.empty() ? "nothing to undo: no move of yours to take back"
                                     : "undo takes back your own last move, and seat " +
                                           std::to_string(decisions_.back().seat) + " has moved since");
    const Decision last = decisions_.back();
    decisions_.pop_back();
    const std::vector<std::string> history = match_.history();
    MatchSetup setup = match_.setup();
    match_ = Match(match_.rules(), setup);
    catch_up(std::vector<std::string>(history.begin(), history.begin() + last.moves));
    bots_rng_ = last.bots_rng;
    const std::size_t after = history.size() - std::size_t(last.moves) - 1;
    std::cout << "Took back your move '" << history[std::size_t(last.moves)] << "'"
              << (after == 0 ? ""
                             : " and the " + std::to_string(after) + (after == 1 ? " move" : " moves") + " after it")
              << ".\n";
  }

  // Asks the person at `seat` until a legal move is made: a number from the list or a move's text
  // (a verb alone, or the start of moves, lists the matching ones), or a command.
  Turn human_turn(int seat) {
    const NumberedMoves moves = numbered_moves(match_);
    show_screen(match_, seat, moves, seen_);
    std::string line;
    while (true) {
      std::cout << "> " << std::flush;
      if (!read_line(line)) return Turn::quit;
      std::size_t first = line.find_first_not_of(" \t\r");
      if (first == std::string::npos) continue;
      line = line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
      if (line == "quit" || line == "q") return Turn::quit;
      const std::string command = line.substr(0, line.find(' '));
      try {
        // The screen's own words, unless the game has a move of that name.
        const bool game_verb = match_.spec().layout->move_index(lowercase_verb(command)) >= 0;
        if (!game_verb && (line == "help" || line == "?")) {
          print_help(*match_.spec().layout);
          continue;
        }
        if (!game_verb && line == "moves") {
          print_moves(moves.texts);
          continue;
        }
        if (!game_verb && line == "rules") {
          print_rules(match_.spec());
          continue;
        }
        if (!game_verb && line == "hint") {
          const std::size_t best = bots_.hint(match_);
          const auto number = std::find(moves.index.begin(), moves.index.end(), best) - moves.index.begin();
          std::cout << "hint: " << number + 1 << ") " << moves.texts[std::size_t(number)] << "\n";
          continue;
        }
        if (!game_verb && line == "undo") {
          undo(seat);
          return Turn::undo;
        }
        if (!game_verb && command == "save") {
          const std::size_t name = line.find_first_not_of(' ', command.size());
          if (name == std::string::npos) throw Error("save needs a file: save FILE");
          save(line.substr(name));
          std::cout << "Saved; go on later with: cardrt play --resume " << shell_word(line.substr(name)) << "\n";
          continue;
        }
        const Decision decision{seat, match_.moves_played(), bots_rng_};
        std::size_t number = 0;
        auto [end, ec] = std::from_chars(line.data(), line.data() + line.size(), number);
        if (end == line.data() + line.size()) {
          const std::size_t count = moves.index.size();
          if (ec != std::errc() || number < 1 || number > count)
            throw Error("there is no move " + line + ": " +
                        (count == 1 ? "the only move now is 1) " + moves.texts[0]
                                    : "give 1 to " + std::to_string(count) + " or a move"));
          match_.apply(moves.index[number - 1]);
        } else if (parse_card(command) && !game_verb) {
          const std::vector<std::size_t> found = moves_of_cards(match_, line);
          std::string typed = lowercase_verb("_ " + line).substr(2);  // "7H 7D", as the list writes cards
          if (const std::size_t with = typed.find(" WITH "); with != std::string::npos)
            typed.replace(with, 6, " with ");
          if (found.size() == 1) {
            match_.apply(found[0]);
          } else {
            std::vector<std::string> texts;
            for (std::size_t k = 0; k < moves.index.size(); ++k)
              if (std::find(found.begin(), found.end(), moves.index[k]) != found.end())
                texts.push_back(std::to_string(k + 1) + ") " + moves.texts[k]);
            throw Error(found.empty() ? "no move plays " + typed + " now; type moves to see the moves"
                                      : typed + " is played by several moves: " + join(texts, "  "));
          }
        } else {
          // A verb or the start of moves lists those moves; any other text is played.
          std::string start = lowercase_verb(line);
          const std::vector<std::string>& legal = moves.texts;
          bool complete = std::find(legal.begin(), legal.end(), start) != legal.end();
          bool starts_some = std::any_of(legal.begin(), legal.end(),
                                         [&](const std::string& m) { return m.compare(0, start.size(), start) == 0; });
          if (!complete && starts_some && !looks_complete(line)) {
            print_moves(legal, start);
            continue;
          }
          match_.play(line);
        }
        decisions_.push_back(decision);
        return Turn::moved;
      } catch (const Error& e) {
        std::cout << e.what() << "\n";
      }
    }
  }

  Match match_;
  std::string human_text_, bots_text_;
  std::vector<bool> human_;  // index = seat
  std::vector<int> people_;
  Bots bots_;
  Rng bots_rng_;
  std::string record_file_;
  bool echo_;
  bool input_ended_ = false;
  std::vector<Decision> decisions_;
  bool brief_ = false;
  DealLog deals_{false};
  SeenCards seen_;
  std::size_t messages_shown_ = 0;
  int last_person_ = 0;  // the person who saw the screen last, for hot-seat play
};

int run_play(const PlayArgs& args) {
  // Suit symbols and colour on a terminal, for the rest of the run.
  if (TerminalOutput* screen = TerminalOutput::of(std::cout); screen && fancy_cards(args.plain))
    screen->set_style(styled_cards);
  if (!args.resume_file.empty()) {
    const Selection& sel = args.select.selection;
    if (!sel.game.empty() || !sel.variant.empty() || !sel.options.empty() || sel.players || args.select.seed)
      throw Error("--resume plays on the saved match: its game, variant, options, players and seed come from " +
                  args.resume_file);
    PlaySession session = PlaySession::resume(
        args.resume_file, sel.search_dirs, args.human_given ? std::optional(args.human) : std::nullopt,
        args.bots_given ? std::optional(args.bots) : std::nullopt, args.record_file, args.limits);
    if (args.brief) session.be_brief();
    return session.run();
  }
  if (args.select.selection.game.empty()) throw Error("play needs a GAME, or --resume FILE");
  auto spec = make_spec(args.select.selection);
  MatchSetup setup;
  // Without --seed every match is new; the seed is printed so it can be played again.
  setup.seed = args.select.seed ? *args.select.seed : std::random_device{}();
  // A record notes every position, so replaying it checks the game state by state.
  setup.trace = !args.record_file.empty();
  setup.limits = args.limits;
  PlaySession session(Match(load_rules(spec), setup), args.human, args.bots, bot_rng(setup.seed), args.record_file);
  if (args.brief) session.be_brief();
  return session.run();
}

}  // namespace

void add_play_command(CLI::App& app, Command& chosen) {
  auto args = std::make_shared<PlayArgs>();
  CLI::App* cmd = app.add_subcommand("play", "Play a match on the terminal against bots");
  add_selection_options(*cmd, args->select, "a new one each game, shown at the start");
  // A saved match names its own game.
  cmd->get_option("GAME")->required(false);
  cmd->add_option("--human", args->human, "Seats people play: 1, 1,3, all, or none (bots only)")
      ->type_name("SEATS")
      ->capture_default_str();
  cmd->add_option("--bots", args->bots,
                  "Bots for the other seats: one for all or one per seat, comma-separated, options after colons "
                  "(ismcts:iterations=500); bots: " +
                      bot_names() + ". A person's hint comes from his seat's bot (ismcts where that is random)")
      ->type_name("B")
      ->capture_default_str();
  cmd->add_option("--record", args->record_file, "Write the game record (JSON) to FILE, at the start and at the end")
      ->type_name("FILE");
  cmd->add_option("--resume", args->resume_file,
                  "Go on with a match saved by 'save FILE' at the prompt (its seats and bots too, unless --human or "
                  "--bots say otherwise)")
      ->type_name("FILE");
  cmd->add_flag("--brief", args->brief,
                "With bots in every seat (--human none): a line for each deal's result and the final scores, not "
                "every move");
  cmd->add_flag("--plain", args->plain,
                "Cards as letters (7H), without suit symbols and colour (also when the output is not a terminal, or "
                "with NO_COLOR set)");
  add_limit_options(*cmd, args->limits);
  cmd->callback([&chosen, args, cmd] {
    args->human_given = cmd->count("--human") > 0;
    args->bots_given = cmd->count("--bots") > 0;
    chosen = [args] { return run_play(*args); };
  });
}

}  // namespace cardrt::cli
