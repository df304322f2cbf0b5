// Option values: type checks, parsing of "key=value" text and display.
#include <cctype>
#include <charconv>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/layout.hpp"

namespace cardrt {

namespace {

std::string values_list(const std::vector<std::string>& values) {
  std::string out;
  for (const auto& v : values) out += (out.empty() ? "" : ", ") + v;
  return out;
}

std::optional<std::int64_t> parse_int(const std::string& text) {
  std::int64_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return v;
}

Json check_int(const OptionDef& def, std::int64_t v, const std::string& context) {
  if (v < def.min || v > def.max) {
    std::string range = def.max == INT64_MAX ? ">= " + std::to_string(def.min)
                        : def.min == INT64_MIN ? "<= " + std::to_string(def.max)
                        : "from " + std::to_string(def.min) + " to " + std::to_string(def.max);
    throw Error(context + "option '" + def.name + "' must be " + range + ", got " + std::to_string(v));
  }
  return v;
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
    return Error(context + "option '" + def.name + "' must be " + want + ", got " + value.dump());
  };
  switch (def.type) {
    case OptionType::Int:
      if (!value.is_number_integer()) throw wrong("an integer");
      return check_int(def, value.get<std::int64_t>(), context);
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
      if (value.is_number_integer() && value.get<std::int64_t>() >= 1 && value.get<std::int64_t>() <= 13)
        return value;
      if (value.is_string())
        if (auto r = parse_rank(value.get<std::string>())) return *r;
      throw wrong("a rank (A 2..9 T J Q K)");
    }
    case OptionType::IntList: {
      if (!value.is_array() || value.empty()) throw wrong("a non-empty list of integers");
      Json out = Json::array();
      for (const auto& item : value) {
        if (!item.is_number_integer()) throw wrong("a non-empty list of integers");
        out.push_back(check_int(def, item.get<std::int64_t>(), context));
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
      auto v = parse_int(text);
      if (!v) throw Error("option '" + def.name + "' must be an integer, got '" + text + "'");
      return check_option_value(def, *v, context);
    }
    case OptionType::Bool: {
      std::string t;
      for (char c : text) t += char(std::tolower(static_cast<unsigned char>(c)));
      if (t == "true" || t == "yes" || t == "on" || t == "1") return true;
      if (t == "false" || t == "no" || t == "off" || t == "0") return false;
      throw Error("option '" + def.name + "' must be true or false, got '" + text + "'");
    }
    case OptionType::Enum:
    case OptionType::Rank: return check_option_value(def, text, context);
    case OptionType::IntList: {
      Json list = Json::array();
      std::size_t start = 0;
      while (start <= text.size()) {
        std::size_t comma = text.find(',', start);
        std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        auto v = parse_int(item);
        if (!v) throw Error("option '" + def.name + "' must be integers separated by commas, got '" + text + "'");
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
  return value.dump();
}

Json option_default(const OptionDef& def, int players) {
  if (!def.default_per_players) return def.default_value;
  return check_option_value(def, std::int64_t(players) + def.players_offset,
                            "with " + std::to_string(players) + " players, the default of ");
}

std::string option_default_text(const OptionDef& def) {
  if (!def.default_per_players) return option_value_text(def, def.default_value);
  if (def.players_offset == 0) return "players";
  return "players " + std::string(def.players_offset > 0 ? "+ " : "- ") +
         std::to_string(def.players_offset > 0 ? def.players_offset : -def.players_offset);
}

}  // namespace cardrt
