-- Engine-test fixture: a module inside the ruleset folder, which require may load.
return { answer = 42 }
