// A ruleset file as text, before it is YAML: is it UTF-8, has it any content, and where does a syntax
// error that yaml-cpp places past the last line show best.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "interpreter/core/source.hpp"

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

// Where a second YAML document begins: a "---" line after content, or content after a "..." line (both
// markers stand at the start of a line, which no scalar of a document may do). Read from the text because
// yaml-cpp's LoadAll can loop forever on some malformed input (the fuzzer found ",ZJJ").
struct SecondDocument {
    TextPoint where;
    int length;  // 3 under a "---", 1 under the first content after a "..."
};
std::optional<SecondDocument> second_document(std::string_view text);

// A 0-based line and column from yaml-cpp, as a 1-based point that shows a source line: a point past
// the last line, or on blank lines at the end, moves to just after the last character of the text.
TextPoint within_text(std::string_view text, int line, int column);

}  // namespace variant::yaml_tree
