// SPDX-License-Identifier: GPL-2.0-or-later
// The citations overview (issue 16, item 4): CitationRows, CitationOverviewModel and its proxy on
// real fixtures, hand-checked: every cited segment and every uncited sentence of each grounded
// answer, its place, sources, status, the message's coverage and the flags; built at once or on a
// worker; sorted (numbers as numbers) and filtered by flag and text.
#include "document/document.h"
#include "items/citation_overview_model.h"
#include "items/citation_overview_proxy_model.h"
#include "items/citation_rows.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using Model = CitationOverviewModel;

std::shared_ptr<const Conversation> read(const QString &path)
{
    Document document;
    document.openFile(path);
    if (!document.waitForLoaded(10000))
        return nullptr;
    return document.conversation(0);
}

std::shared_ptr<const Conversation> fixture(const char *name)
{
    return read(QStringLiteral(INSPECTOR_TEST_DATA "/") + QString::fromLatin1(name));
}

/// A grounding holder of tst_grounding_reader (content + metadata) as the Gemini response it is
/// a candidate of, read through the real reader.
std::shared_ptr<const Conversation> candidate(const QTemporaryDir &dir, const char *name)
{
    QFile in(QStringLiteral(INSPECTOR_TEST_DATA "/") + QString::fromLatin1(name));
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile out(path);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
        return nullptr;
    out.write("{\"candidates\": [" + in.readAll() + "]}");
    out.close();
    return read(path);
}

QString cell(const QAbstractItemModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.data(model.index(row, column), role).toString();
}

QStringList column(const QAbstractItemModel &model, int column)
{
    QStringList cells;
    for (int row = 0; row < model.rowCount(); ++row)
        cells.append(cell(model, row, column));
    return cells;
}

} // namespace

class TstCitationOverviewModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void adkSessionJapaneseAndSpanish()
    {
        // Event 3: parts 0 and 2 are text (part 1 a thought); segments 0, 1 (across parts 0 and
        // 2, bytes 39-136 of their concatenation), 2 (part 2, sources 2 and 7: 7 is missing), 3
        // (relocated inside part 0). Every character is cited. Event 6 (Spanish, citation
        // metadata): only "Reservé el ryokan en Gion 🏯✨" is cited: 23 of the 71 characters
        // a reader sees, and "¡Perfecto!" and "¿Necesitas algo más?" are sentences without one.
        const auto conversation = fixture("adk_session_grounded_ja.json");
        QVERIFY(conversation);
        Model model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QSignalSpy ready(&model, &Model::rowsReady);
        model.setConversation(0, conversation);
        QCOMPARE(ready.count(), 1); // small: at once
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.columnCount(), int(Model::ColumnCount));
        const QVector<CitationRow> &rows = model.rows();
        QCOMPARE(rows.at(0).message, 3);
        QCOMPARE(rows.at(0).author, u"kyoto_guide"_s);
        QCOMPARE(rows.at(0).text, u"京都の秋は紅葉が見事です。"_s);
        QCOMPARE(rows.at(0).bytes->begin, 0);
        QCOMPARE(rows.at(0).bytes->end, 39);
        // In reading order: 0, 1, then 3 (starts inside 1), then 2 in the second text.
        QCOMPARE(rows.at(1).segment, 1);
        QCOMPARE(rows.at(1).part, -1); // across parts: the concatenation's bytes
        QCOMPARE(rows.at(1).bytes->begin, 39);
        QCOMPARE(rows.at(1).bytes->end, 136);
        QCOMPARE(rows.at(2).segment, 3);
        QCOMPARE(rows.at(2).status, CitationStatus::Relocated);
        QCOMPARE(rows.at(2).text, u"東福寺と永観堂"_s);
        QCOMPARE(rows.at(3).segment, 2);
        QCOMPARE(rows.at(3).chunk, 2); // Message::chunks: text, thought, text
        QCOMPARE(rows.at(3).part, 2);
        QCOMPARE(rows.at(3).bytes->begin, 52); // in part 2's own text
        QCOMPARE(rows.at(3).flags, CitationFlags(CitationFlag::MissingSource));
        for (int row = 0; row < 4; ++row)
            QCOMPARE(*rows.at(row).coverage, 1.0);

        QCOMPARE(column(model, Model::MessageColumn),
            QStringList({u"4"_s, u"4"_s, u"4"_s, u"4"_s, u"7"_s, u"7"_s, u"7"_s}));
        QCOMPARE(column(model, Model::TextColumn).mid(4),
            QStringList(
                {u"¡Perfecto!"_s, u"Reservé el ryokan en Gion 🏯✨"_s, u"¿Necesitas algo más?"_s}));
        QCOMPARE(column(model, Model::FlagsColumn),
            QStringList({QString(), QString(), QString(), u"missing source"_s, u"uncited"_s,
                QString(), u"uncited"_s}));
        QCOMPARE(
            cell(model, 1, Model::SourcesColumn), u"[1] kyoto-travel.example, [2] 京都観光ナビ"_s);
        QCOMPARE(cell(model, 3, Model::SourcesColumn),
            u"[3] Source without details, [4] Missing source (index 7)"_s);
        QCOMPARE(cell(model, 2, Model::StatusColumn), u"relocated by its text"_s);
        QCOMPARE(cell(model, 4, Model::StatusColumn), QString()); // a sentence has no offsets
        QCOMPARE(cell(model, 0, Model::CoverageColumn), u"100 %"_s);
        QCOMPARE(cell(model, 5, Model::CoverageColumn), u"32 %"_s);
        QCOMPARE(model.data(model.index(5, 0), Model::CoverageRole).toDouble(), 23.0 / 71.0);
        QCOMPARE(cell(model, 2, 0, Model::StatusIdRole), u"relocated"_s);

        // The uncited sentences: their chunk and UTF-8 bytes (¡ ¿ á take two).
        QCOMPARE(rows.at(4).kind, CitationRow::Kind::UncitedSentence);
        QCOMPARE(model.data(model.index(4, 0), Model::SegmentRole).toInt(), -1);
        QCOMPARE(model.data(model.index(4, 0), Model::ChunkRole).toInt(), 0);
        QCOMPARE(rows.at(4).bytes->begin, 0);
        QCOMPARE(rows.at(4).bytes->end, 11);
        QCOMPARE(rows.at(6).bytes->begin, 72);
        QCOMPARE(rows.at(6).bytes->end, 94);
        QCOMPARE(
            model.data(model.index(6, 0), Model::FlagsRole).toInt(), int(CitationFlag::Uncited));
    }

    void englishEdgeCases()
    {
        // A support without a segment (the whole answer: every sentence has a source), a
        // relocated one, a mismatch ("opened in 1890" at offsets that say "opened in 1889"), an
        // unresolved one (start "abc"), and "Eiffel Tower" twice.
        QTemporaryDir dir;
        const auto conversation = candidate(dir, "grounding_edge_cases.json");
        QVERIFY(conversation);
        Model model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(0, conversation);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(column(model, Model::TextColumn),
            QStringList({u"Eiffel Tower"_s, u"Eiffel Tower"_s, u"It opened in 1889."_s,
                u"opened in 1889"_s, u"(whole answer)"_s, QString()}));
        // "Eiffel Tower" shares no word with the Maps place's text ("Landmark in Paris", review
        // "Great view"): weakly supported; the web page gives no text to compare.
        QCOMPARE(column(model, Model::FlagsColumn),
            QStringList(
                {u"weak"_s, u"weak"_s, QString(), u"text mismatch"_s, QString(), u"unresolved"_s}));
        QCOMPARE(
            cell(model, 0, Model::SourcesColumn), u"[1] toureiffel.example, [2] Tour Eiffel"_s);
        QCOMPARE(model.rows().at(2).bytes->begin, 32);
        QVERIFY(!model.rows().at(5).bytes); // no place: no offsets, no chunk
        QCOMPARE(model.rows().at(5).chunk, -1);
        QCOMPARE(cell(model, 5, Model::CoverageColumn), u"100 %"_s);
    }

    void spanishParts()
    {
        QTemporaryDir dir;
        // Two parts; the second segment cites an empty source and one that is not there.
        const auto example = candidate(dir, "grounding_example2.json");
        QVERIFY(example);
        Model model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(0, example);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(cell(model, 1, Model::TextColumn), u"Hoy se come en todo el mundo."_s);
        QCOMPARE(model.rows().at(1).part, 1);
        QCOMPARE(model.rows().at(1).bytes->begin, 1);
        QCOMPARE(model.rows().at(1).bytes->end, 30);
        QCOMPARE(model.rows().at(1).flags, CitationFlags(CitationFlag::MissingSource));
        QCOMPARE(model.rows().at(0).flags, CitationFlags());

        // Part 0 has only "La paella" cited (8 of its 25 shown characters, the sentence has a
        // source), part 1 all of its 23: 31 of 48.
        model.setConversation(1, candidate(dir, "grounding_part_index.json"));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.conversationIndex(), 1);
        QCOMPARE(model.rows().at(0).text, u"La paella"_s);
        QCOMPARE(*model.rows().at(0).coverage, 31.0 / 48.0);
        QCOMPARE(cell(model, 0, Model::CoverageColumn), u"65 %"_s);
        for (const CitationRow &row : model.rows())
            QVERIFY(!row.flags.testFlag(CitationFlag::Uncited));
    }

    void discoveryAnswerAndBrowser()
    {
        const auto answer = fixture("de_answer_response_ja.json");
        QVERIFY(answer);
        Model model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(0, answer);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(cell(model, 4, Model::TextColumn),
            u"**展望台**は150メートルと250メートルにあります。"_s);
        // The two flagged rows: 展望台 against structured data that shares no word (weak), and
        // the same segment with a dangling source too.
        QCOMPARE(column(model, Model::FlagsColumn).filter(u"missing source"_s).size(), 1);
        QCOMPARE(column(model, Model::FlagsColumn).filter(u"weak"_s).size(), 2);
        QCOMPARE(cell(model, 5, Model::SourcesColumn),
            u"[3] 施設データ, [4] Missing source (index 7)"_s);

        const auto browser = fixture("grounding_browser_ja.json");
        model.setConversation(0, browser);
        QCOMPARE(model.rowCount(), 7);
        // Part 2's list item keeps its text as the source gives it; a support without a
        // segment applies to the whole answer; message 3 has one segment.
        QCOMPARE(cell(model, 4, Model::TextColumn), u"- 夜はライトアップ✨します"_s);
        QCOMPARE(cell(model, 5, Model::TextColumn), u"(whole answer)"_s);
        QCOMPARE(cell(model, 5, Model::SourcesColumn), u"[6] Source without details"_s);
        QCOMPARE(column(model, Model::MessageColumn).count(u"4"_s), 1);
        // The same conversation again changes nothing.
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setConversation(0, browser);
        QCOMPARE(reset.count(), 0);
        model.setConversation(-1, nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void builtOnWorker()
    {
        const auto conversation = fixture("adk_session_grounded_ja.json");
        Model model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setWorkerThreshold(0);
        QSignalSpy ready(&model, &Model::rowsReady);
        model.setConversation(0, conversation);
        QVERIFY(model.isBuilding());
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(ready.wait(10000));
        QVERIFY(!model.isBuilding());
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.rows().at(5).text, u"Reservé el ryokan en Gion 🏯✨"_s);

        // Another conversation asked for while the worker builds: only its rows arrive.
        const auto browser = fixture("grounding_browser_ja.json");
        ready.clear();
        model.setConversation(0, browser);
        model.setConversation(1, conversation);
        QVERIFY(ready.wait(10000));
        QCOMPARE(model.conversationIndex(), 1);
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.rows().at(0).author, u"kyoto_guide"_s);
        QCOMPARE(ready.count(), 1);
    }

    void largeConversationOnWorker()
    {
        // 5,000 answers of two sentences, the first cited: past kWorkerFrom, so built on the
        // worker; 10,000 rows, each answer 22 of its 42 shown characters cited.
        auto conversation = std::make_shared<Conversation>();
        const QString text = u"Kyoto is lovely in autumn. Book ahead in November."_s;
        const qsizetype cited = text.indexOf(u'.') + 1;
        auto grounding = std::make_shared<Grounding>();
        Reference web;
        web.kind = Reference::Kind::Web;
        web.title = u"kyoto.example"_s;
        grounding->references = {web};
        CitedSegment segment;
        segment.status = CitationStatus::Resolved;
        segment.partIndex = 0;
        segment.bytes = {0, cited};
        segment.utf16 = {0, cited};
        segment.text = text.left(cited);
        segment.references = {0};
        grounding->citations = {segment};
        Message answer;
        answer.role = u"model"_s;
        Chunk chunk;
        chunk.text = text;
        chunk.sourcePart = 0;
        answer.chunks = {chunk};
        answer.grounding = grounding;
        conversation->messages = QVector<Message>(5000, answer);
        QVERIFY(CitationRows::cost(*conversation) >= Model::kWorkerFrom);

        Model model;
        QSignalSpy ready(&model, &Model::rowsReady);
        model.setConversation(0, conversation);
        QVERIFY(model.isBuilding());
        QVERIFY(ready.wait(30000));
        QCOMPARE(model.rowCount(), 10000);
        QCOMPARE(model.rows().at(9999).message, 4999);
        QCOMPARE(model.rows().at(9999).text, u"Book ahead in November."_s);
        QCOMPARE(*model.rows().at(9999).coverage, 22.0 / 42.0);
    }

    void sortAndFilter()
    {
        Model model;
        model.setConversation(0, fixture("adk_session_grounded_ja.json"));
        CitationOverviewProxyModel proxy;
        QAbstractItemModelTester tester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.setSourceModel(&model);
        // Coverage as numbers: 32 % before 100 % (as text "100 %" would come first); rows of
        // the same value stay in reading order.
        proxy.sort(Model::CoverageColumn, Qt::AscendingOrder);
        QCOMPARE(column(proxy, Model::TextColumn).first(3),
            QStringList(
                {u"¡Perfecto!"_s, u"Reservé el ryokan en Gion 🏯✨"_s, u"¿Necesitas algo más?"_s}));
        proxy.sort(Model::MessageColumn, Qt::DescendingOrder);
        QCOMPARE(cell(proxy, 0, Model::MessageColumn), u"7"_s);
        proxy.sort(-1); // back to reading order

        proxy.setFlagFilter(CitationFlag::Uncited);
        QCOMPARE(column(proxy, Model::TextColumn),
            QStringList({u"¡Perfecto!"_s, u"¿Necesitas algo más?"_s}));
        proxy.setFlagFilter(CitationFlag::MissingSource);
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(cell(proxy, 0, 0, Model::SegmentRole), u"2"_s);
        proxy.setFlagFilter(CitationFlag::Weak);
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setFlagFilter(CitationFlag::Uncited | CitationFlag::MissingSource);
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setFlagFilter({});
        QCOMPARE(proxy.rowCount(), 7);

        proxy.setTextFilter(u" gion "_s); // trimmed, any case
        QCOMPARE(
            column(proxy, Model::TextColumn), QStringList({u"Reservé el ryokan en Gion 🏯✨"_s}));
        proxy.setTextFilter(u"kyoto-travel"_s); // in the sources
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setTextFilter(u"booking"_s); // the author
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setFlagFilter(CitationFlag::Uncited); // both filters
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setTextFilter(QString());
        proxy.setFlagFilter({});
        QCOMPARE(proxy.rowCount(), 7);
    }
};

QTEST_MAIN(TstCitationOverviewModel)
#include "tst_citation_overview_model.moc"
