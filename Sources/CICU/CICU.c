#include "CICU.h"
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>

struct CICU_Breaker { UBreakIterator *it; int32_t kind; };

CICU_Breaker *CICU_breakerCreate(int32_t kind, const char *locale) {
    UBreakIteratorType type = kind == CICU_BREAK_CHARACTER ? UBRK_CHARACTER
                            : kind == CICU_BREAK_WORD ? UBRK_WORD : UBRK_LINE;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(type, locale, NULL, 0, &status);
    if (U_FAILURE(status) || it == NULL) return NULL;
    CICU_Breaker *b = malloc(sizeof *b);
    if (b == NULL) { ubrk_close(it); return NULL; }
    b->it = it; b->kind = kind;
    return b;
}

void CICU_breakerDestroy(CICU_Breaker *b) {
    if (b == NULL) return;
    ubrk_close(b->it);
    free(b);
}

int32_t CICU_breakerRun(CICU_Breaker *b, const uint16_t *text, int32_t length,
                        int32_t *positions, uint8_t *hard, int32_t capacity) {
    if (b == NULL || length < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(b->it, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t n = 0;
    for (int32_t p = ubrk_next(b->it); p != UBRK_DONE; p = ubrk_next(b->it)) {
        if (n < capacity) {
            positions[n] = p;
            if (hard != NULL) {
                int32_t rule = ubrk_getRuleStatus(b->it);
                if (b->kind == CICU_BREAK_WORD)
                    hard[n] = rule >= UBRK_WORD_NONE_LIMIT ? 1 : 0;
                else
                    hard[n] = (b->kind == CICU_BREAK_LINE && rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        n++;
    }
    // Detach from the caller's buffer.
    status = U_ZERO_ERROR;
    ubrk_setText(b->it, NULL, 0, &status);
    return n;
}

int32_t CICU_lineBreakClass(int32_t c) { return u_getIntPropertyValue(c, UCHAR_LINE_BREAK); }

int32_t CICU_keepAllClass(int32_t c) {
    switch (u_getIntPropertyValue(c, UCHAR_LINE_BREAK)) {
    case U_LB_H2: case U_LB_H3: case U_LB_JL: case U_LB_JV: case U_LB_JT: return 2;
    case U_LB_ALPHABETIC: case U_LB_NUMERIC: case U_LB_COMBINING_MARK: return 1;
    default: return 0;
    }
}

int32_t CICU_bidiLevels(const uint16_t *text, int32_t length, uint8_t paragraphLevel,
                        uint8_t *levels, uint8_t *resolvedParagraphLevel) {
    if (length <= 0) { *resolvedParagraphLevel = paragraphLevel == 1 ? 1 : 0; return 0; }
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    ubidi_setPara(bidi, (const UChar *)text, length, paragraphLevel, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    const UBiDiLevel *l = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status) || l == NULL) { ubidi_close(bidi); return -1; }
    for (int32_t i = 0; i < length; i++) levels[i] = l[i];
    *resolvedParagraphLevel = ubidi_getParaLevel(bidi);
    ubidi_close(bidi);
    return 0;
}

void CICU_reorderVisual(const uint8_t *levels, int32_t count, int32_t *visualToLogical) {
    ubidi_reorderVisual(levels, count, visualToLogical);
}

int32_t CICU_charMirror(int32_t c) { return u_charMirror(c); }
int32_t CICU_charDirection(int32_t c) { return u_charDirection(c); }
int32_t CICU_isDefaultIgnorable(int32_t c) { return u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ? 1 : 0; }
