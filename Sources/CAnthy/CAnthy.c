#include "CAnthy.h"
#include "CVitrineShims.h"
#include <pthread.h>
#include <stdio.h>

const char *const vitrine_anthy_soname = "libanthy.so.1";

// Every function used, as a pointer of anthy's own type for it.
#define VITRINE_ANTHY_FUNCTIONS(X) \
    X(anthy_init) X(anthy_conf_override) X(anthy_create_context) X(anthy_release_context) \
    X(anthy_reset_context) X(anthy_context_set_encoding) X(anthy_set_string) X(anthy_get_stat) \
    X(anthy_get_segment_stat) X(anthy_get_segment)

#define VITRINE_ANTHY_POINTER(name) static __typeof__(name) *p_##name;
VITRINE_ANTHY_FUNCTIONS(VITRINE_ANTHY_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded;
static char failure[512];

static void load(void) {
    void *h = CVitrineShims_dlopen(vitrine_anthy_soname, failure, sizeof failure);
    if (!h) return;
#define VITRINE_ANTHY_RESOLVE(name) \
    if (!(p_##name = (__typeof__(name) *)CVitrineShims_dlsym(h, vitrine_anthy_soname, #name, failure, sizeof failure))) return;
    VITRINE_ANTHY_FUNCTIONS(VITRINE_ANTHY_RESOLVE)
    loaded = true;
}

bool vitrine_anthy_load(char *error, size_t size) {
    pthread_once(&once, load);
    if (!loaded && error && size > 0) snprintf(error, size, "%s", failure);
    return loaded;
}

static void require(void) {
    if (!vitrine_anthy_load(NULL, 0)) CVitrineShims_dlopen_required(vitrine_anthy_soname, failure);
}

int vitrine_anthy_init(void) { require(); return p_anthy_init(); }
void vitrine_anthy_conf_override(const char *var, const char *val) { require(); p_anthy_conf_override(var, val); }
anthy_context_t vitrine_anthy_create_context(void) { require(); return p_anthy_create_context(); }
void vitrine_anthy_release_context(anthy_context_t ac) { require(); p_anthy_release_context(ac); }
void vitrine_anthy_reset_context(anthy_context_t ac) { require(); p_anthy_reset_context(ac); }
int vitrine_anthy_context_set_encoding(anthy_context_t ac, int encoding) { require(); return p_anthy_context_set_encoding(ac, encoding); }
int vitrine_anthy_set_string(anthy_context_t ac, const char *s) { require(); return p_anthy_set_string(ac, s); }
int vitrine_anthy_get_stat(anthy_context_t ac, struct anthy_conv_stat *s) { require(); return p_anthy_get_stat(ac, s); }
int vitrine_anthy_get_segment_stat(anthy_context_t ac, int segment, struct anthy_segment_stat *s) { require(); return p_anthy_get_segment_stat(ac, segment, s); }
int vitrine_anthy_get_segment(anthy_context_t ac, int segment, int candidate, char *buf, int size) { require(); return p_anthy_get_segment(ac, segment, candidate, buf, size); }
