// What the checks across sections may rely on. They read the Ruleset, which keeps no trace of the
// reader's complaints; Trust finds where a value came from in the YAML tree and asks the reader whether
// it doubted it (reader.hpp). A check that would only echo an earlier complaint stays quiet.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "interpreter/ruleset/reader.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

class Trust {
public:
    Trust(const Reader& reader, const Node& root) : reader_(reader), root_(root) {}

    const Node& root() const { return root_; }
    // Every name defined by a top-level section ("pieces", "zones", "reserves") is known: the key is not
    // misspelt and holds a map (mistakes inside an entry do not matter to its name).
    bool names(std::string_view section) const { return reader_.readable(root_, section); }
    // A top-level key, and everything under it, was read without a complaint.
    bool top(std::string_view key) const { return reader_.clean(root_, key); }
    // A piece's key ("royal", "code", ...) was read as written.
    bool piece(const PieceType& piece, std::string_view key) const;
    bool every_piece(const std::vector<PieceType>& pieces, std::string_view key) const;
    // A key of the rule written at `where` in the list under the top-level key `section`.
    bool rule(std::string_view section, const SourceLocation& where, std::string_view key) const;

private:
    const Reader& reader_;
    const Node& root_;
};

}  // namespace variant
