#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <anthy/anthy.h>

// anthy (Japanese kana-kanji conversion), opened with dlopen the first time the Japanese input
// mode converts, so a kiosk that never types Japanese maps neither libanthy nor libanthydic at
// exec (librime's shim does the same). The header gives the types; each function below calls
// anthy's function of the same name after `vitrine_`. Check `vitrine_anthy_load` first: a
// function called without the library aborts.

/// Opens anthy (once; later calls return the first answer). False when it cannot be opened or
/// lacks a function, with the reason in `error`.
bool vitrine_anthy_load(char *error, size_t size);

/// The soname `vitrine_anthy_load` opens.
extern const char *const vitrine_anthy_soname;

int vitrine_anthy_init(void);
void vitrine_anthy_conf_override(const char *var, const char *val);
anthy_context_t vitrine_anthy_create_context(void);
void vitrine_anthy_release_context(anthy_context_t ac);
void vitrine_anthy_reset_context(anthy_context_t ac);
int vitrine_anthy_context_set_encoding(anthy_context_t ac, int encoding);
int vitrine_anthy_set_string(anthy_context_t ac, const char *s);
int vitrine_anthy_get_stat(anthy_context_t ac, struct anthy_conv_stat *s);
int vitrine_anthy_get_segment_stat(anthy_context_t ac, int segment, struct anthy_segment_stat *s);
int vitrine_anthy_get_segment(anthy_context_t ac, int segment, int candidate, char *buf, int size);
