// Formulas of a layout: the tokenizer, the parser that checks names and types, and evaluation with
// checked 64-bit arithmetic.
#include "cardrt/formula.hpp"

#include <algorithm>
#include <cctype>

#include "checked.hpp"

namespace cardrt {

namespace {

using Node = Formula::Node;
using Op = Node::Op;

// Formulas are short; the limits keep a hostile layout from nesting the parser off its stack.
constexpr std::size_t kMaxFormulaBytes = 1000;
constexpr int kMaxNesting = 64;

struct Token {
  enum class Kind { Number, Word, Symbol, End } kind = Kind::End;
  std::string text;
  std::size_t offset = 0;
};

std::vector<Token> tokenize(std::string_view text) {
  std::vector<Token> out;
  std::size_t i = 0;
  auto is_word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  while (i < text.size()) {
    const char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    Token t;
    t.offset = i;
    if (std::isdigit(static_cast<unsigned char>(c))) {
      t.kind = Token::Kind::Number;
      while (i < text.size() && is_word(text[i])) t.text += text[i++];
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      t.kind = Token::Kind::Word;
      while (i < text.size() && is_word(text[i])) t.text += text[i++];
    } else {
      t.kind = Token::Kind::Symbol;
      const std::string_view two = text.substr(i, 2);
      if (two == "==" || two == "!=" || two == "<=" || two == ">=") {
        t.text = std::string(two);
      } else if (std::string_view("+-*/%()<>,").find(c) != std::string_view::npos) {
        t.text = std::string(1, c);
      } else {
        throw FormulaError(i, "'" + clip(std::string(1, c)) + "' has no meaning in a formula");
      }
      i += t.text.size();
    }
    out.push_back(std::move(t));
  }
  out.push_back(Token{Token::Kind::End, "", text.size()});
  return out;
}

bool is_keyword(const std::string& word) {
  static const char* const kWords[] = {"if", "then", "else", "and", "or", "not", "true", "false", "min", "max"};
  return std::any_of(std::begin(kWords), std::end(kWords), [&](const char* k) { return word == k; });
}

class Parser {
 public:
  Parser(std::string_view text, const Formula::Names& names, std::vector<Node>& nodes,
         std::vector<std::string>& options_read, bool deal_known)
      : tokens_(tokenize(text)), names_(names), nodes_(nodes), options_read_(options_read), deal_known_(deal_known) {}
  bool read_deal() const { return read_deal_; }

  int formula() {
    const int root = expression();
    if (peek().kind != Token::Kind::End) throw FormulaError(peek().offset, "unexpected '" + clip(peek().text) + "'");
    return root;
  }

  // A word no name matched, unless it was the value name of an enum option it is compared with.
  void resolved(int n) const {
    const Node& node = nodes_[std::size_t(n)];
    if (node.op == Op::EnumValue && node.type != FormulaType::Enum) throw FormulaError(node.offset, unknown(node.name));
  }
  // The whole formula, of the type its place in the layout wants.
  void require_result(int n, FormulaType want) const {
    resolved(n);
    if (nodes_[std::size_t(n)].type != want)
      throw FormulaError(0, type_text(want) + " is wanted here, not " + describe(n));
  }
  // A node of the wanted type.
  void require(int n, FormulaType want, const std::string& use) const {
    resolved(n);
    const Node& node = nodes_[std::size_t(n)];
    if (node.type != want) throw FormulaError(node.offset, use + " takes " + type_text(want) + ", not " + describe(n));
  }

 private:
  const Token& peek() const { return tokens_[pos_]; }
  bool at(const char* text) const {
    return peek().kind != Token::Kind::Number && peek().kind != Token::Kind::End && peek().text == text;
  }
  const Token& next() { return tokens_[pos_++]; }
  void expect(const char* text, const std::string& why) {
    if (!at(text))
      throw FormulaError(peek().offset, "expected '" + std::string(text) + "' " + why + ", got " + found());
    ++pos_;
  }
  std::string found() const {
    return peek().kind == Token::Kind::End ? "the end of the formula" : "'" + clip(peek().text) + "'";
  }

  int add(Node node) {
    nodes_.push_back(std::move(node));
    return int(nodes_.size()) - 1;
  }
  int make(Op op, FormulaType type, std::size_t offset, int a = -1, int b = -1, int c = -1) {
    Node node;
    node.op = op;
    node.type = type;
    node.offset = offset;
    node.a = a;
    node.b = b;
    node.c = c;
    return add(std::move(node));
  }

  std::string type_text(FormulaType type) const {
    return type == FormulaType::Int ? "a number" : type == FormulaType::Bool ? "true or false" : "an option's value";
  }
  std::string describe(int n) const {
    const Node& node = nodes_[std::size_t(n)];
    if (node.type == FormulaType::Enum) return "the value of option '" + node.name + "'";
    return type_text(node.type);
  }
  std::string unknown(const std::string& word) const {
    std::vector<std::string> known = {"players"};
    if (deal_known_) known.push_back("deal");
    for (const auto& [name, def] : names_) known.push_back(name);
    return unknown_name("name", clip(word), "", known, "names");
  }

  // The depth of nesting is counted where the grammar recurses: parentheses, operands, branches.
  struct Nest {
    explicit Nest(Parser& p) : p_(p) {
      if (++p_.depth_ > kMaxNesting)
        throw FormulaError(p_.peek().offset, "nested more than " + std::to_string(kMaxNesting) + " deep");
    }
    ~Nest() { --p_.depth_; }
    Parser& p_;
  };

  // if C then A else B | or
  int expression() {
    Nest nest(*this);
    if (!at("if")) return disjunction();
    const std::size_t offset = next().offset;
    const int condition = expression();
    require(condition, FormulaType::Bool, "the condition of 'if'");
    expect("then", "after the condition of 'if'");
    const int yes = expression();
    expect("else", "after 'then ...' (every 'if' needs an 'else')");
    const int no = expression();
    resolved(yes);
    resolved(no);
    const FormulaType type = nodes_[std::size_t(yes)].type;
    if (type == FormulaType::Enum)
      throw FormulaError(nodes_[std::size_t(yes)].offset, "'if' gives a number or true or false, not " + describe(yes));
    if (nodes_[std::size_t(no)].type != type)
      throw FormulaError(nodes_[std::size_t(no)].offset,
                         "'then' gives " + describe(yes) + " but 'else' gives " + describe(no));
    return make(Op::If, type, offset, condition, yes, no);
  }

  int disjunction() {
    int left = conjunction();
    while (at("or")) {
      const std::size_t offset = next().offset;
      const int right = conjunction();
      require(left, FormulaType::Bool, "'or'");
      require(right, FormulaType::Bool, "'or'");
      left = make(Op::Or, FormulaType::Bool, offset, left, right);
    }
    return left;
  }

  int conjunction() {
    int left = negation();
    while (at("and")) {
      const std::size_t offset = next().offset;
      const int right = negation();
      require(left, FormulaType::Bool, "'and'");
      require(right, FormulaType::Bool, "'and'");
      left = make(Op::And, FormulaType::Bool, offset, left, right);
    }
    return left;
  }

  int negation() {
    if (!at("not")) return comparison();
    Nest nest(*this);
    const std::size_t offset = next().offset;
    const int operand = negation();
    require(operand, FormulaType::Bool, "'not'");
    return make(Op::Not, FormulaType::Bool, offset, operand);
  }

  // One comparison at most: "a < b < c" reads as nothing sensible.
  int comparison() {
    const int left = sum();
    static const std::pair<const char*, Op> kOps[] = {{"==", Op::Equal},     {"!=", Op::NotEqual},
                                                      {"<=", Op::LessEqual}, {">=", Op::GreaterEqual},
                                                      {"<", Op::Less},       {">", Op::Greater}};
    for (const auto& [text, op] : kOps) {
      if (!at(text) || peek().kind != Token::Kind::Symbol) continue;
      const std::size_t offset = next().offset;
      const int right = sum();
      if (op == Op::Equal || op == Op::NotEqual)
        equality_operands(left, right, text, offset);
      else {
        require(left, FormulaType::Int, std::string("'") + text + "'");
        require(right, FormulaType::Int, std::string("'") + text + "'");
      }
      const int n = make(op, FormulaType::Bool, offset, left, right);
      if (peek().kind == Token::Kind::Symbol &&
          std::any_of(std::begin(kOps), std::end(kOps), [&](const auto& o) { return peek().text == o.first; }))
        throw FormulaError(peek().offset, "one comparison at a time: join two with 'and'");
      return n;
    }
    return left;
  }

  // Both numbers, both truths, or an enum option and one of its value names (either side).
  void equality_operands(int left, int right, const char* text, std::size_t offset) {
    Node& l = nodes_[std::size_t(left)];
    Node& r = nodes_[std::size_t(right)];
    auto value_of = [&](Node& option, Node& word) {
      const auto& values = option_values(option.name);
      if (std::find(values.begin(), values.end(), word.name) == values.end())
        throw FormulaError(word.offset, "'" + clip(word.name) + "' is no value of option '" + option.name + "' (" +
                                            joined(values) + ")");
      word.op = Op::EnumValue;
      word.type = FormulaType::Enum;
    };
    // A value name reads as a value even where an option has the same name.
    auto word = [](const Node& n) { return n.op == Op::EnumValue || n.op == Op::Option; };
    if (l.type == FormulaType::Enum && l.op == Op::Option && word(r) && r.type != FormulaType::Enum)
      return value_of(l, r);
    if (r.type == FormulaType::Enum && r.op == Op::Option && word(l) && l.type != FormulaType::Enum)
      return value_of(r, l);
    resolved(left);
    resolved(right);
    if (l.type == FormulaType::Enum || r.type == FormulaType::Enum) {
      if (l.type == r.type && option_values(l.name) == option_values(r.name)) return;
      throw FormulaError(l.type == FormulaType::Enum ? r.offset : l.offset,
                         "an enum option is compared with one of its value names or an option of the same values");
    }
    if (l.type != r.type)
      throw FormulaError(offset, std::string("'") + text + "' compares " + describe(left) + " with " + describe(right));
  }

  const std::vector<std::string>& option_values(const std::string& name) const {
    for (const auto& [n, def] : names_)
      if (n == name) return def.values;
    static const std::vector<std::string> none;
    return none;
  }

  int sum() {
    int left = product();
    while (peek().kind == Token::Kind::Symbol && (at("+") || at("-"))) {
      const Token& t = next();
      const Op op = t.text == "+" ? Op::Add : Op::Subtract;
      const int right = product();
      require(left, FormulaType::Int, "'" + t.text + "'");
      require(right, FormulaType::Int, "'" + t.text + "'");
      left = make(op, FormulaType::Int, t.offset, left, right);
    }
    return left;
  }

  int product() {
    int left = unary();
    while (peek().kind == Token::Kind::Symbol && (at("*") || at("/") || at("%"))) {
      const Token& t = next();
      const Op op = t.text == "*" ? Op::Multiply : t.text == "/" ? Op::Divide : Op::Modulo;
      const int right = unary();
      require(left, FormulaType::Int, "'" + t.text + "'");
      require(right, FormulaType::Int, "'" + t.text + "'");
      left = make(op, FormulaType::Int, t.offset, left, right);
    }
    return left;
  }

  int unary() {
    if (!(peek().kind == Token::Kind::Symbol && at("-"))) return atom();
    Nest nest(*this);
    const std::size_t offset = next().offset;
    const int operand = unary();
    require(operand, FormulaType::Int, "'-'");
    return make(Op::Negate, FormulaType::Int, offset, operand);
  }

  int atom() {
    const Token t = next();
    switch (t.kind) {
      case Token::Kind::Number: {
        ParsedInt p = parse_integer(t.text);
        if (p.status == ParsedInt::Status::NotInteger)
          throw FormulaError(t.offset, "'" + clip(t.text) + "' is not a whole number");
        if (p.status == ParsedInt::Status::OutOfRange)
          throw FormulaError(t.offset, clip(t.text) + " is beyond the 64-bit integer range");
        const int n = make(Op::Number, FormulaType::Int, t.offset);
        nodes_[std::size_t(n)].number = p.value;
        return n;
      }
      case Token::Kind::Symbol:
        if (t.text == "(") {
          Nest nest(*this);
          const int inner = expression();
          expect(")", "to close the '(' at byte " + std::to_string(t.offset + 1));
          return inner;
        }
        break;
      case Token::Kind::Word: return word(t);
      case Token::Kind::End: break;
    }
    throw FormulaError(
        t.offset, "expected a number, a name or '(', got " +
                      (t.kind == Token::Kind::End ? std::string("the end of the formula") : "'" + clip(t.text) + "'"));
  }

  int word(const Token& t) {
    if (t.text == "true" || t.text == "false") {
      const int n = make(Op::Truth, FormulaType::Bool, t.offset);
      nodes_[std::size_t(n)].number = t.text == "true";
      return n;
    }
    if (t.text == "min" || t.text == "max") return extreme(t);
    if (is_keyword(t.text)) throw FormulaError(t.offset, "'" + t.text + "' cannot stand here");
    if (t.text == "players") return make(Op::Players, FormulaType::Int, t.offset);
    if (t.text == "deal" &&
        !std::any_of(names_.begin(), names_.end(), [](const auto& n) { return n.first == "deal"; })) {
      if (!deal_known_)
        throw FormulaError(t.offset,
                           "'deal' (the deal number) is known only in numbers computed at each deal: "
                           "deal: each, and a bidding round's bounds");
      read_deal_ = true;
      return make(Op::Deal, FormulaType::Int, t.offset);
    }
    for (const auto& [name, def] : names_) {
      if (name != t.text) continue;
      const int n = make(Op::Option, def.type, t.offset);
      nodes_[std::size_t(n)].name = name;
      if (std::find(options_read_.begin(), options_read_.end(), name) == options_read_.end())
        options_read_.push_back(name);
      return n;
    }
    // Perhaps the value name of an enum option it is compared with; else unknown (require).
    const int n = make(Op::EnumValue, FormulaType::Int, t.offset);
    nodes_[std::size_t(n)].name = t.text;
    return n;
  }

  // min(a, b, ...), max(a, b, ...)
  int extreme(const Token& t) {
    Nest nest(*this);
    expect("(", "after '" + t.text + "'");
    const int n = make(t.text == "min" ? Op::Min : Op::Max, FormulaType::Int, t.offset);
    std::vector<int> args;
    do {
      const int arg = expression();
      require(arg, FormulaType::Int, "'" + t.text + "'");
      args.push_back(arg);
    } while (at(",") && (++pos_, true));
    expect(")", "to close '" + t.text + "('");
    if (args.size() < 2) throw FormulaError(t.offset, "'" + t.text + "' takes two numbers or more");
    nodes_[std::size_t(n)].args = std::move(args);
    return n;
  }

  std::vector<Token> tokens_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  const Formula::Names& names_;
  std::vector<Node>& nodes_;
  std::vector<std::string>& options_read_;
  bool deal_known_ = false;
  bool read_deal_ = false;
};

struct Evaluator {
  const std::vector<Node>& nodes;
  int players;
  const Json& options;
  int deal;

  [[noreturn]] void overflow() const { throw Error("the arithmetic leaves the 64-bit integer range"); }

  std::string text(int n) const {
    const Node& node = nodes[std::size_t(n)];
    return node.op == Op::EnumValue ? node.name : options.at(node.name).get<std::string>();
  }

  std::int64_t option(const Node& node) const {
    const Json& v = options.at(node.name);
    return v.is_boolean() ? std::int64_t(v.get<bool>()) : v.get<std::int64_t>();
  }

  std::int64_t operator()(int n) const {
    const Node& node = nodes[std::size_t(n)];
    auto a = [&] { return (*this)(node.a); };
    auto b = [&] { return (*this)(node.b); };
    std::int64_t out = 0;
    switch (node.op) {
      case Op::Number:
      case Op::Truth: return node.number;
      case Op::Players: return players;
      case Op::Deal: return deal;
      case Op::Option: return option(node);
      case Op::EnumValue: break;
      case Op::Negate:
        if (__builtin_sub_overflow(std::int64_t{0}, a(), &out)) overflow();
        return out;
      case Op::Not: return !a();
      case Op::Add:
        if (__builtin_add_overflow(a(), b(), &out)) overflow();
        return out;
      case Op::Subtract:
        if (__builtin_sub_overflow(a(), b(), &out)) overflow();
        return out;
      case Op::Multiply:
        if (__builtin_mul_overflow(a(), b(), &out)) overflow();
        return out;
      case Op::Divide:
      case Op::Modulo: {
        const std::int64_t x = a(), y = b();
        if (y == 0) throw Error("division by zero");
        if (y == -1) {
          if (node.op == Op::Modulo) return 0;
          if (__builtin_sub_overflow(std::int64_t{0}, x, &out)) overflow();
          return out;
        }
        // Rounded down, as a share of cards is: -7 / 2 is -4, and -7 % 2 is 1.
        std::int64_t q = x / y, r = x % y;
        if (r != 0 && ((r < 0) != (y < 0))) {
          --q;
          r += y;
        }
        return node.op == Op::Divide ? q : r;
      }
      case Op::Less: return a() < b();
      case Op::LessEqual: return a() <= b();
      case Op::Greater: return a() > b();
      case Op::GreaterEqual: return a() >= b();
      case Op::Equal:
      case Op::NotEqual: {
        const bool same =
            nodes[std::size_t(node.a)].type == FormulaType::Enum ? text(node.a) == text(node.b) : a() == b();
        return same == (node.op == Op::Equal);
      }
      case Op::And: return a() && b();
      case Op::Or: return a() || b();
      case Op::If: return a() ? b() : (*this)(node.c);
      case Op::Min:
      case Op::Max: {
        std::int64_t best = (*this)(node.args[0]);
        for (std::size_t i = 1; i < node.args.size(); ++i) {
          const std::int64_t v = (*this)(node.args[i]);
          best = node.op == Op::Min ? std::min(best, v) : std::max(best, v);
        }
        return best;
      }
    }
    throw Error("formula node " + std::to_string(n) + " has no value");
  }
};

}  // namespace

Formula Formula::parse(std::string_view text, FormulaType want, const Names& names, bool deal_known) {
  if (text.size() > kMaxFormulaBytes)
    throw FormulaError(0, "a formula may be at most " + std::to_string(kMaxFormulaBytes) + " bytes long");
  Formula f;
  f.text_ = std::string(text);
  Parser parser(f.text_, names, f.nodes_, f.options_read_, deal_known);
  f.root_ = parser.formula();
  parser.require_result(f.root_, want);
  f.reads_deal_ = parser.read_deal();
  return f;
}

std::int64_t Formula::evaluate(int players, const Json& options, int deal) const {
  return Evaluator{nodes_, players, options, deal}(root_);
}

}  // namespace cardrt
