-- Four cards to the table after the deal; the match ends after the deal's last card.
function rules.start_deal(g) g:move_top("stock", nil, "table", nil, 4) end
function rules.last_trick(g) g:end_match() end
