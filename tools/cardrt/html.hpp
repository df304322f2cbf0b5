// What the HTML pages cardrt writes share: escaping, the head with the inline style sheet, and
// data embedded for a page's script.
#pragma once

#include <string>
#include <string_view>

#include "cardrt/files.hpp"

namespace cardrt::cli {

// Text safe inside an element or a quoted attribute.
std::string html_escape(std::string_view text);
// "<!DOCTYPE html>" up to the end of <head>: the title, a viewport for phones, and web/page.css.
std::string page_head(const std::string& title);
// JSON for a <script type="application/json"> element: '<', '>' and '&' written as \u003c,
// \u003e and \u0026, so no text in the data can end the element, open a comment or a script in
// it, or be read as markup in any state of the HTML tokenizer.
std::string script_json(const Json& data);

}  // namespace cardrt::cli
