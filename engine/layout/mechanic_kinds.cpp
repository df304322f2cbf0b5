// The kinds of mechanic a layout may declare: one line each, its `type:` name and its reader.
#include "mechanic_reading.hpp"

namespace cardrt {

// Each reader lives in its kind's folder (engine/mechanics/<kind>/read_<kind>.cpp).
std::shared_ptr<const Mechanic> read_rows(const Reader&, const YAML::Node&, const YAML::Node&, const std::string&,
                                          Layout&);
std::shared_ptr<const Mechanic> read_tricks(const Reader&, const YAML::Node&, const YAML::Node&, const std::string&,
                                            Layout&);
std::shared_ptr<const Mechanic> read_melds_mechanic(const Reader&, const YAML::Node&, const YAML::Node&,
                                                    const std::string&, Layout&);
std::shared_ptr<const Mechanic> read_bidding(const Reader&, const YAML::Node&, const YAML::Node&, const std::string&,
                                             Layout&);
std::shared_ptr<const Mechanic> read_climbing(const Reader&, const YAML::Node&, const YAML::Node&, const std::string&,
                                              Layout&);
std::shared_ptr<const Mechanic> read_capture(const Reader&, const YAML::Node&, const YAML::Node&, const std::string&,
                                             Layout&);
std::shared_ptr<const Mechanic> read_tableau(const Reader&, const YAML::Node&, const YAML::Node&, const std::string&,
                                             Layout&);

const std::vector<std::pair<const char*, MechanicReader>>& mechanic_kinds() {
  static const std::vector<std::pair<const char*, MechanicReader>> kinds = {
      // clang-format off
      {"sequence_rows", read_rows},
      {"tricks", read_tricks},
      {"melds", read_melds_mechanic},
      {"bidding", read_bidding},
      {"climbing", read_climbing},
      {"capture", read_capture},
      {"tableau", read_tableau},
      // clang-format on
  };
  return kinds;
}

}  // namespace cardrt
