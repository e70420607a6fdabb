// SPDX-License-Identifier: GPL-2.0-or-later
// inspector-generate: writes large, deterministic, realistic transcripts for the benchmark.
//   inspector-generate --shape SHAPE --size BYTES --out FILE [--seed N]
// SHAPE: ces-jsonl, adk-session, ces-list, adk-100k, adk-small-events, ces-jsonl-short,
// tiny-list or hostile-...; prints the number of records and their mean size.
// The file is written to FILE.part and renamed when complete, so a half-written file is never
// mistaken for a finished one.
#include "adk_session_writer.h"
#include "ces_conversation_writer.h"
#include "hostile_writer.h"
#include "json_text_writer.h"
#include "sample_content.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

constexpr int kFlushBytes = 8 << 20;
constexpr int kScrollEvents = 100000;

/// Appends to a file in large blocks and counts what was written.
class BlockOutput
{
public:
    explicit BlockOutput(QFile *file)
        : m_file(file)
    {
        m_buffer.reserve(kFlushBytes + (1 << 20));
    }
    QByteArray *buffer() { return &m_buffer; }
    qint64 size() const { return m_written + m_buffer.size(); }
    bool flushIfFull() { return m_buffer.size() < kFlushBytes || flush(); }
    bool flush()
    {
        const bool ok = m_file->write(m_buffer) == m_buffer.size();
        m_written += m_buffer.size();
        m_buffer.clear();
        return ok;
    }

private:
    QFile *m_file;
    QByteArray m_buffer;
    qint64 m_written = 0;
};

/// The shapes written by writeCes.
enum class CesShape { Jsonl, List, ShortJsonl, TinyList };

/// "N records, mean M bytes" on standard output, to check a shape's record sizes.
void printRecords(qint64 records, qint64 bytes)
{
    std::printf(
        "%lld records, mean %.0f bytes\n", records, records ? double(bytes) / records : 0.0);
}

bool writeCes(BlockOutput &out, const SampleContent &content, BenchRandom &random, qint64 size,
    CesShape shape)
{
    CesConversationWriter::Options options;
    options.images = shape != CesShape::ShortJsonl;
    options.lean = shape == CesShape::ShortJsonl;
    CesConversationWriter conversations(content, random, options);
    JsonTextWriter json(out.buffer());
    const bool array = shape == CesShape::List || shape == CesShape::TinyList;
    out.buffer()->append(shape == CesShape::List ? "{\"conversations\": [\n"
            : shape == CesShape::TinyList        ? "[\n"
                                                 : "");
    const qint64 start = out.size();
    qint64 serial = 1;
    for (; out.size() < size; ++serial) {
        if (array && serial > 1)
            out.buffer()->append(",\n");
        json.reset();
        if (shape == CesShape::TinyList)
            conversations.writeTinyMessage(json, serial);
        else
            conversations.write(json, serial);
        if (!array)
            out.buffer()->append('\n');
        if (!out.flushIfFull())
            return false;
    }
    printRecords(serial - 1, out.size() - start);
    out.buffer()->append(shape == CesShape::List ? "\n], \"nextPageToken\": \"\"}\n"
            : shape == CesShape::TinyList        ? "\n]\n"
                                                 : "");
    return out.flush();
}

/// The shapes written by writeAdk.
enum class AdkShape { Session, Scroll, SmallEvents };

bool writeAdk(BlockOutput &out, const SampleContent &content, BenchRandom &random, qint64 size,
    AdkShape shape)
{
    AdkSessionWriter::Options options;
    options.images = shape == AdkShape::Session;
    options.grounding = shape == AdkShape::Session;
    options.smallEvents = shape == AdkShape::SmallEvents;
    AdkSessionWriter session(content, random, options);
    JsonTextWriter json(out.buffer());
    session.begin(json);
    const qint64 start = out.size();
    qint64 events = 0;
    if (shape == AdkShape::Scroll) {
        while (events < kScrollEvents - 1)
            events += session.writeInvocation(json, int(kScrollEvents - 1 - events));
    } else {
        while (out.size() < size) {
            events += session.writeInvocation(json, 4);
            if (!out.flushIfFull())
                return false;
        }
    }
    session.end(json);
    printRecords(events + 1, out.size() - start);
    return out.flush();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Writes deterministic benchmark transcripts."_s);
    parser.addHelpOption();
    const QCommandLineOption shape(u"shape"_s,
        u"ces-jsonl, adk-session, ces-list, adk-100k, adk-small-events, ces-jsonl-short or "
        u"tiny-list."_s,
        u"SHAPE"_s);
    const QCommandLineOption size(u"size"_s, u"Approximate size in bytes."_s, u"BYTES"_s);
    const QCommandLineOption out(u"out"_s, u"The file to write."_s, u"FILE"_s);
    const QCommandLineOption seed(u"seed"_s, u"Random seed (default 1)."_s, u"N"_s, u"1"_s);
    parser.addOptions({shape, size, out, seed});
    parser.process(app);

    const QString shapeName = parser.value(shape);
    const qint64 bytes = parser.value(size).toLongLong();
    const QString path = parser.value(out);
    const quint64 seedValue = parser.value(seed).toULongLong();
    // New shapes go at the end: a shape's seed depends on its place in this list.
    const QStringList shapes
        = QStringList {u"ces-jsonl"_s, u"adk-session"_s, u"ces-list"_s, u"adk-100k"_s}
        + HostileWriter::shapes()
        + QStringList {u"adk-small-events"_s, u"ces-jsonl-short"_s, u"tiny-list"_s};
    const bool fixedSize
        = shapeName == u"adk-100k"_s || HostileWriter::shapes().contains(shapeName);
    if (!shapes.contains(shapeName) || path.isEmpty() || (bytes <= 0 && !fixedSize)) {
        std::fprintf(stderr, "%s\n", qPrintable(parser.helpText()));
        return 2;
    }

    const quint64 shapeSeed = seedValue * 1000003ULL + quint64(shapes.indexOf(shapeName));
    const SampleContent content(seedValue);
    BenchRandom random(shapeSeed);
    const QString partPath = path + u".part"_s;
    QFile file(partPath);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(partPath), qPrintable(file.errorString()));
        return 1;
    }
    BlockOutput output(&file);
    bool ok = false;
    if (HostileWriter::shapes().contains(shapeName))
        ok = HostileWriter::write(shapeName, content, random, output.buffer()) && output.flush();
    else if (shapeName.startsWith(u"ces"_s) || shapeName == u"tiny-list"_s)
        ok = writeCes(output, content, random, bytes,
            shapeName == u"ces-list"_s              ? CesShape::List
                : shapeName == u"ces-jsonl-short"_s ? CesShape::ShortJsonl
                : shapeName == u"tiny-list"_s       ? CesShape::TinyList
                                                    : CesShape::Jsonl);
    else
        ok = writeAdk(output, content, random, bytes,
            shapeName == u"adk-100k"_s               ? AdkShape::Scroll
                : shapeName == u"adk-small-events"_s ? AdkShape::SmallEvents
                                                     : AdkShape::Session);
    file.close();
    if (!ok || file.error() != QFileDevice::NoError) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(partPath), qPrintable(file.errorString()));
        QFile::remove(partPath);
        return 1;
    }
    QFile::remove(path);
    if (!QFile::rename(partPath, path)) {
        std::fprintf(stderr, "%s: cannot rename the finished file\n", qPrintable(path));
        return 1;
    }
    return 0;
}
