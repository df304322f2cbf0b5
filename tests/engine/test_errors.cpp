// Error text: the name a misspelt one meant, and the "unknown ..." messages built with it.
#include <catch2/catch.hpp>

#include "cardrt/error.hpp"

using namespace cardrt;

TEST_CASE("nearest_name finds the name a misspelt one meant, within a few edits", "[errors]") {
  const std::vector<std::string> zones = {"hand", "hands", "stock", "discard", "meld_wild"};
  CHECK(nearest_name("hnd", zones) == "hand");         // a letter dropped
  CHECK(nearest_name("hans", zones) == "hand");        // changed: hand and hands are both 1 edit; the first wins
  CHECK(nearest_name("stcok", zones) == "stock");      // two neighbours swapped
  CHECK(nearest_name("Discard", zones) == "discard");  // case only
  CHECK(nearest_name("dicsrad", zones) == "discard");  // 2 edits in a long name
  CHECK(nearest_name("meldwild", zones) == "meld_wild");
  CHECK(nearest_name("pile", zones).empty());  // nothing that near
  CHECK(nearest_name("stok", {"stock", "stuck"}) == "stock");
  CHECK(nearest_name("sto", {"stock"}).empty());  // 2 edits for a 3-letter name is too many
  CHECK(nearest_name("z", {"a", "b"}).empty());   // a one-letter name suggests only itself in another case
  CHECK(nearest_name("A", {"a", "b"}) == "a");
  CHECK(nearest_name("stock", {"stock"}).empty());                             // the name itself is no suggestion
  CHECK(nearest_name(std::string(100, 'a'), {std::string(99, 'a')}).empty());  // no search for hostile lengths
}

TEST_CASE("unknown_name says what is unknown, where, what it likely meant and what exists", "[errors]") {
  CHECK(unknown_name("option", "antee", "for poker", {"ante", "fast"}, "options") ==
        "unknown option 'antee' for poker; did you mean 'ante'? (options: ante, fast)");
  CHECK(unknown_name("zone", "pile", "", {"hand", "stock"}, "zones") == "unknown zone 'pile' (zones: hand, stock)");
  CHECK(unknown_name("variant", "x", "of poker", {}, "variants") == "unknown variant 'x' of poker (variants: none)");
  CHECK(did_you_mean("stcok", {"stock"}) == "; did you mean 'stock'?");
  CHECK(did_you_mean("pile", {"stock"}).empty());
}
