// Names of the layout (zones, counters and vars, verbs, values, words) as interned Lua strings,
// found from a name a script passes in one probe of a table keyed by the string's address.
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

namespace cardrt {

// Lua interns every string of up to 40 bytes, so a script's "hand" is the very string the rules
// interned when they loaded: its address finds it, with no scan whose length depends on which
// name was asked (the wrappers of g run for every name a hook passes). A longer name, which Lua
// does not intern, is found by its text.
class NameIndex {
 public:
  // `name` must stay alive as long as the index (the rules keep it referenced from the registry).
  void push_back(const char* name) {
    names_.push_back(name);
    rebuild();
  }
  std::size_t size() const { return names_.size(); }
  const char* operator[](std::size_t i) const { return names_[i]; }

  // The position of `name`, -1 when it is none of the names.
  int find(const char* name) const {
    for (std::size_t slot = hash(name);; slot = (slot + 1) & mask_) {
      const Entry& e = table_[slot];
      if (e.name == name) return e.index;
      if (!e.name) break;
    }
    for (std::size_t i = 0; i < names_.size(); ++i)
      if (std::strcmp(names_[i], name) == 0) return int(i);
    return -1;
  }

 private:
  struct Entry {
    const char* name = nullptr;
    int index = -1;
  };

  std::size_t hash(const char* name) const {
    return std::size_t((reinterpret_cast<std::uintptr_t>(name) * 0x9E3779B97F4A7C15ull) >> 40) & mask_;
  }

  // At most half full, so that a probe for an absent name soon meets an empty entry.
  void rebuild() {
    std::size_t size = 4;
    while (size < 2 * names_.size()) size *= 2;
    mask_ = size - 1;
    table_.assign(size, Entry{});
    for (std::size_t i = 0; i < names_.size(); ++i) {
      std::size_t slot = hash(names_[i]);
      while (table_[slot].name && table_[slot].name != names_[i]) slot = (slot + 1) & mask_;
      if (!table_[slot].name) table_[slot] = Entry{names_[i], int(i)};
    }
  }

  std::vector<const char*> names_;
  std::vector<Entry> table_ = std::vector<Entry>(4);
  std::size_t mask_ = 3;
};

}  // namespace cardrt
