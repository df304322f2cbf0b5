rules = rules
