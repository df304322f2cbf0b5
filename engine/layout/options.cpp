// Option values: type checks, parsing of "key=value" text and display.
#include <cctype>
#include <optional>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/layout.hpp"
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
  switch (def.type) {
    case OptionType::Int: {
      auto v = int_text(def, text);
      if (!v) throw Error("option '" + def.name + "' must be an integer, got '" + clip(text) + "'");
      return check_option_value(def, *v, context);
    }
    case OptionType::Bool: {
      std::string t;
      for (char c : text) t += char(std::tolower(static_cast<unsigned char>(c)));
      if (t == "true" || t == "yes" || t == "on" || t == "1") return true;
      if (t == "false" || t == "no" || t == "off" || t == "0") return false;
      throw Error("option '" + def.name + "' must be true or false, got '" + clip(text) + "'");
    }
    case OptionType::Enum:
    case OptionType::Rank: return check_option_value(def, text, context);
    case OptionType::IntList: {
      Json list = Json::array();
      std::size_t start = 0;
      while (start <= text.size()) {
        std::size_t comma = text.find(',', start);
        std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        auto v = int_text(def, item);
        if (!v) throw Error("option '" + def.name + "' must be integers separated by commas, got '" + clip(text) + "'");
        list.push_back(*v);
        if (comma == std::string::npos) break;
        start = comma + 1;
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

Json option_default(const OptionDef& def, int players) {
  if (!def.default_per_players) return def.default_value;
  // The default is computed only now, far from the file: point at the option's definition.
  std::string context = (def.where.file.empty() ? "" : def.where.prefix()) + "with " + std::to_string(players) +
                        " players, the default of ";
  std::int64_t value = 0;
  if (__builtin_add_overflow(std::int64_t{players}, def.players_offset, &value))
    throw Error(context + "option '" + def.name + "' (" + option_default_text(def) +
                ") leaves the 64-bit integer range");
  return check_option_value(def, value, context);
}

std::string option_default_text(const OptionDef& def) {
  if (!def.default_per_players) return option_value_text(def, def.default_value);
  if (def.players_offset == 0) return "players";
  // Negating in unsigned arithmetic: the most negative offset has no positive int64.
  auto magnitude = def.players_offset > 0 ? std::uint64_t(def.players_offset) : 0 - std::uint64_t(def.players_offset);
  return "players " + std::string(def.players_offset > 0 ? "+ " : "- ") + std::to_string(magnitude);
}

}  // namespace cardrt
