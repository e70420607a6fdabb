// SPDX-License-Identifier: GPL-2.0-or-later
#include "items/protocol_log_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

McpLogRecord sent(int exchange, const QByteArray &body)
{
    McpLogRecord r;
    r.direction = McpLogRecord::Direction::Sent;
    r.operation = 1;
    r.exchange = exchange;
    r.rpcMethod = u"tools/call"_s;
    r.url = QUrl(u"https://discoveryengine.googleapis.com/mcp"_s);
    r.headers = {{"Content-Type", "application/json"}, {"Authorization", "Bearer ya29.secret"},
        {"x-goog-user-project", "demo"}};
    r.body = body;
    r.time = QDateTime(QDate(2026, 5, 1), QTime(9, 0, 1, 250));
    return r;
}

McpLogRecord received(int exchange, int status, const QByteArray &body, qint64 ms)
{
    McpLogRecord r;
    r.direction = McpLogRecord::Direction::Received;
    r.operation = 1;
    r.exchange = exchange;
    r.rpcMethod = u"tools/call"_s;
    r.url = QUrl(u"https://discoveryengine.googleapis.com/mcp"_s);
    r.status = status;
    r.headers = {{"Content-Type", "text/event-stream"}};
    r.body = body;
    r.elapsedMs = ms;
    r.time = QDateTime(QDate(2026, 5, 1), QTime(9, 0, 2, 0));
    return r;
}

} // namespace

class TstProtocolLogModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsColumnsAndRoles()
    {
        ProtocolLogModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QCOMPARE(model.columnCount(), int(ProtocolLogModel::ColumnCount));
        QCOMPARE(model.rowCount(), 0);
        model.append(sent(1, R"({"jsonrpc":"2.0","id":1,"method":"tools/call"})"));
        model.append(received(1, 200,
            "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"b\":1,\"a\":2}}\n\n",
            1234));
        McpLogRecord failed = received(2, 0, QByteArray(), 15);
        failed.error = u"Connection refused"_s;
        model.append(failed);
        QCOMPARE(model.rowCount(), 3);

        const auto text
            = [&](int row, int column) { return model.index(row, column).data().toString(); };
        QCOMPARE(text(0, ProtocolLogModel::MethodColumn), u"tools/call"_s);
        QCOMPARE(text(0, ProtocolLogModel::StatusColumn), QString());
        QCOMPARE(text(0, ProtocolLogModel::DurationColumn), QString());
        QCOMPARE(text(1, ProtocolLogModel::StatusColumn), u"200"_s);
        QCOMPARE(text(1, ProtocolLogModel::DurationColumn), u"1234 ms"_s);
        QCOMPARE(text(2, ProtocolLogModel::StatusColumn), u"failed"_s);
        QCOMPARE(text(0, ProtocolLogModel::DirectionColumn), u"→"_s);
        QCOMPARE(text(1, ProtocolLogModel::DirectionColumn), u"←"_s);
        QCOMPARE(model.index(0, ProtocolLogModel::DirectionColumn).data(Qt::ToolTipRole).toString(),
            u"Sent"_s);
        QCOMPARE(model.index(1, ProtocolLogModel::DirectionColumn).data(Qt::ToolTipRole).toString(),
            u"Received"_s);
        QCOMPARE(model.index(0, ProtocolLogModel::MethodColumn).data(Qt::ToolTipRole).toString(),
            u"POST tools/call — https://discoveryengine.googleapis.com/mcp"_s);
        QVERIFY(!text(0, ProtocolLogModel::TimeColumn).isEmpty());
        QVERIFY(!text(1, ProtocolLogModel::SizeColumn).isEmpty());
        QCOMPARE(model.index(0, 0).data(ProtocolLogModel::DirectionRole).toInt(), 0);
        QCOMPARE(model.index(1, 0).data(ProtocolLogModel::DirectionRole).toInt(), 1);
        QCOMPARE(model.index(1, 0).data(ProtocolLogModel::HttpStatusRole).toInt(), 200);
        QCOMPARE(model.index(1, 0).data(ProtocolLogModel::ExchangeRole).toInt(), 1);
        QCOMPARE(model.index(1, 0).data(ProtocolLogModel::ElapsedRole).toLongLong(), 1234);
        QCOMPARE(model.index(0, 0).data(ProtocolLogModel::IsFailureRole).toBool(), false);
        QCOMPARE(model.index(1, 0).data(ProtocolLogModel::IsFailureRole).toBool(), false);
        QCOMPARE(model.index(2, 0).data(ProtocolLogModel::IsFailureRole).toBool(), true);
        QCOMPARE(model.index(2, ProtocolLogModel::StatusColumn).data(Qt::ToolTipRole).toString(),
            u"Connection refused"_s);
        QCOMPARE(model.index(0, 0).data(ProtocolLogModel::BodySizeRole).toLongLong(),
            qint64(model.record(0).body.size()));
        QVERIFY(model.roleNames().contains(ProtocolLogModel::DetailTextRole));
        QVERIFY(
            !model.headerData(ProtocolLogModel::StatusColumn, Qt::Horizontal).toString().isEmpty());

        // The details: the response line, the headers, the SSE data indented, key order kept.
        const QString details = model.index(1, 0).data(ProtocolLogModel::DetailTextRole).toString();
        QVERIFY2(details.startsWith(u"HTTP 200 (1234 ms)"_s), qPrintable(details));
        QVERIFY(details.contains(u"Content-Type: text/event-stream"_s));
        QVERIFY(details.contains(u"data: {\n"_s));
        QVERIFY(details.indexOf(u"\"b\": 1"_s) < details.indexOf(u"\"a\": 2"_s));
        QVERIFY(details.indexOf(u"\"b\": 1"_s) > 0);

        QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
        model.retranslate();
        QCOMPARE(headers.size(), 1);
    }

    void credentialsAreMasked()
    {
        ProtocolLogModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        McpLogRecord r = sent(1, R"({"arguments":{"message":"ya29.secret"}})");
        r.headers.append(McpHeader("X-Api-Key", "k-123"));
        r.url = QUrl(u"https://example.com/mcp?key=ya29.secret"_s);
        model.append(r, u"ya29.secret"_s);
        const McpLogRecord &kept = model.record(0);
        QString all = model.allText();
        all += model.index(0, 0).data(ProtocolLogModel::DetailTextRole).toString();
        all += model.index(0, 0).data(ProtocolLogModel::RecordTextRole).toString();
        for (int c = 0; c < model.columnCount(); ++c)
            all += model.index(0, c).data(Qt::ToolTipRole).toString()
                + model.index(0, c).data().toString();
        QVERIFY2(!all.contains(u"ya29.secret"_s), qPrintable(all));
        QVERIFY(!all.contains(u"k-123"_s));
        QVERIFY(all.contains(u"Authorization: Bearer ***"_s));
        QVERIFY(all.contains(u"X-Api-Key: ***"_s));
        QVERIFY(!kept.body.contains("ya29.secret"));
        QVERIFY(kept.body.contains("***"));
        QVERIFY(all.contains(u"x-goog-user-project: demo"_s));
    }

    void oldestRowsDropAndClear()
    {
        ProtocolLogModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setMaxRecords(3);
        for (int i = 1; i <= 5; ++i)
            model.append(received(i, 200, "{}", i));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.record(0).exchange, 3);
        QCOMPARE(model.record(2).exchange, 5);
        model.setMaxRecords(2);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.record(0).exchange, 4);
        QCOMPARE(model.allText().count(u"HTTP 200"_s), 2);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.allText(), QString());
    }

    void bodiesBoundedInTotalBytes()
    {
        ProtocolLogModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QCOMPARE(model.maxBodyBytes(), qint64(64 * 1024 * 1024));
        model.setMaxBodyBytes(1000);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        for (int i = 1; i <= 5; ++i)
            model.append(received(i, 200, QByteArray(300, char('a' + i)), i));
        // 1500 bytes in five bodies: the two oldest bodies go, their rows stay.
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.bodyBytes(), qint64(900));
        QCOMPARE(changed.size(), 2);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 0);
        QCOMPARE(changed.at(1).at(0).toModelIndex().row(), 1);
        for (int row : {0, 1}) {
            QVERIFY(model.record(row).body.isEmpty());
            QCOMPARE(model.record(row).droppedBodyBytes, qint64(300));
            const QModelIndex index = model.index(row, ProtocolLogModel::SizeColumn);
            QVERIFY(index.data(ProtocolLogModel::BodyDroppedRole).toBool());
            QCOMPARE(index.data(ProtocolLogModel::BodySizeRole).toLongLong(), qint64(300));
            QVERIFY2(index.data().toString().endsWith(u"(dropped)"_s),
                qPrintable(index.data().toString()));
            QVERIFY(index.data(Qt::ToolTipRole).toString().contains(u"dropped"_s));
            for (int role :
                {int(ProtocolLogModel::DetailTextRole), int(ProtocolLogModel::RecordTextRole)})
                QVERIFY2(
                    index.data(role).toString().endsWith(
                        u"(The body, 300 bytes, was dropped to keep the protocol log small.)"_s),
                    qPrintable(index.data(role).toString()));
        }
        QVERIFY(!model.index(2, 0).data(ProtocolLogModel::BodyDroppedRole).toBool());
        QCOMPARE(model.record(2).body, QByteArray(300, 'd'));
        QVERIFY(!model.allText().contains(QString(300, u'b')));
        QVERIFY(model.allText().contains(QString(300, u'f')));

        // A body larger than the whole budget goes too (after every older one): the bound holds.
        model.append(received(6, 200, QByteArray(5000, 'z'), 6));
        QVERIFY(model.bodyBytes() <= model.maxBodyBytes());
        QCOMPARE(model.bodyBytes(), qint64(0));
        QCOMPARE(model.record(5).droppedBodyBytes, qint64(5000));
        QCOMPARE(model.rowCount(), 6);

        // Rows dropped by count take their bytes with them; a smaller budget applies at once.
        model.setMaxBodyBytes(1000);
        model.append(received(7, 200, QByteArray(400, 'y'), 7));
        model.append(received(8, 200, QByteArray(400, 'x'), 8));
        QCOMPARE(model.bodyBytes(), qint64(800));
        model.setMaxRecords(1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.bodyBytes(), qint64(400));
        model.setMaxBodyBytes(100);
        QCOMPARE(model.bodyBytes(), qint64(0));
        QVERIFY(model.index(0, 0).data(ProtocolLogModel::BodyDroppedRole).toBool());
        model.clear();
        QCOMPARE(model.bodyBytes(), qint64(0));
    }

    void prettyBody()
    {
        QCOMPARE(ProtocolLogModel::prettyBody(R"({"z":1,"a":[true]})"),
            u"{\n  \"z\": 1,\n  \"a\": [\n    true\n  ]\n}"_s);
        QCOMPARE(ProtocolLogModel::prettyBody("not json"), u"not json"_s);
        // SSE with CR LF, a comment and a broken data line: the broken line stays as it was.
        const QString sse = ProtocolLogModel::prettyBody(
            ": keep-alive\r\ndata: {\"id\":1}\r\ndata: {broken\r\n\r\n");
        QVERIFY2(sse.contains(u"data: {\n  \"id\": 1\n}"_s), qPrintable(sse));
        QVERIFY(sse.contains(u"data: {broken"_s));
        QVERIFY(sse.startsWith(u": keep-alive"_s));
        // Japanese text survives the round trip.
        QVERIFY(ProtocolLogModel::prettyBody(R"({"t":"東京タワー"})").contains(u"東京タワー"_s));
    }
};

QTEST_GUILESS_MAIN(TstProtocolLogModel)
#include "tst_protocol_log_model.moc"
