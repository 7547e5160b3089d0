#pragma once
#include <hangul.h>
