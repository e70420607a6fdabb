// SPDX-License-Identifier: GPL-2.0-or-later
#include "document/document.h"
#include "items/conversation_filter_proxy_model.h"
#include "items/conversation_list_model.h"

#include <QAbstractItemModelTester>
#include <QAbstractTableModel>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

using Column = ConversationListModel::Column;
using SortKey = ConversationFilterProxyModel::SortKey;

struct Row {
    QString id;
    QString title;
    QString agent;
    QDateTime start;
    int messages = -1;
    int turns = -1;
    int part = -1; ///< a part of a conversation shown in parts: its title is the session's
};

// The conversation list as ConversationListModel shows it (same columns and roles), fed by hand:
// rows arrive in batches and their counts become known later, as a document's summaries do.
class FakeConversations : public QAbstractTableModel
{
public:
    void append(const QVector<Row> &rows)
    {
        if (rows.isEmpty())
            return;
        beginInsertRows(QModelIndex(), int(m_rows.size()), int(m_rows.size() + rows.size()) - 1);
        m_rows += rows;
        endInsertRows();
    }
    void replaceAll(const QVector<Row> &rows)
    {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    }
    void setCounts(int row, int messages, int turns)
    {
        m_rows[row].messages = messages;
        m_rows[row].turns = turns;
        Q_EMIT dataChanged(index(row, 0), index(row, Column::ColumnCount - 1));
    }
    int rowCount(const QModelIndex &parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }
    int columnCount(const QModelIndex &parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : Column::ColumnCount;
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        const Row &r = m_rows.at(index.row());
        switch (role) {
        case ConversationListModel::IdRole:
            return r.id;
        case ConversationListModel::TitleRole:
            return r.title;
        case ConversationListModel::StartRole:
            return r.start;
        case ConversationListModel::MessageCountRole:
            return r.messages;
        case ConversationListModel::TurnCountRole:
            return r.turns;
        case ConversationListModel::AgentRole:
            return r.agent;
        case ConversationListModel::ConversationIndexRole:
            return index.row();
        case ConversationListModel::PartRole:
            return r.part;
        case Qt::DisplayRole:
            if (index.column() == Column::TitleColumn && r.part >= 0)
                return u"Part %1 · events %2–%3"_s.arg(r.part + 1)
                    .arg(r.part * 100)
                    .arg(r.part * 100 + 99);
            if (index.column() == Column::TitleColumn)
                return r.title.isEmpty() ? r.id.section(u'/', -1) : r.title;
            if (index.column() == Column::AgentColumn)
                return r.agent.section(u'/', -1);
            return QVariant();
        }
        return QVariant();
    }

private:
    QVector<Row> m_rows;
};

Row row(const QString &id, const QString &title, const QString &agent, qint64 startSecs,
    int messages, int turns)
{
    const QDateTime base(QDate(2026, 3, 1), QTime(0, 0), Qt::UTC);
    return Row {
        id, title, agent, startSecs < 0 ? QDateTime() : base.addSecs(startSecs), messages, turns};
}

QVector<Row> sample()
{
    const QString apps = u"projects/p/locations/us/apps/shop/"_s;
    return {
        row(apps + u"conversations/c-300"_s, QString(), apps + u"agents/billing"_s, 300, 12, 6),
        row(apps + u"conversations/c-100"_s, u"Pedido A-17"_s, apps + u"agents/orders"_s, 100, -1,
            -1),
        row(apps + u"conversations/c-200"_s, u"注文の確認"_s, apps + u"agents/Billing"_s, -1, 4, 2),
        row(apps + u"conversations/c-050"_s, u"Refund"_s, apps + u"agents/support"_s, 50, 30, 15),
    };
}

/// A proxy over sample(), checked by QAbstractItemModelTester from before the rows arrive.
struct Sampled {
    FakeConversations source;
    ConversationFilterProxyModel proxy;
    QAbstractItemModelTester tester {&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal};
    Sampled()
    {
        proxy.setSourceModel(&source);
        source.append(sample());
    }
};

QStringList shownIds(const QAbstractItemModel &proxy)
{
    QStringList ids;
    for (int r = 0; r < proxy.rowCount(); ++r)
        ids.append(
            proxy.index(r, 0).data(ConversationListModel::IdRole).toString().section(u'/', -1));
    return ids;
}

} // namespace

class TstConversationFilterProxy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void partsSortByNumberAndFilterBySession()
    {
        // The twelve parts of one session, listed by name ("Part 3 · events 200–299").
        FakeConversations source;
        QVector<Row> parts;
        for (int part = 0; part < 12; ++part) {
            Row r = row(u"s-7"_s, u"Soporte técnico"_s, u"support"_s, part * 60, 100, 30);
            r.part = part;
            parts.append(r);
        }
        std::reverse(parts.begin(), parts.end()); // the file order is not the parts' order
        source.append(parts);
        ConversationFilterProxyModel proxy;
        QAbstractItemModelTester tester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.setSourceModel(&source);
        const auto shownParts = [&] {
            QList<int> numbers;
            for (int r = 0; r < proxy.rowCount(); ++r)
                numbers.append(proxy.index(r, 0).data(ConversationListModel::PartRole).toInt() + 1);
            return numbers;
        };
        // By number, not by text ("Part 10" < "Part 2"), both ways.
        proxy.sortBy(SortKey::Title, Qt::AscendingOrder);
        QCOMPARE(shownParts(), (QList<int> {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}));
        proxy.sortBy(SortKey::Title, Qt::DescendingOrder);
        QCOMPARE(shownParts(), (QList<int> {12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1}));
        // By the part's name, and by the session's title (which the name leaves out).
        proxy.sortBy(SortKey::Title, Qt::AscendingOrder);
        proxy.setText(u"PART 1"_s);
        QCOMPARE(shownParts(), (QList<int> {1, 10, 11, 12}));
        proxy.setText(u"events 300–"_s);
        QCOMPARE(shownParts(), (QList<int> {4}));
        proxy.setText(u"soporte"_s);
        QCOMPARE(proxy.rowCount(), 12);
    }

    void filters()
    {
        Sampled sampled;
        FakeConversations &source = sampled.source;
        ConversationFilterProxyModel &proxy = sampled.proxy;
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-100"_s, u"c-200"_s, u"c-050"_s}));
        QVERIFY(!proxy.isFiltering());

        // Text: id, title or agent, any case; the agent's resource path counts too.
        proxy.setText(u"BILLING"_s);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-200"_s}));
        proxy.setText(u"pedido"_s);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-100"_s}));
        proxy.setText(u"注文"_s);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-200"_s}));
        proxy.setText(u"c-0"_s);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-050"_s}));
        // At the very end of a field; one character more is past it; the first character many
        // times before the place it matches ("l" of "locations" before the "ll" of "billing").
        proxy.setText(u"a-17"_s);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-100"_s}));
        proxy.setText(u"a-170"_s);
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setText(u"確認"_s);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-200"_s}));
        proxy.setText(u"LL"_s);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-200"_s}));
        proxy.setText(QString());
        QCOMPARE(proxy.rowCount(), 4);

        // Start time [from, to); unknown starts are hidden while a range is set.
        const QDateTime base(QDate(2026, 3, 1), QTime(0, 0), Qt::UTC);
        proxy.setTimeRange(base.addSecs(100), QDateTime());
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-100"_s}));
        proxy.setTimeRange(base.addSecs(50), base.addSecs(300));
        QCOMPARE(shownIds(proxy), (QStringList {u"c-100"_s, u"c-050"_s}));
        proxy.setTimeRange(QDateTime(), QDateTime());

        // Turns: bounds included; unknown counts hidden while a bound is set.
        proxy.setTurnRange(2, -1);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-200"_s, u"c-050"_s}));
        proxy.setTurnRange(3, 15);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-050"_s}));
        proxy.setTurnRange(-1, 6);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-200"_s}));
        // Criteria combine.
        proxy.setText(u"billing"_s);
        proxy.setTurnRange(3, -1);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s}));
        // A count that becomes known brings its row in (after the coalescing delay).
        proxy.setText(QString());
        proxy.setTurnRange(1, -1);
        QCOMPARE(proxy.rowCount(), 3);
        source.setCounts(1, 8, 4);
        QTRY_COMPARE(proxy.rowCount(), 4);
    }

    void sorting_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<QStringList>("ascending");
        QTest::addColumn<QStringList>("descending");
        // Unknown starts and counts stay last in both orders.
        QTest::newRow("id") << int(SortKey::Id)
                            << QStringList {u"c-050"_s, u"c-100"_s, u"c-200"_s, u"c-300"_s}
                            << QStringList {u"c-300"_s, u"c-200"_s, u"c-100"_s, u"c-050"_s};
        QTest::newRow("title") << int(SortKey::Title)
                               << QStringList {u"c-300"_s, u"c-100"_s, u"c-050"_s, u"c-200"_s}
                               << QStringList {u"c-200"_s, u"c-050"_s, u"c-100"_s, u"c-300"_s};
        QTest::newRow("agent (as shown, any case; ties in file order)")
            << int(SortKey::Agent) << QStringList {u"c-300"_s, u"c-200"_s, u"c-100"_s, u"c-050"_s}
            << QStringList {u"c-050"_s, u"c-100"_s, u"c-300"_s, u"c-200"_s};
        QTest::newRow("start") << int(SortKey::Start)
                               << QStringList {u"c-050"_s, u"c-100"_s, u"c-300"_s, u"c-200"_s}
                               << QStringList {u"c-300"_s, u"c-100"_s, u"c-050"_s, u"c-200"_s};
        QTest::newRow("messages") << int(SortKey::Messages)
                                  << QStringList {u"c-200"_s, u"c-300"_s, u"c-050"_s, u"c-100"_s}
                                  << QStringList {u"c-050"_s, u"c-300"_s, u"c-200"_s, u"c-100"_s};
        QTest::newRow("turns") << int(SortKey::Turns)
                               << QStringList {u"c-200"_s, u"c-300"_s, u"c-050"_s, u"c-100"_s}
                               << QStringList {u"c-050"_s, u"c-300"_s, u"c-200"_s, u"c-100"_s};
    }

    void sorting()
    {
        QFETCH(int, key);
        QFETCH(QStringList, ascending);
        QFETCH(QStringList, descending);
        Sampled sampled;
        ConversationFilterProxyModel &proxy = sampled.proxy;
        proxy.sortBy(SortKey(key), Qt::AscendingOrder);
        QCOMPARE(proxy.sortKey(), SortKey(key));
        QCOMPARE(shownIds(proxy), ascending);
        proxy.sortBy(SortKey(key), Qt::DescendingOrder);
        QCOMPARE(shownIds(proxy), descending);
        // Sorting by a column sorts by its key; file order again with -1.
        const int column = ConversationFilterProxyModel::columnForKey(SortKey(key));
        proxy.sort(column, Qt::AscendingOrder);
        if (SortKey(key) != SortKey::Id)
            QCOMPARE(shownIds(proxy), ascending);
        proxy.sortBy(SortKey::FileOrder);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-100"_s, u"c-200"_s, u"c-050"_s}));
    }

    void fiftyThousandInBatches()
    {
        constexpr int kRows = 50000;
        constexpr int kBatch = 2500;
        FakeConversations source;
        ConversationFilterProxyModel proxy;
        proxy.setSourceModel(&source);
        // The tester checks every row after each change: on for the first half of the rows
        // (the time each change takes is measured in bench/).
        auto tester = std::make_unique<QAbstractItemModelTester>(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.sortBy(SortKey::Turns, Qt::DescendingOrder);
        proxy.setText(u"agents/a7"_s); // a tenth of the rows
        for (int first = 0; first < kRows; first += kBatch) {
            QVector<Row> batch;
            for (int i = first; i < first + kBatch; ++i)
                batch.append(row(u"conversations/c%1"_s.arg(i), QString(),
                    u"agents/a%1"_s.arg(i % 10), i, -1, i % 3 == 0 ? -1 : (i * 7919) % 101));
            if (first == kRows / 2)
                tester.reset();
            source.append(batch);
            QCoreApplication::processEvents();
        }
        // Rows are filtered as they arrive; the order is restored after the last batch.
        QCOMPARE(proxy.rowCount(), kRows / 10);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (int r = 1; r < proxy.rowCount(); ++r) {
                    const int a
                        = proxy.index(r - 1, 0).data(ConversationListModel::TurnCountRole).toInt();
                    const int b
                        = proxy.index(r, 0).data(ConversationListModel::TurnCountRole).toInt();
                    if (b >= 0 && (a < 0 || a < b))
                        return false;
                }
                return true;
            }(),
            5000);
        const int last = proxy.index(proxy.rowCount() - 1, 0)
                             .data(ConversationListModel::TurnCountRole)
                             .toInt();
        QCOMPARE(last, -1); // unknown counts last, also in descending order
        for (int r = 0; r < proxy.rowCount(); r += 101)
            QVERIFY(proxy.index(r, 0).data(ConversationListModel::AgentRole).toString()
                == u"agents/a7"_s);
        // Counts become known one by one (summaries arriving): coalesced into one re-sort.
        QSignalSpy layouts(&proxy, &QAbstractItemModel::layoutChanged);
        for (int i = 7; i < 3000; i += 30)
            source.setCounts(i, 5, 1000 + i);
        QTRY_COMPARE(layouts.count(), 1);
        QCOMPARE(proxy.index(0, 0).data(ConversationListModel::TurnCountRole).toInt(), 1000 + 2977);
        proxy.setText(u"c4999"_s);
        QCOMPARE(proxy.rowCount(), 11); // c4999 and c49990..c49999
        proxy.setText(QString()); // all 50,000, sorted again
        QCOMPARE(proxy.rowCount(), kRows);
        proxy.sortBy(SortKey::Title, Qt::AscendingOrder);
        QCOMPARE(proxy.index(0, 0).data().toString(), u"c0"_s);
    }

    void textInTheIdsStartItsEndOrAcross()
    {
        Sampled sampled;
        FakeConversations &source = sampled.source;
        ConversationFilterProxyModel &proxy = sampled.proxy;
        QVector<Row> other = {row(u"sessions/c-100-b"_s, QString(), QString(), 10, 1, 1),
            row(u"plain-id"_s, QString(), QString(), 20, 1, 1)};
        source.append(other);
        const QStringList all
            = {u"c-300"_s, u"c-100"_s, u"c-200"_s, u"c-050"_s, u"c-100-b"_s, u"plain-id"_s};
        // In the start every id of the app shares (searched once), across its last '/', in
        // the last segment; typed a character at a time (narrower), then wider again.
        proxy.setText(u"apps/SHOP/"_s);
        QCOMPARE(shownIds(proxy), all.mid(0, 4));
        proxy.setText(u"s/c-1"_s);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-100"_s, u"c-100-b"_s}));
        proxy.setText(u"s/c-10"_s);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-100"_s, u"c-100-b"_s}));
        proxy.setText(u"s/c-100-"_s);
        QCOMPARE(shownIds(proxy), QStringList {u"c-100-b"_s});
        proxy.setText(u"s/c"_s);
        QCOMPARE(shownIds(proxy), all.mid(0, 5));
        proxy.setText(u"id"_s); // and the title "Pedido A-17"
        QCOMPARE(shownIds(proxy), (QStringList {u"c-100"_s, u"plain-id"_s}));
        proxy.setText(u"-"_s);
        QCOMPARE(shownIds(proxy), all);
        // Agents: "billing" is two rows' agent in two spellings (case-folded alike).
        proxy.setText(u"agents/billing"_s);
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-200"_s}));
    }

    void selectionFollowsItsRowsThroughSortAndFilter()
    {
        Sampled sampled;
        FakeConversations &source = sampled.source;
        ConversationFilterProxyModel &proxy = sampled.proxy;
        auto idOf = [](const QPersistentModelIndex &index) {
            return index.data(ConversationListModel::IdRole).toString().section(u'/', -1);
        };
        const QPersistentModelIndex refund = proxy.index(3, 2); // c-050, a column other than 0
        const QPersistentModelIndex first = proxy.index(0, 0); // c-300
        QCOMPARE(idOf(refund), u"c-050"_s);
        QSignalSpy layouts(&proxy, &QAbstractItemModel::layoutChanged);
        proxy.sortBy(SortKey::Start, Qt::AscendingOrder); // c-050 c-100 c-300 c-200
        QCOMPARE(layouts.count(), 1);
        QCOMPARE(refund.row(), 0);
        QCOMPARE(refund.column(), 2);
        QCOMPARE(idOf(refund), u"c-050"_s);
        QCOMPARE(first.row(), 2);
        // The same order again changes nothing, and says nothing.
        proxy.sortBy(SortKey::Start, Qt::AscendingOrder);
        QCOMPARE(layouts.count(), 1);
        // Hidden by the filter: the index goes; shown again, a new index finds the row.
        proxy.setText(u"refund"_s);
        QCOMPARE(shownIds(proxy), QStringList {u"c-050"_s});
        QVERIFY(!first.isValid());
        QCOMPARE(refund.row(), 0);
        QCOMPARE(proxy.mapFromSource(source.index(0, 0)), QModelIndex());
        QCOMPARE(proxy.mapToSource(refund).row(), 3);
        // No row shown: the column titles are still the source's.
        proxy.setText(u"nothing like this"_s);
        QCOMPARE(proxy.rowCount(), 0);
        QVERIFY(!refund.isValid());
        QVERIFY(!proxy.hasChildren());
        for (int column = 0; column < source.columnCount(); ++column)
            QCOMPARE(proxy.headerData(column, Qt::Horizontal),
                source.headerData(column, Qt::Horizontal));
        proxy.setText(QString());
        QCOMPARE(shownIds(proxy), (QStringList {u"c-050"_s, u"c-100"_s, u"c-300"_s, u"c-200"_s}));
        QCOMPARE(proxy.mapFromSource(source.index(0, 1)), proxy.index(2, 1));
    }

    /// A source reset with rows in it, values changing with no filter set, then filters, rows
    /// arriving and values changing again (what the window sees when it switches files and the
    /// summaries come in).
    void resetThenChangesThenFilters()
    {
        Sampled sampled;
        FakeConversations &source = sampled.source;
        ConversationFilterProxyModel &proxy = sampled.proxy;
        QVector<Row> more = sample();
        more.append(row(u"sessions/s-1"_s, QString(), QString(), 5, -1, -1));
        source.replaceAll(more);
        QCOMPARE(proxy.rowCount(), 5);
        source.setCounts(4, 9, 9); // no filter: nothing to look at again, nothing hidden
        QCOMPARE(proxy.rowCount(), 5);
        proxy.setTurnRange(3, -1); // c-300 (6), c-050 (15), s-1 (9)
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-050"_s, u"s-1"_s}));
        source.append({row(u"sessions/s-2"_s, QString(), QString(), 6, 1, 1),
            row(u"sessions/s-3"_s, QString(), QString(), 7, 4, 4)});
        QCOMPARE(shownIds(proxy), (QStringList {u"c-300"_s, u"c-050"_s, u"s-1"_s, u"s-3"_s}));
        source.setCounts(5, 8, 8); // s-2 now has 8 turns: shown at the next refresh
        QTRY_COMPARE(
            shownIds(proxy), (QStringList {u"c-300"_s, u"c-050"_s, u"s-1"_s, u"s-2"_s, u"s-3"_s}));
        proxy.setTurnRange(-1, -1);
        QCOMPARE(proxy.rowCount(), 7);
    }

    void realDocument()
    {
        Document document;
        ConversationListModel model;
        ConversationFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setDocument(&document); // rows arrive as the document indexes
        document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversations.jsonl"));
        QVERIFY(document.waitForLoaded(10000));
        QTRY_COMPARE(proxy.rowCount(), document.conversationCount());
        QVERIFY(proxy.rowCount() >= 2);
        proxy.sortBy(SortKey::Id, Qt::DescendingOrder);
        for (int r = 1; r < proxy.rowCount(); ++r) {
            const QString a = proxy.index(r - 1, 0).data(ConversationListModel::IdRole).toString();
            const QString b = proxy.index(r, 0).data(ConversationListModel::IdRole).toString();
            QVERIFY(a.toCaseFolded() >= b.toCaseFolded());
        }
        const QString id = document.summary(0).id;
        proxy.setText(id.section(u'/', -1).toUpper());
        QVERIFY(proxy.rowCount() >= 1);
        QCOMPARE(proxy.mapToSource(proxy.index(0, 0)).row(), 0);
    }
};

QTEST_GUILESS_MAIN(TstConversationFilterProxy)
#include "tst_conversation_filter_proxy.moc"
