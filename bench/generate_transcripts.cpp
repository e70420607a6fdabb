// SPDX-License-Identifier: GPL-2.0-or-later
// inspector-generate: writes large, deterministic, realistic transcripts for the benchmark.
//   inspector-generate --shape ces-jsonl|adk-session|ces-list|adk-100k|hostile-... --size BYTES
//                      --out FILE
//                      [--seed N]
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

bool writeCes(
    BlockOutput &out, const SampleContent &content, BenchRandom &random, qint64 size, bool list)
{
    CesConversationWriter conversations(content, random);
    JsonTextWriter json(out.buffer());
    if (list)
        out.buffer()->append("{\"conversations\": [\n");
    for (qint64 serial = 1; out.size() < size; ++serial) {
        if (list && serial > 1)
            out.buffer()->append(",\n");
        json.reset();
        conversations.write(json, serial);
        if (!list)
            out.buffer()->append('\n');
        if (!out.flushIfFull())
            return false;
    }
    if (list)
        out.buffer()->append("\n], \"nextPageToken\": \"\"}\n");
    return out.flush();
}

bool writeAdk(
    BlockOutput &out, const SampleContent &content, BenchRandom &random, qint64 size, bool scroll)
{
    AdkSessionWriter::Options options;
    options.images = !scroll;
    options.grounding = !scroll;
    AdkSessionWriter session(content, random, options);
    JsonTextWriter json(out.buffer());
    session.begin(json);
    if (scroll) {
        for (int events = 0; events < kScrollEvents - 1;)
            events += session.writeInvocation(json, kScrollEvents - 1 - events);
    } else {
        while (out.size() < size) {
            session.writeInvocation(json, 4);
            if (!out.flushIfFull())
                return false;
        }
    }
    session.end(json);
    return out.flush();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Writes deterministic benchmark transcripts."_s);
    parser.addHelpOption();
    const QCommandLineOption shape(
        u"shape"_s, u"ces-jsonl, adk-session, ces-list or adk-100k."_s, u"SHAPE"_s);
    const QCommandLineOption size(u"size"_s, u"Approximate size in bytes."_s, u"BYTES"_s);
    const QCommandLineOption out(u"out"_s, u"The file to write."_s, u"FILE"_s);
    const QCommandLineOption seed(u"seed"_s, u"Random seed (default 1)."_s, u"N"_s, u"1"_s);
    parser.addOptions({shape, size, out, seed});
    parser.process(app);

    const QString shapeName = parser.value(shape);
    const qint64 bytes = parser.value(size).toLongLong();
    const QString path = parser.value(out);
    const quint64 seedValue = parser.value(seed).toULongLong();
    const QStringList shapes
        = QStringList {u"ces-jsonl"_s, u"adk-session"_s, u"ces-list"_s, u"adk-100k"_s}
        + HostileWriter::shapes();
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
    else if (shapeName.startsWith(u"ces"_s))
        ok = writeCes(output, content, random, bytes, shapeName == u"ces-list"_s);
    else
        ok = writeAdk(output, content, random, bytes, shapeName == u"adk-100k"_s);
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
