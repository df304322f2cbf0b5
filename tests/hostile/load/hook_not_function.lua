-- Load-time attack: rules.play becomes a number, which the engine would otherwise call.
rules.play = 42
