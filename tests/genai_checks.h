// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Helpers shared by the Agent Engine / ADK / Gemini reader tests: open a fixture through
// Document, and check a message's grounding against its own chunks (the views' contract).

#include "document/document.h"

#include <QTest>

namespace genaitest {

inline QString fixture(const char *name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA "/") + QString::fromLatin1(name);
}

/// Opens `path` (or `data` when not empty) and waits; QVERIFY-style failure when not Ready.
inline bool open(Document &doc, const QString &path, const QByteArray &data = QByteArray(),
    const QString &name = QStringLiteral("inline.json"))
{
    if (data.isEmpty())
        doc.openFile(path);
    else
        doc.openData(data, name);
    if (!doc.waitForLoaded(20000)) {
        qWarning("load failed: %s", qPrintable(doc.failure().englishText()));
        return false;
    }
    return true;
}

/// The first conversation of fixture `name`, read through Document; null when it did not load.
inline std::shared_ptr<const Conversation> firstConversation(const char *name)
{
    Document doc;
    if (!open(doc, fixture(name)))
        return nullptr;
    return doc.conversation(0);
}

/// The chunk a PartRange points at (views map PartRange::partIndex to Chunk::sourcePart).
inline const Chunk *chunkForPart(const Message &m, int part)
{
    for (const Chunk &c : m.chunks) {
        if (c.sourcePart == part && (c.kind == ChunkKind::Text || c.kind == ChunkKind::Thought))
            return &c;
    }
    return nullptr;
}

/// Every citation of `m` that resolved: its text equals segment.text byte for byte when the
/// source gave one, and its partRanges, read from the chunks with the matching sourcePart, spell
/// the same text in UTF-16 and in UTF-8. Returns the number of citations checked.
inline int checkGrounding(const Message &m)
{
    if (!m.grounding)
        return 0;
    int checked = 0;
    for (const CitedSegment &c : m.grounding->citations) {
        if (c.wholeMessage || c.status == CitationStatus::Unresolved)
            continue;
        if (c.sourceText && c.status != CitationStatus::Mismatch) {
            if (c.text.toUtf8() != c.sourceText->toUtf8()) {
                qWarning("%s: %s != %s", qPrintable(c.jsonPath), qPrintable(c.text),
                    qPrintable(*c.sourceText));
                return -1;
            }
        }
        if (c.partRanges.isEmpty()) {
            qWarning("%s: no partRanges", qPrintable(c.jsonPath));
            return -1;
        }
        QString viaUtf16;
        QByteArray viaUtf8;
        for (const PartRange &r : c.partRanges) {
            const Chunk *chunk = chunkForPart(m, r.partIndex);
            if (!chunk) {
                qWarning("%s: no chunk for part %d", qPrintable(c.jsonPath), r.partIndex);
                return -1;
            }
            viaUtf16 += chunk->text.mid(r.utf16.begin, r.utf16.length());
            viaUtf8 += chunk->text.toUtf8().mid(r.bytes.begin, r.bytes.length());
        }
        if (viaUtf16 != c.text || viaUtf8 != c.text.toUtf8()) {
            qWarning("%s: ranges spell '%s' / '%s', text '%s'", qPrintable(c.jsonPath),
                qPrintable(viaUtf16), viaUtf8.constData(), qPrintable(c.text));
            return -1;
        }
        ++checked;
    }
    return checked;
}

inline int countDiagnostics(const Diagnostics &ds, Severity s, const QString &fragment)
{
    int n = 0;
    for (const Diagnostic &d : ds) {
        if (d.severity == s && d.englishText().contains(fragment))
            ++n;
    }
    return n;
}

inline QStringList statuses(const Grounding &g)
{
    QStringList out;
    for (const CitedSegment &c : g.citations)
        out << citationStatusId(c.status);
    return out;
}

} // namespace genaitest
