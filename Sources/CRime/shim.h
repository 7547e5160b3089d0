#pragma once
#include <string.h>
#include <rime_api.h>

// RIME_STRUCT is a macro (a zeroed struct with data_size set, which librime checks to know
// the caller's struct version); Swift cannot call macros, so these make the structs.

static inline RimeTraits CRime_makeTraits(void) {
    RimeTraits t;
    memset(&t, 0, sizeof t);
    RIME_STRUCT_INIT(RimeTraits, t);
    return t;
}

static inline RimeContext CRime_makeContext(void) {
    RimeContext c;
    memset(&c, 0, sizeof c);
    RIME_STRUCT_INIT(RimeContext, c);
    return c;
}

static inline RimeCommit CRime_makeCommit(void) {
    RimeCommit c;
    memset(&c, 0, sizeof c);
    RIME_STRUCT_INIT(RimeCommit, c);
    return c;
}
