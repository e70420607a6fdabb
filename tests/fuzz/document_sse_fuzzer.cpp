// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: server-sent events (`data:` lines, `event:`, `id:`, comments, CR LF) through
// format detection, indexing, every reader and every export (document_harness.h). Input that
// starts with an SSE line is used as it is; other input is framed here, each line becoming one
// event's `data:` line (`event:`, `id:` and comment lines kept), so that mutations of the JSON
// inside stay SSE.
#include "document_harness.h"

#include "document/sse_framing.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    if (sse::isSseLine(bytes.constData(), bytes.size())) {
        fuzz::runDocument(bytes, "sse");
        return 0;
    }
    QByteArray framed;
    for (const QByteArray &line : bytes.split('\n')) {
        if (line.startsWith("event:") || line.startsWith("id:") || line.startsWith(':'))
            framed += line + '\n';
        else
            framed += "data: " + line + "\n\n";
    }
    fuzz::runDocument(framed, "sse");
    return 0;
}
