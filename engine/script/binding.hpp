// What the wrap_*.cpp files share (binding.cpp): the hook context a rules `g` handle points at,
// and the argument checks every wrapper uses.
#pragma once

#include <array>
#include <atomic>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "cardrt/game.hpp"
#include "cardrt/mechanic.hpp"
#include "cardrt/notation.hpp"
#include "cardrt/state.hpp"
#include "lua_host.hpp"
#include "name_index.hpp"

namespace cardrt {

// The rules' hooks for the events of turns a mechanic plays (TurnEvent).
enum class TurnHook { WentOut, TrickWon, LastTrick, Stuck, AuctionOver };
constexpr std::size_t kTurnHookCount = 5;

// The game a hook works on. The `g` and move-list handles given to rules hold a pointer to this
// context; the state pointer is set only while a hook runs.
struct HookContext {
  const GameSpec* spec = nullptr;
  State* state = nullptr;
  MoveList* out = nullptr;  // set during the moves hook
  MoveList probe;           // scratch for comparing one move against the list
  bool may_change = false;  // false during the moves hook
  // A variant replaced rules.moves: the rules list every move, also while a mechanic plays the
  // turns (Rules::lists_every_move).
  bool rules_list_every_move = false;
  // During the play hook: the move being applied and its list (payloads mechanics read back).
  const MoveList* applying_list = nullptr;
  const Move* applying = nullptr;
  // Calls of g's changing methods (check_changeable) ever made, and their number when the play
  // hook began: base.play tells by them that the wrapper has not changed the game yet, which
  // costs less than comparing the state with a copy.
  std::uint64_t changes = 0;
  std::uint64_t changes_at_play = 0;
  // The turn events the rules settle, and the registry references of their hooks (LUA_NOREF for
  // those they do not define), by TurnHook: what base.play hands a mechanic's events to.
  TurnHooks turn_hooks;
  std::array<int, kTurnHookCount> turn_hook_refs{};
  std::vector<std::string>* log = nullptr;  // where g:log's messages go (Rules::set_log); null: nowhere
  // What a wrapper builds in C++ while it reads its arguments or pushes its result: one object of
  // each type per context, made on first use and reused, with its capacity, by every later call.
  template <class T>
  T& scratch() {
    const std::size_t slot = scratch_slot<T>();
    if (slot >= scratches_.size()) scratches_.resize(slot + 1);
    Scratch& held = scratches_[slot];
    if (!held) held = Scratch(new T(), ScratchDeleter{[](void* p) { delete static_cast<T*>(p); }});
    return *static_cast<T*>(held.get());
  }
  NameIndex zone_names;  // interned Lua strings
  NameIndex slot_names;
  NameIndex verb_names;
  std::vector<NameIndex> value_names;  // per slot def: its enum or flag values
  std::vector<NameIndex> word_names;   // per verb: its words
  // Each host has exactly one `g` and one move-list handle; wrappers recognise them by address
  // (the context is every wrapper's first upvalue), which is cheaper than a metatable lookup.
  const void* game_handle = nullptr;
  const void* moves_handle = nullptr;
  // Registry references of the move-list handle and of the rules' moves function (LUA_NOREF when
  // they define none), for g:count_moves.
  int moves_handle_ref = -2;
  int moves_hook_ref = -2;

 private:
  struct ScratchDeleter {
    void (*destroy)(void*) = nullptr;
    void operator()(void* p) const { destroy(p); }
  };
  using Scratch = std::unique_ptr<void, ScratchDeleter>;
  static std::size_t next_scratch_slot() {
    static std::atomic<std::size_t> count{0};
    return count++;
  }
  template <class T>
  static std::size_t scratch_slot() {
    static const std::size_t slot = next_scratch_slot();
    return slot;
  }
  std::vector<Scratch> scratches_;
};

// The context of the running wrapper: the one its host is bound to.
inline HookContext& context_of(lua_State* L) { return *static_cast<HookContext*>(LuaHost::of(L).context()); }

// An error message built in C++ is pushed by one statement (its string dies there) and raised
// by the next: a Lua error skips the destructors of what is still alive.
void push_text(lua_State* L, const std::string& text);
int raise_pushed(lua_State* L);  // raises the pushed message at the rules' line

HookContext& check_game(lua_State* L, int idx);  // the `g` handle, during a hook
HookContext& check_changeable(lua_State* L, int idx, const char* method);
// luaL_checkinteger and luaL_checkstring with one call less when the argument is right (the
// wrappers of g run thousands of times a hand); the same errors when it is not.
lua_Integer check_integer(lua_State* L, int idx);
const char* check_string(lua_State* L, int idx);
int check_seat(lua_State* L, const HookContext& ctx, int idx);
// The seat at idx when it is one (the common case, read with one call into Lua), else 0.
inline int given_seat(lua_State* L, const HookContext& ctx, int idx) {
  int is_integer = 0;
  const lua_Integer seat = lua_tointegerx(L, idx, &is_integer);
  return is_integer && seat >= 1 && seat <= ctx.spec->players ? int(seat) : 0;
}
// A zone instance from (name at idx, seat at idx+1); the seat is ignored for table zones.
int check_zone(lua_State* L, const HookContext& ctx, int idx);
int check_zone_def(lua_State* L, const HookContext& ctx, int idx);
int check_slot_def(lua_State* L, const HookContext& ctx, int idx);
int check_verb(lua_State* L, const HookContext& ctx, int idx);
Card check_card(lua_State* L, int idx);  // a card id (0..52) or a card name
int check_suit(lua_State* L, int idx);   // a suit 1..4, or its letter, symbol or name
void push_card_list(lua_State* L, const Card* cards, int n);
// The cards at idx, a mask or an array of ids or names, into out[0..most); returns how many. More
// than `most` is an argument error saying `too_many` ("at most 1,024 cards").
int check_card_list(lua_State* L, int idx, Card* out, int most, const char* too_many);
// Pushes v, or nil for 0 (a seat, suit or rank that is none); returns 1.
inline int nil_or_int(lua_State* L, std::int64_t v) {
  if (v == 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, v);
  return 1;
}
// Pushes a JSON value as Lua values. It walks by index only, so no C++ object lives in its frames
// if a Lua memory error unwinds through it; `v` must outlive the call (not a temporary).
void push_json(lua_State* L, const Json& v);

// Sets the functions of `fns` into the table on top (with the value below the table as upvalue 1,
// if extra_upvalue).
void set_bound_functions(lua_State* L, const luaL_Reg* fns, bool extra_upvalue);
// Mechanic objects (mechanics.NAME): full userdata whose methods recognise them by their
// metatable, kept as each method's upvalue 1.
void* check_object(lua_State* L, const char* what);  // argument 1
void open_game(lua_State* L, HookContext* ctx);      // pushes the `g` handle
void open_moves(lua_State* L, HookContext* ctx);     // pushes the move-list handle
// In the table on top (a variant's `base`, the game's hooks), replaces moves and play with the
// native ones of the mechanic playing the turns, which fall back to the game's own
// (wrap_base_turns.cpp).
void replace_base_turns(lua_State* L);
// Sets global `cards`; its rank order and values follow `layout` (null: no game, they refuse).
void open_cards(lua_State* L, const Layout* layout);

// How the rules see one kind of mechanic: its objects' methods, and how the object of a declared
// mechanic of the kind is made. Each wrap_<kind>.cpp defines one; wrap_mechanics.cpp lists them.
struct MechanicBinding {
  const char* type;              // the kind's Mechanic::type(), as game.yaml writes it
  const char* metatable;         // the registry name of its objects' metatable
  const luaL_Reg* methods;       // bound with the metatable as upvalue 1
  const luaL_Reg* more_methods;  // a second list, or nullptr
  // Pushes the object of declared mechanic number `index`, a unit of this kind (push_declared).
  void (*push)(lua_State* L, const Layout& layout, const Mechanic& unit, std::size_t index);
};
extern const MechanicBinding kRowsBinding;
extern const MechanicBinding kTricksBinding;
extern const MechanicBinding kMeldsBinding;
extern const MechanicBinding kBiddingBinding;
extern const MechanicBinding kClimbingBinding;
extern const MechanicBinding kCaptureBinding;
extern const MechanicBinding kTableauBinding;
// Makes every kind's metatable and sets the global `mechanics`: the object of each mechanic the
// layout declares, by its name.
void open_declared_mechanics(lua_State* L, const Layout& layout);
// A declared mechanic's object: a copy of `value` (plain data its methods read fast, like the
// row zones) with the methods of `binding`, and its layout index as user value 1 (declared_unit).
template <class T>
void push_declared(lua_State* L, const T& value, const MechanicBinding& binding, std::size_t index) {
  static_assert(std::is_trivially_copyable_v<T>, "Lua memory holds the value without its destructor");
  *static_cast<T*>(lua_newuserdatauv(L, sizeof(T), 1)) = value;
  luaL_setmetatable(L, binding.metatable);
  lua_pushinteger(L, lua_Integer(index));
  lua_setiuservalue(L, -2, 1);
}
// The declaration of the mechanic object at argument 1 (checked by its wrapper), whose unit
// answers what the object's copy does not hold.
const MechanicDef& declared_unit(lua_State* L, const HookContext& ctx);
// m:take_turns(g) of a mechanic object (checked by its wrapper) at 1: hands the turns to the
// declared mechanic until the deal ends (turns.hpp).
int take_turns(lua_State* L);

}  // namespace cardrt
