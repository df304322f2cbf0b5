// Option values: type checks, parsing of "key=value" text and display, defaults and the other
// numbers of a layout that follow the table, computed for a selected game.
#include <cctype>
#include <optional>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/words.hpp"
#include "checked.hpp"

namespace cardrt {

namespace {

std::string values_list(const std::vector<std::string>& values) {
  std::string out;
  for (const auto& v : values) out += (out.empty() ? "" : ", ") + clip(v);
  return out;
}

[[noreturn]] void out_of_range(const OptionDef& def, const std::string& got, const std::string& context) {
  throw Error(context + "option '" + def.name + "' must be " + range_text(def.min, def.max) + ", got " + got);
}

// An integer JSON value in the option's range. JSON also holds unsigned integers above the
// 64-bit signed range (from Lua tests and records), which must not wrap around.
Json check_int(const OptionDef& def, const Json& value, const std::string& context) {
  if (value.is_number_unsigned() && value.get<std::uint64_t>() > std::uint64_t(INT64_MAX))
    out_of_range(def, json_text(value), context);
  std::int64_t v = value.get<std::int64_t>();
  if (v < def.min || v > def.max) out_of_range(def, std::to_string(v), context);
  return v;
}

// -o text of one integer; nullopt when it is no integer at all.
std::optional<Json> int_text(const OptionDef& def, const std::string& text) {
  ParsedInt p = parse_integer(text);
  if (p.status == ParsedInt::Status::OutOfRange) out_of_range(def, clip(text), "");
  if (p.status == ParsedInt::Status::NotInteger) return std::nullopt;
  return Json(p.value);
}

}  // namespace

std::string option_type_text(const OptionDef& def) {
  switch (def.type) {
    case OptionType::Int: return "int";
    case OptionType::Bool: return "bool";
    case OptionType::Enum: return "enum (" + values_list(def.values) + ")";
    case OptionType::Rank: return "rank (A 2..9 T J Q K)";
    case OptionType::IntList: return "list of int";
  }
  return "";
}

Json check_option_value(const OptionDef& def, const Json& value, const std::string& context) {
  auto wrong = [&](const std::string& want) {
    return Error(context + "option '" + def.name + "' must be " + want + ", got " + clip(json_text(value)));
  };
  switch (def.type) {
    case OptionType::Int:
      if (!value.is_number_integer()) throw wrong("an integer");
      return check_int(def, value, context);
    case OptionType::Bool:
      if (!value.is_boolean()) throw wrong("true or false");
      return value;
    case OptionType::Enum: {
      if (!value.is_string()) throw wrong("one of " + values_list(def.values));
      for (const auto& v : def.values)
        if (v == value.get<std::string>()) return value;
      throw wrong("one of " + values_list(def.values));
    }
    case OptionType::Rank: {
      if (value.is_number_integer() && value.get<std::int64_t>() >= 1 && value.get<std::int64_t>() <= 13) return value;
      if (value.is_string())
        if (auto r = parse_rank(value.get<std::string>())) return *r;
      throw wrong("a rank (A 2..9 T J Q K)");
    }
    case OptionType::IntList: {
      if (!value.is_array() || value.empty()) throw wrong("a non-empty list of integers");
      Json out = Json::array();
      for (const auto& item : value) {
        if (!item.is_number_integer()) throw wrong("a non-empty list of integers");
        out.push_back(check_int(def, item, context));
      }
      return out;
    }
  }
  return value;
}

Json parse_option_text(const OptionDef& def, const std::string& text) {
  std::string context;
  // The text quoted as a value from a file is: "five" on the command line and in a variant alike.
  const std::string got = clip(json_text(Json(text)));
  switch (def.type) {
    case OptionType::Int: {
      auto v = int_text(def, text);
      if (!v) throw Error("option '" + def.name + "' must be an integer, got " + got);
      return check_option_value(def, *v, context);
    }
    case OptionType::Bool: {
      std::string t;
      for (char c : text) t += char(std::tolower(static_cast<unsigned char>(c)));
      if (t == "true" || t == "yes" || t == "on" || t == "1") return true;
      if (t == "false" || t == "no" || t == "off" || t == "0") return false;
      throw Error("option '" + def.name + "' must be true or false, got " + got);
    }
    case OptionType::Enum:
    case OptionType::Rank: return check_option_value(def, text, context);
    case OptionType::IntList: {
      Json list = Json::array();
      for (const std::string& item : split(text, ',')) {
        auto v = int_text(def, item);
        if (!v) throw Error("option '" + def.name + "' must be integers separated by commas, got " + got);
        list.push_back(*v);
      }
      return check_option_value(def, list, context);
    }
  }
  return text;
}

std::string option_value_text(const OptionDef& def, const Json& value) {
  switch (def.type) {
    case OptionType::Int: return std::to_string(value.get<std::int64_t>());
    case OptionType::Bool: return value.get<bool>() ? "true" : "false";
    case OptionType::Enum: return value.get<std::string>();
    case OptionType::Rank: return std::string(1, rank_char(int(value.get<std::int64_t>())));
    case OptionType::IntList: {
      std::string out;
      for (const auto& v : value) out += (out.empty() ? "" : ",") + std::to_string(v.get<std::int64_t>());
      return out;
    }
  }
  return json_text(value);
}

namespace {

// "with 5 players, " and, when the formula reads options, their values: "with 5 players and
// hand_size=7, ".
std::string table_text(const Formula& formula, int players, const Json& options, int deal) {
  std::string text = "with " + std::to_string(players) + " player" + (players == 1 ? "" : "s");
  if (formula.reads_deal()) text += " at deal " + std::to_string(deal);
  std::vector<std::string> read;
  for (const auto& name : formula.options_read())
    read.push_back(name + "=" +
                   (options.at(name).is_string() ? options.at(name).get<std::string>() : json_text(options.at(name))));
  return text + (read.empty() ? "" : " and " + joined(read)) + ", ";
}

}  // namespace

std::int64_t formula_value(const Formula& formula, const Location& where, const std::string& what, int players,
                           const Json& options, int deal) {
  try {
    return formula.evaluate(players, options, deal);
  } catch (const Error& e) {
    throw Error(where.prefix() + table_text(formula, players, options, deal) + what + " (" + formula.text() +
                "): " + e.what());
  }
}

Json option_default(const OptionDef& def, int players, const Json& options) {
  if (!def.default_formula) return def.default_value;
  // The default is computed only now, far from the file: point at the option's default.
  const Formula& formula = *def.default_formula;
  const std::int64_t value =
      formula_value(formula, def.default_where, "the default of option '" + def.name + "'", players, options);
  if (def.type == OptionType::Bool) return value != 0;
  return check_option_value(def, value,
                            def.default_where.prefix() + table_text(formula, players, options, 0) + "the default of ");
}

std::string option_default_text(const OptionDef& def) {
  return def.default_formula ? def.default_formula->text() : option_value_text(def, def.default_value);
}

void resolve_option_defaults(const Layout& layout, int players, Json& options) {
  // Each default after those it reads; layouts are checked to have no cycle.
  auto resolve = [&](const OptionDef& def, auto&& self) -> void {
    if (!options[def.name].is_null()) return;
    if (def.default_formula)
      for (const auto& name : def.default_formula->options_read()) self(*layout.option(name), self);
    options[def.name] = option_default(def, players, options);
  };
  for (const auto& def : layout.options) resolve(def, resolve);
}

std::int64_t TableNumber::at(int players, const Json& options, int deal) const {
  if (!formula) return constant;
  const std::int64_t value = formula_value(*formula, where, what, players, options, deal);
  if (value < min || value > max)
    throw Error(where.prefix() + table_text(*formula, players, options, deal) + what + " (" + formula->text() +
                ") must be " + range_text(min, max) + ", got " + std::to_string(value));
  return value;
}

std::string TableNumber::text() const { return formula ? formula->text() : std::to_string(constant); }

}  // namespace cardrt
