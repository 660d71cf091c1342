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

// A UTF-16 or UTF-32 text (by its byte order mark), any text with NUL bytes, or bytes that are not UTF-8
// (a Latin-1 file): yaml-cpp would read the first, choke on the second and pass the third through into
// names and messages, while every message and caret of ours counts UTF-8 bytes.
std::optional<TextProblem> encoding_problem(std::string_view text);

// "the file is empty ..." when the text has nothing but blanks and comments; nullopt otherwise.
std::optional<std::string> emptiness(std::string_view text);

// The 1-based point of the last document start marker ("---" at the start of a line) on or before a 0-based
// line: where a second document begins, its first node being on that line or after.
TextPoint document_start_before(std::string_view text, int line);

// A 0-based line and column from yaml-cpp, as a 1-based point that shows a source line: a point past
// the last line, or on blank lines at the end, moves to just after the last character of the text.
TextPoint within_text(std::string_view text, int line, int column);

}  // namespace variant::yaml_tree
