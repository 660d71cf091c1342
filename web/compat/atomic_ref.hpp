// std::atomic_ref for the WebAssembly build: Emscripten 3.1.6's libc++ (LLVM 14) lacks it, and the perft hash
// and the search's table read and write their words through it. Included before every file of that build
// (web/CMakeLists.txt); where the library has it, this adds nothing. Loads and stores use the compiler's
// atomic built-ins, as libc++'s own atomic_ref does.
#pragma once

#include <atomic>

#if !defined(__cpp_lib_atomic_ref)
namespace std {
template <class T> class atomic_ref {
public:
    explicit atomic_ref(T& object) : object_(&object) {}
    T load(memory_order order = memory_order_seq_cst) const { return __atomic_load_n(object_, int(order)); }
    void store(T value, memory_order order = memory_order_seq_cst) const {
        __atomic_store_n(object_, value, int(order));
    }

private:
    T* object_;
};
}  // namespace std
#endif
