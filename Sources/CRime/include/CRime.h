#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include <rime_api.h>

// librime (Chinese input), opened with dlopen the first time a Chinese input mode is used:
// librime links boost, glog, gflags, leveldb, snappy, yaml-cpp, marisa, OpenCC and ICU's i18n
// library, which a kiosk that never types Chinese must not map at exec. The header gives the
// types; every call goes through librime's own function table (`vitrine_rime_api`).

/// Opens librime (once; later calls return the first answer). False when it cannot be opened
/// or lacks `rime_get_api`, with the reason in `error`.
bool vitrine_rime_load(char *error, size_t size);

/// librime's function table; NULL until `vitrine_rime_load` succeeded.
RimeApi *vitrine_rime_api(void);

/// The soname `vitrine_rime_load` opens.
extern const char *const vitrine_rime_soname;

// RIME_STRUCT is a macro (a zeroed struct with data_size set, which librime checks to know the
// caller's struct version); Swift cannot call macros, so these make the structs.

static inline RimeTraits vitrine_rime_traits(void) {
    RimeTraits t;
    memset(&t, 0, sizeof t);
    RIME_STRUCT_INIT(RimeTraits, t);
    return t;
}

static inline RimeContext vitrine_rime_context(void) {
    RimeContext c;
    memset(&c, 0, sizeof c);
    RIME_STRUCT_INIT(RimeContext, c);
    return c;
}

static inline RimeCommit vitrine_rime_commit(void) {
    RimeCommit c;
    memset(&c, 0, sizeof c);
    RIME_STRUCT_INIT(RimeCommit, c);
    return c;
}
