// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: the record index and SSE framing fed in pieces, as the indexing worker's read
// buffers and follow mode feed them, cut where bytes of the input say (see below). Oracles:
// RecordIndex gives the same records, framing, envelope and error whether it scans the text at
// once, with growing limits or from exact-size copies of each piece (ASan sees any read outside a
// piece); then a Document opened on the first piece and following the file reads each appended
// piece (file_follower, follow_mode) without crashing, and every conversation it ends with
// reads.
#include "document/file_follower.h"
#include "document/index_view.h"
#include "document/record_index.h"
#include "document_harness.h"

#include <QThreadPool>

#include <algorithm>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

QString describe(const RecordIndex &idx)
{
    QStringList out;
    out << u"framing %1 key %2 array %3 skipped %4"_s.arg(int(idx.framing()))
               .arg(idx.containerKey())
               .arg(idx.topLevelArray())
               .arg(idx.skippedSseEvents());
    const ScanError &e = idx.error();
    out << u"error %1 at %2 record %3 truncated %4 args %5"_s
               .arg(QString::fromLatin1(e.sourceText ? e.sourceText : "-"))
               .arg(e.offset)
               .arg(e.recordBegin)
               .arg(e.truncated)
               .arg(e.args.join(u'|'));
    const auto add = [&out](const char *what, const RecordList &records) {
        out << QString::fromLatin1(what) + u" %1"_s.arg(records.size());
        for (const RecordRange &r : records)
            out << u"  [%1,%2) line %3 col %4 index %5 page %6"_s.arg(r.begin)
                       .arg(r.end)
                       .arg(r.line)
                       .arg(r.column)
                       .arg(r.index)
                       .arg(r.listPage);
    };
    add("records", idx.records());
    add("values", idx.topLevelValues());
    out << u"envelope %1 at %2"_s.arg(QString::fromUtf8(idx.envelopeText().toHex()))
               .arg(idx.envelopeBegin());
    return out.join(u'\n');
}

// Scans `text` the indexing worker's way: each piece as an exact-size copy (scanBytes), the
// provisional records looked at between pieces as the unit stream does.
QString scanInPieces(const char *text, qint64 size, const std::vector<qint64> &cuts, bool copies)
{
    RecordIndex idx(text, size);
    for (size_t k = 0; k <= cuts.size() && !idx.finished(); ++k) {
        const qint64 to = k < cuts.size() ? cuts[k] : size;
        const qint64 at = idx.position();
        if (at < to) {
            if (copies) {
                std::unique_ptr<char[]> piece(new char[size_t(to - at)]);
                std::memcpy(piece.get(), text + at, size_t(to - at));
                idx.scanBytes(piece.get(), to - at);
            } else {
                idx.scan(to);
            }
        }
        if (!idx.finished()) {
            (void)IndexView::provisionalOf(idx, idx.provisionalCount() / 2);
            (void)idx.provisionalFraming();
            (void)idx.provisionalEnvelopeText();
            (void)idx.provisionalContainerKey();
        }
    }
    if (!idx.finished())
        idx.scanAll();
    for (const RecordRange &r : idx.records())
        (void)idx.recordText(r);
    return describe(idx);
}

void appendTo(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append) || file.write(bytes) != bytes.size())
        fuzz::fail("cannot append to the followed file");
}

void settle()
{
    for (int round = 0; round < 4; ++round) {
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
    }
}

void follow(const QByteArray &text, const std::vector<qint64> &cuts)
{
    const qint64 first = cuts.empty() ? text.size() : cuts.front();
    const QString path = fuzz::writeTempFile(text.left(first), "follow");
    Document document;
    DocumentTuning tuning;
    tuning.summaries = false;
    document.setTuning(tuning);
    document.openFile(path);
    if (!document.waitForLoaded(-1))
        return;
    bool replaced = false;
    QObject::connect(&document, &Document::fileReplaced, [&replaced] { replaced = true; });
    document.setFollowing(true);
    settle();
    qint64 from = first;
    for (size_t k = 1; k <= cuts.size() && !replaced && document.isFollowing(); ++k) {
        const qint64 to = k < cuts.size() ? cuts[k] : text.size();
        appendTo(path, text.mid(from, to - from));
        from = to;
        if (auto *follower = document.findChild<FileFollower *>())
            follower->check();
        settle();
    }
    for (int i = 0; i < document.conversationCount(); ++i) {
        (void)document.summary(i);
        if (!document.conversation(i))
            fuzz::fail("Document::conversation() returned null for a valid index");
    }
    (void)document.searchRanges();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureCoreApp();
    // Where to cut: after a 0xFE byte (never the start of UTF-8 text), the number of pieces and
    // one byte per cut; otherwise cuts from a hash of the input, so that plain transcripts (the
    // seeds) are split too.
    fuzz::Input in(data, size);
    std::vector<uint8_t> fractions;
    if (size > 0 && data[0] == 0xFE) {
        in.byte();
        for (int k = in.byte() % 8; k > 0; --k)
            fractions.push_back(in.byte());
    } else {
        uint32_t hash = 2166136261u;
        for (size_t i = 0; i < size; ++i)
            hash = (hash ^ data[i]) * 16777619u;
        for (int k = hash % 5; k > 0; --k, hash /= 251)
            fractions.push_back(uint8_t(hash));
    }
    const QByteArray rest = in.rest();
    const qint64 n = rest.size();
    std::vector<qint64> cuts;
    for (const uint8_t f : fractions)
        cuts.push_back(n * f / 255);
    std::sort(cuts.begin(), cuts.end());

    // The text in an exact-size buffer: ASan sees any read past its end.
    std::unique_ptr<char[]> text(new char[size_t(std::max<qint64>(n, 1))]);
    std::memcpy(text.get(), rest.constData(), size_t(n));
    const QString whole = scanInPieces(text.get(), n, {}, false);
    const QString limits = scanInPieces(text.get(), n, cuts, false);
    if (limits != whole)
        fuzz::fail("RecordIndex::scan() in pieces differs from one scan",
            u"whole:\n"_s + whole + u"\npieces:\n"_s + limits);
    const QString copies = scanInPieces(text.get(), n, cuts, true);
    if (copies != whole)
        fuzz::fail("RecordIndex::scanBytes() of piece copies differs from one scan",
            u"whole:\n"_s + whole + u"\npieces:\n"_s + copies);

    follow(rest, cuts);
    return 0;
}
