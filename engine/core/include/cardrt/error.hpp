// The one exception type cardrt throws for bad user content (layouts, rules, moves, options).
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace cardrt {

// The message already carries its location ("game.yaml:12:5: ..." or "rules.lua:42: ...").
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// An option combination the rules refuse (their validate hook): the user's choice and not a fault
// of the rules, so a check over every combination (`cardrt check --all`) passes it by.
class OptionsRefused : public Error {
 public:
  using Error::Error;
};

// "file:line:col: message" with 1-based line and column.
std::string located(const std::string& file, int line, int column, const std::string& message);

// User text as error messages quote it: a hostile file or script may hold names thousands of
// characters long, or control characters that a terminal would act on, and a message has to stay
// readable. The first `shown` bytes (never half a character) in terminal_safe form with line
// breaks as '?' too, and "..." when cut.
std::string clip(std::string_view text, std::size_t shown = 60);

// The name of `names` a misspelt `name` most likely meant: the nearest by edits (a letter added,
// dropped, changed, or two neighbours swapped; case ignored), at most none for names of 1 or 2
// letters, 1 for up to 4 and 2 for longer ones; the first of equals; "" when none is that near.
std::string nearest_name(std::string_view name, const std::vector<std::string>& names);
// "; did you mean 'hands'?" for the nearest name, or "".
std::string did_you_mean(std::string_view name, const std::vector<std::string>& names);
// "unknown option 'antee' for poker; did you mean 'ante'? (options: ante, fast)": `what` names
// the kind, `where` (may be empty) follows the name, `names` are every valid one, `listed` labels
// their list.
std::string unknown_name(const std::string& what, std::string_view name, const std::string& where,
                         const std::vector<std::string>& names, const std::string& listed);
// "a, b, c".
std::string joined(const std::vector<std::string>& names);

}  // namespace cardrt
