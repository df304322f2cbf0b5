// Escaping, the page head and embedded data for the HTML pages (report and replay).
#include "html.hpp"

#include "web_assets.hpp"

namespace cardrt::cli {

std::string html_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string page_head(const std::string& title) {
  return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
         "<meta name=\"generator\" content=\"cardrt " CARDRT_VERSION "\">\n<title>" +
         html_escape(title) + "</title>\n<style>\n" + std::string(web::page_css) + "</style>\n</head>\n";
}

std::string script_json(const Json& data) {
  const std::string text = data.dump(-1, ' ', false, Json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  // Outside its strings JSON has none of these characters, and inside them the escapes read the
  // same: with no '<' at all, no text can end the element or start a comment (<!--) or a
  // <script> in it, whatever state the HTML tokenizer is in.
  for (char c : text) {
    switch (c) {
      case '<': out += "\\u003c"; break;
      case '>': out += "\\u003e"; break;
      case '&': out += "\\u0026"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace cardrt::cli
