#pragma once
#include <anthy/anthy.h>
