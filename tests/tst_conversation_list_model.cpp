// SPDX-License-Identifier: GPL-2.0-or-later
#include "document/document.h"
#include "document_stream_data.h"
#include "items/conversation_filter_proxy_model.h"
#include "items/conversation_list_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <ctime>

using namespace Qt::StringLiterals;

namespace {

// The part names of the proxy's rows, in its order.
QStringList shownNames(const QAbstractItemModel &model)
{
    QStringList names;
    for (int row = 0; row < model.rowCount(); ++row)
        names << model.index(row, ConversationListModel::TitleColumn).data().toString();
    return names;
}

} // namespace

class TstConversationListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // The part names hold times and numbers: fixed zone and locale.
        qputenv("TZ", "UTC");
        tzset();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void listPage()
    {
        Document document;
        ConversationListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.setDocument(&document); // before loading: rows arrive as inserts
        QCOMPARE(model.rowCount(), 0);
        document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversations.json"));
        QVERIFY(document.waitForLoaded(10000));
        QTRY_COMPARE(model.rowCount(), document.conversationCount());
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(inserted.count() >= 1);
        QCOMPARE(model.columnCount(), int(ConversationListModel::ColumnCount));

        for (int row = 0; row < model.rowCount(); ++row) {
            const ConversationSummary s = document.summary(row);
            const QModelIndex index = model.index(row, 0);
            QCOMPARE(index.data(ConversationListModel::IdRole).toString(), s.id);
            QCOMPARE(index.data(ConversationListModel::ConversationIndexRole).toInt(), row);
            QCOMPARE(index.data(ConversationListModel::MessageCountRole).toInt(), s.messageCount);
            QVERIFY(!index.data()
                         .toString()
                         .isEmpty()); // a title, the id's last part or "Conversation n"
            if (s.start.valid)
                QCOMPARE(index.data(ConversationListModel::StartRole).toDateTime(),
                    s.start.toLocalDateTime());
        }
        QCOMPARE(model.headerData(ConversationListModel::MessagesColumn, Qt::Horizontal).toString(),
            u"Messages"_s);
    }

    void singleConversationAndReset()
    {
        Document document;
        document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversation.json"));
        QVERIFY(document.waitForLoaded(10000));
        ConversationListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setDocument(&document);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex row = model.index(0, ConversationListModel::TitleColumn);
        QCOMPARE(row.data(ConversationListModel::IdRole).toString(),
            u"projects/p1/locations/us/apps/a1/conversations/c42"_s);
        QCOMPARE(model.displayTitle(0).isEmpty(), false);
        QCOMPARE(model.index(0, ConversationListModel::AgentColumn).data().toString(), u"root"_s);
        QCOMPARE(model.index(0, ConversationListModel::TurnsColumn)
                     .data(ConversationListModel::TurnCountRole)
                     .toInt(),
            2);
        QCOMPARE(model.index(0, ConversationListModel::StartColumn)
                     .data(ConversationListModel::StartRole)
                     .toDateTime()
                     .toUTC(),
            QDateTime(QDate(2026, 3, 2), QTime(10, 15), Qt::UTC));
        QVERIFY(!model.index(0, ConversationListModel::StartColumn).data().toString().isEmpty());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.retranslate();
        QCOMPARE(changed.count(), 1);
        model.setDocument(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void partsOfAHugeSession()
    {
        // An ADK session of 1,200 events (user texts with state changes, function calls and
        // their responses, one a second from 2026-01-05 08:00:00 UTC) cut in parts of about 100.
        DocumentTuning tuning;
        tuning.streamFrom = 0;
        tuning.partsFrom = 0;
        tuning.partRecords = 100;
        Document document;
        document.setTuning(tuning);
        ConversationListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setDocument(&document);
        QSignalSpy summaries(&document, &Document::summariesFinished);
        document.openData(streamdata::adkSession(1200), u"session.json"_s);
        QVERIFY(document.waitForLoaded(30000));
        if (!document.summariesComplete())
            QVERIFY(summaries.wait(30000));
        QCOMPARE(document.formatId(), u"adk.session"_s);
        QTRY_COMPARE(model.rowCount(), document.conversationCount());
        QVERIFY(model.rowCount() >= 11); // so that "Part 10" and "Part 2" meet

        // Each part's number, events (indexes in the file's `events` array, as its JSON paths
        // give them) and the time of its messages; the session is in the tool tip.
        auto title = [&](int row) { return model.index(row, ConversationListModel::TitleColumn); };
        QCOMPARE(title(0).data().toString(), u"Part 1 · events 0–99 · 8:00 AM–8:01 AM"_s);
        // A call is kept with its response: the second part ends one event later.
        QCOMPARE(title(1).data().toString(), u"Part 2 · events 100–200 · 8:01 AM–8:03 AM"_s);
        const auto first = document.conversation(1)->messages.first().jsonPath;
        QCOMPARE(first, u"events[100]"_s);
        const int last = model.rowCount() - 1;
        QCOMPARE(last, 11);
        QCOMPARE(
            title(last).data().toString(), u"Part 12 · events 1,105–1,199 · 8:18 AM–8:19 AM"_s);
        QCOMPARE(title(1).data(ConversationListModel::PartRole).toInt(), 1);
        QCOMPARE(
            title(1).data(Qt::ToolTipRole).toString(), u"s-big\n"_s + title(1).data().toString());
        QCOMPARE(title(1).data(ConversationListModel::IdRole).toString(), u"s-big"_s);
        // At the default width only the start shows: no two parts start alike.
        QSet<QString> starts;
        for (int row = 0; row < model.rowCount(); ++row)
            starts.insert(title(row).data().toString().left(20));
        QCOMPARE(starts.size(), model.rowCount());

        // Sorted by title, parts go by number (not "Part 10" before "Part 2"), both ways.
        ConversationFilterProxyModel proxy;
        QAbstractItemModelTester proxyTester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.setSourceModel(&model);
        const QStringList fileOrder = shownNames(proxy);
        proxy.sort(ConversationListModel::TitleColumn, Qt::AscendingOrder);
        QCOMPARE(shownNames(proxy), fileOrder);
        proxy.sort(ConversationListModel::TitleColumn, Qt::DescendingOrder);
        QStringList reversed = fileOrder;
        std::reverse(reversed.begin(), reversed.end());
        QCOMPARE(shownNames(proxy), reversed);
        QVERIFY(shownNames(proxy).indexOf(title(9).data().toString())
            < shownNames(proxy).indexOf(title(1).data().toString()));

        // Filtered by the part's name (any case) and by the session it is a part of.
        proxy.setText(u"PART 2 "_s);
        QCOMPARE(shownNames(proxy), QStringList {title(1).data().toString()});
        proxy.setText(u"events 100–"_s);
        QCOMPARE(shownNames(proxy), QStringList {title(1).data().toString()});
        proxy.setText(u"8:19 AM"_s);
        QCOMPARE(shownNames(proxy), QStringList {title(last).data().toString()});
        proxy.setText(u"s-big"_s);
        QCOMPARE(proxy.rowCount(), model.rowCount());
        proxy.setText(u"part 99"_s);
        QCOMPARE(proxy.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TstConversationListModel)
#include "tst_conversation_list_model.moc"
