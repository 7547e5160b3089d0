#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <espeak-ng/speak_lib.h>

// espeak-ng (speech synthesis), opened with dlopen the first time something speaks: the
// libespeak-ng Debian ships links libpcaudio and through it PulseAudio, libsndfile, X11 and
// libsystemd's crypto, which a kiosk that never speaks must not map at exec. The header gives
// the types; each function below calls espeak-ng's function of the same name after `vitrine_`.
// Check `vitrine_espeak_load` first: a function called without the library aborts.

/// Opens espeak-ng (once; later calls return the first answer). False when it cannot be opened
/// or lacks a function, with the reason in `error`.
bool vitrine_espeak_load(char *error, size_t size);

/// The soname `vitrine_espeak_load` opens.
extern const char *const vitrine_espeak_soname;

int vitrine_espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options);
void vitrine_espeak_SetSynthCallback(t_espeak_callback *SynthCallback);
const espeak_VOICE **vitrine_espeak_ListVoices(espeak_VOICE *voice_spec);
espeak_ERROR vitrine_espeak_SetVoiceByName(const char *name);
espeak_ERROR vitrine_espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative);
espeak_ERROR vitrine_espeak_Synth(const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type, unsigned int end_position, unsigned int flags, unsigned int *unique_identifier, void *user_data);
