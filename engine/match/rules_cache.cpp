// Keeping rules for the matches of a game, while the files they were read from stay unchanged.
#include "cardrt/rules_cache.hpp"

namespace cardrt {

namespace {

// Everything a spec is made of that the rules may depend on: the selection as records name it,
// and the files it was read from.
std::string key_of(const GameSpec& spec) {
  std::string key = json_text(selection_json(spec)) + '\n' + spec.layout->folder;
  for (const auto& file : spec.source_files) key += '\n' + file;
  for (const auto& file : spec.rules_files) key += '\n' + file;
  for (const auto& dir : spec.search_dirs) key += "\n--rules " + dir;
  return key;
}
}  // namespace

std::shared_ptr<Rules> RulesCache::operator()(std::shared_ptr<const GameSpec> spec) {
  return kept_.get(key_of(*spec), [&](FileStamps& stamps) {
    for (const auto& file : spec->source_files) stamps.add(file);
    for (const auto& file : spec->rules_files) stamps.add(file);
    std::shared_ptr<Rules> rules = loader_(spec);
    for (const auto& file : rules->module_files()) stamps.add(file);
    return rules;
  });
}

}  // namespace cardrt
