// SPDX-License-Identifier: GPL-2.0-or-later
// The JSON export sent to a device piece by piece (export of a big transcript, CLI and window):
// the same bytes as the export held whole, across many pieces, and a failed write reported.

#include "export/json_stream_writer.h"
#include "export/json_writer.h"
#include "items/export_formats.h"

#include <QBuffer>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// A device that takes the first `limit` bytes and then fails every write.
class FullDevice : public QIODevice
{
public:
    explicit FullDevice(qint64 limit)
        : m_limit(limit)
    {
        open(QIODevice::WriteOnly);
    }
    qint64 taken = 0;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 size) override
    {
        if (taken + size > m_limit)
            return -1;
        taken += size;
        return size;
    }

private:
    qint64 m_limit;
};

/// One conversation of `messages` messages whose texts need escapes and hold Japanese, about
/// 2 KiB each, and one diagnostic per message.
ExportSource bigSource(int messages)
{
    auto conversation = std::make_shared<Conversation>();
    conversation->id = u"c1"_s;
    for (int i = 0; i < messages; ++i) {
        Message message;
        message.role = i % 2 ? u"agent"_s : u"user"_s;
        Chunk chunk;
        chunk.kind = ChunkKind::Text;
        chunk.text = u"Line \"%1\"\n\ttab\\ 日本語のテキスト \u0001 "_s.arg(i).repeated(40);
        message.chunks.append(chunk);
        message.diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a list; ignored"), {u"citations"_s},
            SourceLocation {u"f.json"_s, 0, 0, u"messages[%1]"_s.arg(i)}));
        conversation->messages.append(message);
    }
    ExportSource source;
    source.formatId = u"ces.messages"_s;
    source.conversations.append(conversation);
    return source;
}

} // namespace

class TstExportStream : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sinkGetsTheSameBytesInPieces();
    void saveStreamsIntoTheFile();
    void failedWriteIsReported();
    void quoteAppendsEscapedRuns();
};

void TstExportStream::sinkGetsTheSameBytesInPieces()
{
    const ExportSource source = bigSource(2000); // about 5 MiB: several 1 MiB pieces
    const QByteArray whole = JsonWriter::write(source);
    QVERIFY(whole.size() > 4 * (1 << 20));
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QVERIFY(JsonWriter::write(source, buffer));
    QCOMPARE(buffer.data().size(), whole.size());
    QVERIFY(buffer.data() == whole);
    QJsonParseError error;
    QJsonDocument::fromJson(buffer.data(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);

    // A writer with a sink keeps no more than a piece.
    JsonStreamWriter out(2);
    QBuffer pieces;
    QVERIFY(pieces.open(QIODevice::WriteOnly));
    out.setSink(&pieces);
    out.beginArray();
    for (int i = 0; i < 100000; ++i)
        out.value(u"value %1 with some words in it"_s.arg(i));
    QVERIFY(out.result().size() <= (1 << 20) + 64);
    QVERIFY(pieces.data().size() >= 2 * (1 << 20));
    out.endArray();
    QVERIFY(out.finish());
    QVERIFY(out.result().isEmpty());
    QJsonDocument::fromJson(pieces.data(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
}

void TstExportStream::saveStreamsIntoTheFile()
{
    const ExportSource source = bigSource(700);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"out.json"_s);
    QCOMPARE(ExportFormats::save(ExportFormat::Json, source, path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll() == JsonWriter::write(source));
    // Markdown goes through the same entry point, written whole.
    const QString md = dir.filePath(u"out.md"_s);
    QCOMPARE(ExportFormats::save(ExportFormat::Markdown, source, md), QString());
    QFile mdFile(md);
    QVERIFY(mdFile.open(QIODevice::ReadOnly));
    QVERIFY(mdFile.readAll() == ExportFormats::write(ExportFormat::Markdown, source));
    // A folder that does not exist: the message names the path, no file appears.
    const QString missing = dir.filePath(u"no/such/folder/out.json"_s);
    const QString error = ExportFormats::save(ExportFormat::Json, source, missing);
    QVERIFY(error.startsWith(missing));
    QVERIFY(!QFile::exists(missing));
}

void TstExportStream::failedWriteIsReported()
{
    const ExportSource source = bigSource(2000);
    FullDevice full(3 << 20); // takes three pieces, then fails
    QVERIFY(!JsonWriter::write(source, full));
    QVERIFY(full.taken > 0);
    QVERIFY(full.taken <= 3 << 20);
    FullDevice none(0);
    QVERIFY(!ExportFormats::write(ExportFormat::Markdown, source, none));
}

void TstExportStream::quoteAppendsEscapedRuns()
{
    QByteArray out("x");
    JsonStreamWriter::appendQuoted(out, u"plain"_s);
    JsonStreamWriter::appendQuoted(out, u"\"q\" \\ \b\f\n\r\t \u001f é日本 end"_s);
    JsonStreamWriter::appendQuoted(out, u""_s);
    const QByteArray expected = QByteArray("x\"plain\"\"\\\"q\\\" \\\\ \\b\\f\\n\\r\\t \\u001f ")
        + u"é日本"_s.toUtf8() + QByteArray(" end\"\"\"");
    QCOMPARE(out, expected);
    const QString withNul = QString(QChar(0)) + u'a';
    QByteArray nul;
    JsonStreamWriter::appendQuoted(nul, withNul);
    QCOMPARE(nul, QByteArray("\"\\u0000a\""));
}

QTEST_GUILESS_MAIN(TstExportStream)
#include "tst_export_stream.moc"
