-- Load-time attack: validate refuses the options with a table instead of a message.
function rules.validate() error({ reason = "no" }) end
