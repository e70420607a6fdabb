// SPDX-License-Identifier: GPL-2.0-or-later
// File ▸ Export's floor: ExportFormats (ids, suffixes, writers, the atomic save), ExportJob (reads
// on its own thread, keeps the chosen messages, reports progress, cancels, reports write errors)
// and PrintDocument (the HTML export laid out for paper: PDF pages, embedded images decoded,
// everything else refused).
#include "document/document.h"
#include "export/html_writer.h"
#include "export/json_writer.h"
#include "export/markdown_writer.h"
#include "export/print_document.h"
#include "items/export_formats.h"
#include "items/export_job.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace Qt::StringLiterals;

namespace {

/// One CES conversation with a PNG image, tool calls and citations.
const QString kExample
    = QStringLiteral(INSPECTOR_SOURCE_DIR "/resources/examples/ces_example_conversation.json");
const QString kJsonLines = QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversations.jsonl");

/// The readers of every conversation of `document` (loaded).
QVector<ExportJob::Reader> readers(const Document &document)
{
    QVector<ExportJob::Reader> out;
    for (int i = 0; i < document.conversationCount(); ++i)
        out.append(document.conversationReader(i));
    return out;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The page count a PDF declares in its page tree.
int pdfPages(const QByteArray &pdf)
{
    static const QRegularExpression count(
        u"/Type /Pages\\s*/Kids\\s*\\[[^\\]]*\\]\\s*/Count (\\d+)"_s);
    const QRegularExpressionMatch match = count.match(QString::fromLatin1(pdf));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

/// A conversation of `count` messages with a paragraph of text each.
std::shared_ptr<Conversation> longConversation(int count)
{
    auto conversation = std::make_shared<Conversation>();
    conversation->title = u"Long conversation"_s;
    for (int i = 0; i < count; ++i) {
        Message message;
        message.role = i % 2 ? u"agent"_s : u"user"_s;
        Chunk chunk;
        chunk.kind = ChunkKind::Text;
        chunk.text = u"Message %1: 京都の紅葉は十一月が見頃です. El otoño en Kioto. "_s.arg(i + 1)
                         .repeated(4);
        message.chunks.append(chunk);
        conversation->messages.append(message);
    }
    return conversation;
}

} // namespace

class TstExportJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formatsHaveOneIdSuffixAndWriterEach()
    {
        QSet<QString> ids;
        QSet<QString> suffixes;
        for (const ExportFormat format : ExportFormats::all()) {
            ids.insert(ExportFormats::id(format));
            suffixes.insert(ExportFormats::suffix(format));
            QCOMPARE(ExportFormats::fromId(ExportFormats::id(format)), format);
            QVERIFY(!ExportFormats::displayName(format).isEmpty());
        }
        QCOMPARE(ids.size(), ExportFormats::all().size());
        QCOMPARE(suffixes.size(), ExportFormats::all().size());
        QCOMPARE(ExportFormats::suffix(ExportFormat::Markdown), u"md"_s);
        QVERIFY(!ExportFormats::fromId(u"docx"_s));
        QVERIFY(!ExportFormats::isText(ExportFormat::Pdf));

        Document document;
        document.openFile(kExample);
        QVERIFY(document.waitForLoaded(30000));
        const ExportSource source = ExportFormats::sourceOf(document);
        // The CLI's writers, byte for byte.
        QCOMPARE(ExportFormats::write(ExportFormat::Json, source), JsonWriter::write(source));
        QCOMPARE(ExportFormats::write(ExportFormat::Markdown, source),
            MarkdownWriter::write(source).toUtf8());
        QCOMPARE(
            ExportFormats::write(ExportFormat::Html, source), HtmlWriter::write(source).toUtf8());
        QVERIFY(ExportFormats::write(ExportFormat::Pdf, source).startsWith("%PDF-"));
        QVERIFY(
            ExportFormats::write(ExportFormat::CitationsCsv, source).startsWith("conversation,"));
    }

    void saveIsAllOrNothingAndNamesThePath()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"out.json"_s);
        const ExportSource empty;
        QCOMPARE(ExportFormats::save(ExportFormat::Json, empty, path), QString());
        QCOMPARE(readAll(path), ExportFormats::write(ExportFormat::Json, empty));
        const QString missing = dir.filePath(u"no/such/folder/out.json"_s);
        const QString error = ExportFormats::save(ExportFormat::Json, empty, missing);
        QVERIFY2(error.contains(missing), qPrintable(error));
        QVERIFY(!QFile::exists(missing));
    }

    void jobWritesTheWholeFileAsTheCliDoes()
    {
        Document document;
        document.openFile(kJsonLines);
        QVERIFY(document.waitForLoaded(30000));
        QVERIFY(document.conversationCount() > 1);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"all.json"_s);
        ExportJob job;
        QSignalSpy progress(&job, &ExportJob::progress);
        QSignalSpy writing(&job, &ExportJob::writing);
        QSignalSpy finished(&job, &ExportJob::finished);
        job.start({document.formatId(), document.displayName(), document.diagnostics(),
            readers(document), {}, ExportJob::fileSink(ExportFormat::Json, path)});
        QVERIFY(job.isRunning());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().first().toString(), QString());
        QVERIFY(!job.isRunning());
        QCOMPARE(writing.size(), 1);
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toInt(), document.conversationCount());
        QCOMPARE(progress.last().at(1).toInt(), document.conversationCount());
        QCOMPARE(readAll(path), JsonWriter::write(ExportFormats::sourceOf(document)));
    }

    void jobKeepsTheChosenMessages()
    {
        Document document;
        document.openFile(kExample);
        QVERIFY(document.waitForLoaded(30000));
        const auto conversation = document.conversation(0);
        QVERIFY(conversation->messages.size() > 2);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"one.json"_s);
        ExportJob job;
        QSignalSpy finished(&job, &ExportJob::finished);
        job.start({document.formatId(), document.displayName(), {}, readers(document), {2},
            ExportJob::fileSink(ExportFormat::Json, path)});
        QVERIFY(finished.wait(30000));
        const QJsonArray messages
            = QJsonDocument::fromJson(readAll(path))[u"conversations"_s][0][u"messages"_s]
                  .toArray();
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.first().toObject(),
            QJsonDocument::fromJson(JsonWriter::message(conversation->messages.at(2))).object());
    }

    void jobReportsAWriteError()
    {
        Document document;
        document.openFile(kExample);
        QVERIFY(document.waitForLoaded(30000));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"missing/out.md"_s);
        ExportJob job;
        QSignalSpy finished(&job, &ExportJob::finished);
        job.start({document.formatId(), document.displayName(), {}, readers(document), {},
            ExportJob::fileSink(ExportFormat::Markdown, path)});
        QVERIFY(finished.wait(30000));
        QVERIFY(finished.first().first().toString().contains(path));
    }

    void cancelStopsBeforeTheSink()
    {
        QSemaphore reading;
        QSemaphore release;
        std::atomic_bool sank {false};
        const ExportJob::Reader blocking = [&] {
            reading.release();
            release.acquire();
            return longConversation(1);
        };
        ExportJob job;
        QSignalSpy canceled(&job, &ExportJob::canceled);
        QSignalSpy finished(&job, &ExportJob::finished);
        job.start({u"ces.conversation"_s, u"x"_s, {}, {blocking, blocking}, {},
            [&](const ExportSource &, const std::atomic_bool &) {
                sank = true;
                return QString();
            }});
        reading.acquire(); // the first read is under way
        job.cancel();
        release.release(2);
        QVERIFY(canceled.wait(30000));
        QVERIFY(!sank);
        QVERIFY(finished.isEmpty());
        QVERIFY(!job.isRunning());
    }

    void deletingARunningJobWaitsAndDropsItsReports()
    {
        QSemaphore release;
        auto job = std::make_unique<ExportJob>();
        int reports = 0;
        connect(job.get(), &ExportJob::progress, this, [&] { ++reports; });
        connect(job.get(), &ExportJob::finished, this, [&] { ++reports; });
        job->start({u"ces.conversation"_s, u"x"_s, {}, {[&] {
                        release.acquire();
                        return longConversation(1);
                    }},
            {}, [](const ExportSource &, const std::atomic_bool &) { return QString(); }});
        std::thread releaser([&] { release.release(); });
        job.reset(); // cancels, waits for the read, drops what it posted
        releaser.join();
        QCoreApplication::processEvents();
        QCOMPARE(reports, 0);
    }

    void pdfHasNumberedPagesAndImages()
    {
        Document document;
        document.openFile(kExample);
        QVERIFY(document.waitForLoaded(30000));
        const QByteArray pdf = PrintDocument::pdf(ExportFormats::sourceOf(document));
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        QVERIFY(pdfPages(pdf) >= 1);
        QVERIFY(pdf.contains("/Subtype /Image")); // the example's PNG, drawn

        ExportSource longSource;
        longSource.displayName = u"long.json"_s;
        longSource.conversations.append(longConversation(120));
        QVERIFY(pdfPages(PrintDocument::pdf(longSource)) > 3);
    }

    void printDocumentDecodesEmbeddedImagesOnly()
    {
        Document document;
        document.openFile(kExample);
        QVERIFY(document.waitForLoaded(30000));
        const ExportSource source = ExportFormats::sourceOf(document);
        const QString html = HtmlWriter::write(source);
        static const QRegularExpression image(u"<img src=\"(data:[^\"]*)\""_s);
        const QRegularExpressionMatch match = image.match(html);
        QVERIFY(match.hasMatch());
        const auto printable = PrintDocument::of(source);
        const int refused = SafeTextDocument::refusedLoads();
        // From the cache the layout filled, or from loadResource().
        const QImage loaded
            = printable->resource(QTextDocument::ImageResource, QUrl(match.captured(1)))
                  .value<QImage>();
        QVERIFY(!loaded.isNull());
        QVERIFY(loaded.width() > 1);
        QCOMPARE(SafeTextDocument::refusedLoads(), refused);

        // Anything else is refused: a remote image, a file, an image type the export never embeds.
        const auto other = PrintDocument::of(source);
        other->setHtml(u"<img src=\"https://example.com/x.png\"><img src=\"/etc/passwd\">"
                       "<img src=\"data:image/svg+xml;base64,PHN2Zy8+\">"_s);
        other->size(); // lays out, loading the images
        QVERIFY(SafeTextDocument::refusedLoads() >= refused + 3);
        for (const QString &name : {u"https://example.com/x.png"_s, u"/etc/passwd"_s,
                 u"data:image/svg+xml;base64,PHN2Zy8+"_s})
            QCOMPARE(
                other->resource(QTextDocument::ImageResource, QUrl(name)).value<QImage>().size(),
                QSize(1, 1));
    }

    void printableHtmlMarksAndFitsImages()
    {
        const QString html = PrintDocument::printableHtml(
            u"<p>a <mark>cited</mark> b</p><img src=\"data:image/png;base64,AAAA\" width=\"1200\" "
            "height=\"600\" alt=\"x\"><img src=\"data:image/png;base64,BBBB\" width=\"40\" "
            "height=\"30\" alt=\"y\">"_s);
        QVERIFY(!html.contains(u"<mark>"_s));
        QVERIFY(html.contains(u"<span style=\"background-color:#fff1b8\">cited</span>"_s));
        QVERIFY(html.contains(u"base64,AAAA\" width=\"600\" height=\"300\" alt=\"x\""_s));
        QVERIFY(html.contains(u"base64,BBBB\" width=\"40\" height=\"30\" alt=\"y\""_s));
    }
};

QTEST_MAIN(TstExportJob)
#include "tst_export_job.moc"
