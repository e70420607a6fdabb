// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: JSON Lines (one record per line, also MCP / JSON-RPC traffic) through format
// detection, indexing, every reader and every export (document_harness.h). Same harness as
// document_json, started from the .jsonl fixtures so its corpus grows sequences.
#include "document_harness.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::runDocument(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), "jsonl");
    return 0;
}
