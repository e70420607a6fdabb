// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: one JSON document (object, array, envelope with a record array) through format
// detection, indexing, every reader and every export (document_harness.h).
#include "document_harness.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::runDocument(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), "json");
    return 0;
}
