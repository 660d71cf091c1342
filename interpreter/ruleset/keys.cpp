#include "interpreter/ruleset/keys.hpp"

#include <fmt/format.h>

#include <map>
#include <stdexcept>

#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

using KeyNames = std::map<std::string, std::vector<std::string>, std::less<>>;

// Every section's key names, in the order of declaring, whatever struct its values are read into.
KeyNames& names() {
    static KeyNames all;
    return all;
}

// Who declared each key: "section.key" -> the rule's name.
std::map<std::string, std::string, std::less<>>& owners() {
    static std::map<std::string, std::string, std::less<>> all;
    return all;
}
std::string declaring_now;

void (*rule_declarations)() = nullptr;

}  // namespace

void key_tables::record_names(std::string_view section, const std::vector<std::string>& added) {
    auto& list = names()[std::string(section)];
    for (const auto& name : added) {
        for (const auto& known : list)
            if (known == name) throw std::logic_error(fmt::format("key '{}.{}' is declared twice", section, name));
        list.push_back(name);
        if (!declaring_now.empty()) owners()[fmt::format("{}.{}", section, name)] = declaring_now;
    }
}

void key_tables::declaring(std::string_view rule) { declaring_now = rule; }

std::string key_owner(std::string_view section, std::string_view key) {
    ensure_keys_declared();
    auto it = owners().find(fmt::format("{}.{}", section, key));
    return it == owners().end() ? std::string() : it->second;
}

void set_rule_keys(void (*declare)()) { rule_declarations = declare; }

void ensure_keys_declared() {
    static const bool declared = [] {
        if (!rule_declarations)
            throw std::logic_error("the rules have not declared their keys: the program lacks the rules' registry "
                                   "(interpreter/features/registry.cpp)");
        declare_front_end_keys();
        rule_declarations();
        return true;
    }();
    (void)declared;
}

const std::vector<std::string>& allowed_keys(std::string_view section) {
    ensure_keys_declared();
    auto it = names().find(section);
    if (it == names().end()) throw std::logic_error(fmt::format("no key list for section '{}'", section));
    return it->second;
}

std::vector<std::string> key_sections() {
    ensure_keys_declared();
    std::vector<std::string> out;
    for (const auto& [name, keys] : names()) out.push_back(name);
    return out;
}

}  // namespace variant
