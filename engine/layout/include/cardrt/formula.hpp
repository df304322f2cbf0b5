// Formulas: the numbers and truths of a layout that follow the table ("players + 1", "if players
// > 5 then 2 else 1", "min(7, 52 / players)"), read once when the layout loads, checked for names
// and types there, and computed for each selected game from the player count and the options.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cardrt/error.hpp"
#include "cardrt/json.hpp"

namespace cardrt {

// What a formula gives: a number, true or false, or a value of an enum option (only ever
// compared with one of its value names).
enum class FormulaType { Int, Bool, Enum };

// A name a formula reads besides `players`: an option, with its type and, for an enum, its values.
struct FormulaName {
  FormulaType type = FormulaType::Int;
  std::vector<std::string> values;
};

// A formula that does not parse or names what is not there: the message, and the byte of the
// text it points at.
struct FormulaError : Error {
  FormulaError(std::size_t offset_in_text, const std::string& message) : Error(message), offset(offset_in_text) {}
  std::size_t offset;
};

class Formula {
 public:
  // The names a formula may read besides `players`, in the order errors list them.
  using Names = std::vector<std::pair<std::string, FormulaName>>;
  // Reads `text`, which must give `want` (Int or Bool). `deal` (the deal number) may be read
  // only where `deal_known` says the formula is computed at each deal. Throws FormulaError.
  static Formula parse(std::string_view text, FormulaType want, const Names& names, bool deal_known = false);

  // The value at a table of `players` with these option values (ints, booleans, enum value
  // names; a rank option as its number), at deal `deal`: a number, or 0/1 for a truth. Throws
  // Error when the arithmetic leaves the 64-bit range or divides by zero.
  std::int64_t evaluate(int players, const Json& options, int deal = 0) const;

  const std::string& text() const { return text_; }
  // Whether it reads the deal number: its value changes from deal to deal.
  bool reads_deal() const { return reads_deal_; }
  // The options it reads, each once, in the order first read.
  const std::vector<std::string>& options_read() const { return options_read_; }

  struct Node;  // public for the parser, which lives in formula.cpp

 private:
  std::string text_;
  std::vector<Node> nodes_;
  int root_ = -1;
  std::vector<std::string> options_read_;
  bool reads_deal_ = false;
};

struct Formula::Node {
  enum class Op {
    Number,
    Truth,
    Players,
    Deal,
    Option,
    EnumValue,  // leaves
    Negate,
    Not,  // one operand: a
    Add,
    Subtract,
    Multiply,
    Divide,
    Modulo,  // two: a, b
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Equal,
    NotEqual,
    And,
    Or,
    If,  // a ? b : c
    Min,
    Max  // args
  };
  Op op = Op::Number;
  FormulaType type = FormulaType::Int;
  std::int64_t number = 0;
  std::string name;  // Option: its name; EnumValue: the value
  int a = -1, b = -1, c = -1;
  std::vector<int> args;
  std::size_t offset = 0;  // where it begins in the text
};

}  // namespace cardrt
