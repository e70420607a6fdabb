// SPDX-License-Identifier: GPL-2.0-or-later
#include "document/document.h"
#include "items/conversation_list_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

class TstConversationListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
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
};

QTEST_GUILESS_MAIN(TstConversationListModel)
#include "tst_conversation_list_model.moc"
