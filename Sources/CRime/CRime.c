#include "CRime.h"
#include "CVitrineShims.h"
#include <pthread.h>
#include <stdio.h>

const char *const vitrine_rime_soname = "librime.so.1";

static pthread_once_t once = PTHREAD_ONCE_INIT;
static RimeApi *api;
static char failure[512];

static void load(void) {
    void *h = CVitrineShims_dlopen(vitrine_rime_soname, failure, sizeof failure);
    if (!h) return;
    RimeApi *(*get)(void) = (RimeApi *(*)(void))CVitrineShims_dlsym(h, vitrine_rime_soname, "rime_get_api", failure, sizeof failure);
    if (!get) return;
    api = get();
    if (!api) snprintf(failure, sizeof failure, "%s: rime_get_api returned no table", vitrine_rime_soname);
}

bool vitrine_rime_load(char *error, size_t size) {
    pthread_once(&once, load);
    if (!api && error && size > 0) snprintf(error, size, "%s", failure);
    return api != NULL;
}

RimeApi *vitrine_rime_api(void) {
    pthread_once(&once, load);
    return api;
}
