#pragma once
// Thin wrappers over ICU's C API (line breaking, grapheme boundaries, bidi, character
// properties). ICU renames every symbol per version (ubrk_open -> ubrk_open_72), which Swift
// cannot see through its macros, so Swift calls these instead. Every symbol is prefixed CICU_.
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CICU_Breaker CICU_Breaker;

/// Kinds of break iterator.
enum { CICU_BREAK_LINE = 0, CICU_BREAK_CHARACTER = 1, CICU_BREAK_WORD = 2 };

/// Opens a break iterator of `kind` for `locale` ("" for the root locale); NULL on failure.
/// The corresponding C function is `ubrk_open`.
CICU_Breaker *CICU_breakerCreate(int32_t kind, const char *locale);
void CICU_breakerDestroy(CICU_Breaker *breaker);

/// Boundaries of `text` (UTF-16, `length` units) after position 0, in order, up to `capacity`;
/// `hard[i]` is 1 for a mandatory line break (line iterators), or, for word iterators, 1
/// when the segment ending there is a word (letters, digits, ideographs, kana: ICU's rule
/// status past `UBRK_WORD_NONE_LIMIT`), 0 for spaces and punctuation. Returns how many boundaries
/// there are (may exceed `capacity`), or -1 on an ICU error.
/// The corresponding C functions are `ubrk_setText`, `ubrk_next` and `ubrk_getRuleStatus`.
int32_t CICU_breakerRun(CICU_Breaker *breaker, const uint16_t *text, int32_t length,
                        int32_t *positions, uint8_t *hard, int32_t capacity);

/// The Unicode line break class of `c` (ICU's `ULineBreak` value).
/// The corresponding C function is `u_getIntPropertyValue(c, UCHAR_LINE_BREAK)`.
int32_t CICU_lineBreakClass(int32_t c);

/// For Korean word keeping (CSS `word-break: keep-all`, iOS's default for Korean): 2 when
/// `c` is Hangul (line break class H2, H3, JL, JV or JT), 1 when it is another letter, digit
/// or combining mark (AL, NU, CM), 0 otherwise.
int32_t CICU_keepAllClass(int32_t c);

/// Resolves the embedding level of every UTF-16 unit of one paragraph (UAX #9).
/// `paragraphLevel` is 0 (LTR), 1 (RTL) or 0xFE (from the first strong character, LTR if
/// none). Writes `length` levels and the resolved paragraph level; returns 0, or -1 on error.
/// The corresponding C functions are `ubidi_setPara` and `ubidi_getLevels`.
int32_t CICU_bidiLevels(const uint16_t *text, int32_t length, uint8_t paragraphLevel,
                        uint8_t *levels, uint8_t *resolvedParagraphLevel);

/// The visual order of `count` items with the given levels (UAX #9 rule L2): writes, for
/// each visual position, the logical index. The corresponding C function is
/// `ubidi_reorderVisual`.
void CICU_reorderVisual(const uint8_t *levels, int32_t count, int32_t *visualToLogical);

/// The mirrored character of `c` (UAX #9 rule L4), or `c`. The corresponding C function is
/// `u_charMirror`.
int32_t CICU_charMirror(int32_t c);

/// The bidi class of `c` (ICU's `UCharDirection`). The corresponding C function is
/// `u_charDirection`.
int32_t CICU_charDirection(int32_t c);

/// 1 when `c` is Default_Ignorable_Code_Point (bidi controls, joiners, variation selectors,
/// soft hyphen…: drawn as nothing when not supported), else 0. The corresponding C function
/// is `u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)`.
int32_t CICU_isDefaultIgnorable(int32_t c);

#ifdef __cplusplus
}
#endif
