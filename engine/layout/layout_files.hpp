// Reading layout files from disk each time, under the process-wide cache of load_layout and
// load_variant (layout_cache.cpp).
#pragma once

#include <memory>
#include <string>

#include "cardrt/layout.hpp"

namespace cardrt {

std::shared_ptr<const Layout> read_layout_folder(const std::string& folder);
VariantDef read_variant_file(const std::string& file);

}  // namespace cardrt
