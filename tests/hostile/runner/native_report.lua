-- Runner attack: report a pass straight to the native side. Expected: 0 passed, 1 failed (the
-- file fails: cardrt._native is gone once the prelude has run).
cardrt._native.report(true, "a forged pass", "")
