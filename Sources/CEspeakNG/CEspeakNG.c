#include "CEspeakNG.h"
#include "CVitrineShims.h"
#include <pthread.h>
#include <stdio.h>

const char *const vitrine_espeak_soname = "libespeak-ng.so.1";

// Every function used, as a pointer of espeak-ng's own type for it.
#define VITRINE_ESPEAK_FUNCTIONS(X) \
    X(espeak_Initialize) X(espeak_SetSynthCallback) X(espeak_ListVoices) \
    X(espeak_SetVoiceByName) X(espeak_SetParameter) X(espeak_Synth)

#define VITRINE_ESPEAK_POINTER(name) static __typeof__(name) *p_##name;
VITRINE_ESPEAK_FUNCTIONS(VITRINE_ESPEAK_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded;
static char failure[512];

static void load(void) {
    void *h = CVitrineShims_dlopen(vitrine_espeak_soname, failure, sizeof failure);
    if (!h) return;
#define VITRINE_ESPEAK_RESOLVE(name) \
    if (!(p_##name = (__typeof__(name) *)CVitrineShims_dlsym(h, vitrine_espeak_soname, #name, failure, sizeof failure))) return;
    VITRINE_ESPEAK_FUNCTIONS(VITRINE_ESPEAK_RESOLVE)
    loaded = true;
}

bool vitrine_espeak_load(char *error, size_t size) {
    pthread_once(&once, load);
    if (!loaded && error && size > 0) snprintf(error, size, "%s", failure);
    return loaded;
}

static void require(void) {
    if (!vitrine_espeak_load(NULL, 0)) CVitrineShims_dlopen_required(vitrine_espeak_soname, failure);
}

int vitrine_espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options) {
    require();
    return p_espeak_Initialize(output, buflength, path, options);
}
void vitrine_espeak_SetSynthCallback(t_espeak_callback *SynthCallback) {
    require();
    p_espeak_SetSynthCallback(SynthCallback);
}
const espeak_VOICE **vitrine_espeak_ListVoices(espeak_VOICE *voice_spec) {
    require();
    return p_espeak_ListVoices(voice_spec);
}
espeak_ERROR vitrine_espeak_SetVoiceByName(const char *name) {
    require();
    return p_espeak_SetVoiceByName(name);
}
espeak_ERROR vitrine_espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative) {
    require();
    return p_espeak_SetParameter(parameter, value, relative);
}
espeak_ERROR vitrine_espeak_Synth(const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type, unsigned int end_position, unsigned int flags, unsigned int *unique_identifier, void *user_data) {
    require();
    return p_espeak_Synth(text, size, position, position_type, end_position, flags, unique_identifier, user_data);
}
