// A counter's or var's value as views, reports and screens show it, by the var's type.
#include "cardrt/layout.hpp"

namespace cardrt {

namespace {
Json seat_or_null(std::int64_t seat) { return seat ? Json(seat) : Json(nullptr); }
}  // namespace

Json slot_value_json(const SlotDef& def, std::int64_t v) {
  switch (def.type) {
    case SlotType::Bool: return v != 0;
    case SlotType::Seat: return seat_or_null(v);
    case SlotType::Card: return v ? Json(card_name(Card(v - 1))) : Json(nullptr);
    case SlotType::Enum:
      return v >= 1 && v <= std::int64_t(def.values.size()) ? Json(def.values[std::size_t(v - 1)]) : Json(nullptr);
    case SlotType::Flags: {
      Json names = Json::array();
      for (std::size_t i = 0; i < def.values.size(); ++i)
        if (v & (std::int64_t{1} << (i + 1))) names.push_back(def.values[i]);
      return names;
    }
    case SlotType::Suit: return v >= 1 && v <= kSuits ? Json(suit_name(int(v))) : Json(nullptr);
    case SlotType::Seats: {
      Json seats = Json::array();
      for (int seat = 1; seat < 63; ++seat)
        if (v >> seat & 1) seats.push_back(seat);
      return seats;
    }
    case SlotType::Int: return def.may_be_none && v == kNoneValue ? Json(nullptr) : Json(v);
  }
  return v;
}

}  // namespace cardrt
