// The kind of build the tests run in, for the tests that size their work by it: the sanitizer build and a
// debug build check the same things on smaller trees and in shorter games.
#pragma once

namespace variant::test {

// Under AddressSanitizer: GCC says so by __SANITIZE_ADDRESS__, clang (tools/test's sanitizer build) only by
// __has_feature; testing the first alone left clang's sanitizer build counting every perft line in full.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool Sanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool Sanitized = true;
#else
inline constexpr bool Sanitized = false;
#endif
#else
inline constexpr bool Sanitized = false;
#endif

#if defined(NDEBUG)
inline constexpr bool Debug = false;
#else
inline constexpr bool Debug = true;
#endif

// The sanitizer or a debug build: the tests' smaller sizes.
inline constexpr bool SmallBuild = Sanitized || Debug;

}  // namespace variant::test
