// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: the MCP client's SSE parser (models/live/sse_parser). The same bytes fed whole,
// split at every byte boundary (one byte at a time), and split at the cuts the first byte picks
// must give the same events (type, data, last event id), retry, comment count and end state.
#include "fuzz_support.h"

#include "live/sse_parser.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

QString run(const QByteArray &bytes, int step)
{
    SseParser parser;
    QVector<SseEvent> events;
    if (step <= 0) {
        events += parser.feed(bytes);
    } else {
        for (qsizetype at = 0; at < bytes.size(); at += step)
            events += parser.feed(bytes.mid(at, step));
    }
    const qsizetype pending = parser.pendingBytes();
    events += parser.finish();
    QStringList out;
    for (const SseEvent &e : events)
        out << e.type + u'|' + QString::fromLatin1(e.data.toHex()) + u'|' + e.lastEventId;
    out << u"retry %1 id %2 comments %3 discarded %4"_s.arg(parser.retryMs())
               .arg(parser.lastEventId())
               .arg(parser.commentCount())
               .arg(parser.discardedAtEnd());
    (void)pending;
    return out.join(u'\n');
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const int step = data[0] % 16 + 2;
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const QString whole = run(bytes, 0);
    const QString bytewise = run(bytes, 1);
    if (bytewise != whole)
        fuzz::fail("SSE events fed a byte at a time differ from the whole",
            u"whole:\n"_s + whole + u"\nbytewise:\n"_s + bytewise);
    const QString pieces = run(bytes, step);
    if (pieces != whole)
        fuzz::fail("SSE events fed in pieces differ from the whole",
            u"whole:\n"_s + whole + u"\npieces:\n"_s + pieces);
    return 0;
}
