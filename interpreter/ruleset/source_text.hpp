// A ruleset file as text, before it is YAML: is it UTF-8, has it any content, and where does a syntax
// error that yaml-cpp places past the last line show best.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "interpreter/ruleset/source.hpp"

namespace variant::yaml_tree {

struct TextProblem {
    TextPoint where;
    std::string message;
};

// A UTF-16 or UTF-32 text (by its byte order mark), or any text with NUL bytes: yaml-cpp would read the
// first and choke on the second, while every message and caret of ours counts UTF-8 bytes.
std::optional<TextProblem> encoding_problem(std::string_view text);

// "the file is empty ..." when the text has nothing but blanks and comments; nullopt otherwise.
std::optional<std::string> emptiness(std::string_view text);

// A 0-based line and column from yaml-cpp, as a 1-based point that shows a source line: a point past
// the last line, or on blank lines at the end, moves to just after the last character of the text.
TextPoint within_text(std::string_view text, int line, int column);

}  // namespace variant::yaml_tree
