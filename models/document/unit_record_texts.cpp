// SPDX-License-Identifier: GPL-2.0-or-later
#include "unit_record_texts.h"

std::string &threadRecordBuffer()
{
    thread_local std::string buffer;
    return buffer;
}
