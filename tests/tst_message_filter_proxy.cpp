// SPDX-License-Identifier: GPL-2.0-or-later
#include "document/document.h"
#include "items/message_filter_facts.h"
#include "items/message_filter_proxy_model.h"
#include "items/message_list_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<const Conversation> load(const QString &name)
{
    Document document;
    document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/") + name);
    if (!document.waitForLoaded(10000) || document.conversationCount() < 1)
        return nullptr;
    return document.conversation(0);
}

// The source rows the proxy shows, in order.
QVector<int> shownRows(const MessageFilterProxyModel &proxy)
{
    QVector<int> rows;
    for (int r = 0; r < proxy.rowCount(); ++r)
        rows.append(proxy.toSourceRow(r));
    return rows;
}

// The rows MessageFilter::accepts keeps: the reference the fast path must agree with.
QVector<int> acceptedRows(const Conversation &c, const MessageFilter &filter)
{
    QVector<int> rows;
    for (int r = 0; r < c.messages.size(); ++r) {
        if (filter.accepts(c.messages.at(r)))
            rows.append(r);
    }
    return rows;
}

QDateTime utc(const QString &rfc3339)
{
    return QDateTime::fromString(rfc3339, Qt::ISODateWithMs);
}

Chunk chunk(ChunkKind kind, const QString &text = QString())
{
    Chunk c;
    c.kind = kind;
    c.text = text;
    return c;
}

// 100,000 messages: user / agent / tool in turn, a tool call every 3rd, an error every 7th, a
// cited answer every 11th, one message per second from 2026-01-01T00:00:00Z.
std::shared_ptr<Conversation> generated(int count)
{
    auto c = std::make_shared<Conversation>();
    c->id = u"sessions/generated"_s;
    c->messages.resize(count);
    auto grounding = std::make_shared<Grounding>();
    grounding->citations.append(CitedSegment {});
    const qint64 start = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
    const QStringList roles = {u"user"_s, u"model"_s, u"user"_s};
    for (int i = 0; i < count; ++i) {
        Message &m = c->messages[i];
        m.role = roles.at(i % 3);
        m.author = i % 3 == 0 ? u"user"_s : (i % 2 ? u"planner"_s : u"booker"_s);
        m.time.valid = true;
        m.time.nanosSinceEpoch = (start + qint64(i) * 1000) * 1000000;
        m.chunks.append(chunk(ChunkKind::Text, u"message %1"_s.arg(i)));
        if (i % 3 == 1) {
            Chunk call = chunk(ChunkKind::ToolCall);
            call.toolName = i % 2 ? u"get_weather"_s : u"book_hotel"_s;
            m.chunks.append(call);
        }
        if (i % 7 == 0)
            m.chunks.append(chunk(ChunkKind::Error, u"boom"_s));
        if (i % 11 == 0)
            m.grounding = grounding;
    }
    return c;
}

} // namespace

class TstMessageFilterProxy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void criteriaOnAdkSession()
    {
        const auto c = load(u"adk_session_grounded_ja.json"_s);
        QVERIFY(c);
        QCOMPARE(c->messages.size(), 8);
        MessageListModel model;
        MessageFilterProxyModel proxy;
        QAbstractItemModelTester tester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.setSourceModel(&model);
        model.setConversation(c);
        QCOMPARE(proxy.rowCount(), 8);
        QVERIFY(!proxy.isFiltering());

        auto check = [&](const MessageFilter &filter, const QVector<int> &expected) {
            proxy.setFilter(filter);
            QCOMPARE(shownRows(proxy), expected);
            QCOMPARE(acceptedRows(*c, filter), expected); // the reference agrees
            for (int r = 0; r < 8; ++r)
                QCOMPARE(proxy.fromSourceRow(r), int(expected.indexOf(r)));
        };
        MessageFilter f;
        // Role: the ADK function responses travel as "user" but show (and filter) as "tool".
        f.roles = {u"tool"_s};
        check(f, {2, 5});
        f.roles = {u"user"_s};
        check(f, {0});
        // Roles or authors: either one lets a message through.
        f.authors = {u"booking_agent"_s};
        check(f, {0, 6, 7});
        f = MessageFilter();
        f.authors = {u"kyoto_guide"_s};
        check(f, {1, 2, 3, 4, 5});
        // Chunk kinds: any of the chosen kinds.
        f = MessageFilter();
        f.setChunkKind(ChunkKind::ToolCall, true);
        check(f, {1, 4});
        f.setChunkKind(ChunkKind::Error, true);
        check(f, {1, 4, 7});
        f.setChunkKind(ChunkKind::ToolCall, false);
        f.setChunkKind(ChunkKind::Error, false);
        f.setChunkKind(ChunkKind::Thought, true);
        check(f, {3});
        // Tool name: substring, any case, calls and responses.
        f = MessageFilter();
        f.toolName = u"WEATHER"_s;
        check(f, {1, 2});
        f.toolName = u"transfer"_s;
        check(f, {4, 5});
        f.toolName = u"no_such_tool"_s;
        check(f, {});
        // Citations, problems, and both (criteria combine with "and").
        f = MessageFilter();
        f.withCitations = true;
        check(f, {3, 6});
        f.withCitations = false;
        f.withProblems = true;
        check(f, {3, 7});
        f.withCitations = true;
        check(f, {3});
        // Time range [from, to), either side open.
        f = MessageFilter();
        f.from = utc(u"2026-01-05T08:00:05.500Z"_s);
        check(f, {3, 4, 5, 6, 7});
        f.to = utc(u"2026-01-05T08:00:20.100Z"_s); // exclusive
        check(f, {3, 4});
        f.from = QDateTime();
        check(f, {0, 1, 2, 3, 4});
        // Kinds and role together.
        f = MessageFilter();
        f.roles = {u"model"_s};
        f.setChunkKind(ChunkKind::Text, true);
        check(f, {3, 6});

        // The facts list what the bar offers.
        const auto facts = proxy.facts();
        QVERIFY(facts);
        QCOMPARE(facts->roles(), (QStringList {u"user"_s, u"model"_s, u"tool"_s, QString()}));
        QCOMPARE(facts->authors(), (QStringList {u"user"_s, u"kyoto_guide"_s, u"booking_agent"_s}));
        QVERIFY(facts->presentKinds() & MessageFilter::kindBit(ChunkKind::AgentTransfer));
        QVERIFY(!(facts->presentKinds() & MessageFilter::kindBit(ChunkKind::Image)));
        QCOMPARE(facts->earliest(), utc(u"2026-01-05T08:00:01.500Z"_s));
        QCOMPARE(facts->latest(), utc(u"2026-01-05T08:00:30.500Z"_s));

        proxy.setFilter(MessageFilter());
        QCOMPARE(proxy.rowCount(), 8);
    }

    void otherFixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("users");
        QTest::addColumn<int>("withText");
        QTest::addColumn<int>("withCitations");
        QTest::newRow("ces example") << u"ces_example.json"_s << 1 << 2 << 0;
        QTest::newRow("gemini response") << u"gemini_response.json"_s << 0 << 2 << 1;
        QTest::newRow("ces conversation") << u"ces_conversation.json"_s << 2 << 3 << 0;
    }

    void otherFixtures()
    {
        QFETCH(QString, file);
        QFETCH(int, users);
        QFETCH(int, withText);
        QFETCH(int, withCitations);
        const auto c = load(file);
        QVERIFY(c);
        MessageListModel model;
        MessageFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(c);
        MessageFilter f;
        f.roles = {u"user"_s};
        proxy.setFilter(f);
        QCOMPARE(proxy.rowCount(), users);
        f = MessageFilter();
        f.setChunkKind(ChunkKind::Text, true);
        proxy.setFilter(f);
        QCOMPARE(proxy.rowCount(), withText);
        f = MessageFilter();
        f.withCitations = true;
        proxy.setFilter(f);
        QCOMPARE(proxy.rowCount(), withCitations);
        // A time range hides the messages without a time (CES examples have none).
        f = MessageFilter();
        f.from = utc(u"2000-01-01T00:00:00Z"_s);
        proxy.setFilter(f);
        QCOMPARE(shownRows(proxy), acceptedRows(*c, f));
        for (int r : shownRows(proxy))
            QVERIFY(c->messages.at(r).time.valid);
        // Data of the shown rows is the source's.
        for (int r = 0; r < proxy.rowCount(); ++r)
            QCOMPARE(proxy.index(r, 0).data(MessageListModel::MessageIndexRole).toInt(),
                proxy.toSourceRow(r));
    }

    void onlyMatching()
    {
        const auto c = load(u"ces_conversation.json"_s);
        QVERIFY(c);
        MessageListModel model;
        MessageFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(c);
        QSignalSpy applied(&proxy, &MessageFilterProxyModel::filterApplied);
        proxy.setMatchingRows({1, 3, 4});
        QCOMPARE(proxy.rowCount(), 5); // rows alone change nothing until the switch is on
        QCOMPARE(applied.count(), 0);
        proxy.setOnlyMatching(true);
        QVERIFY(proxy.isFiltering());
        QCOMPARE(shownRows(proxy), (QVector<int> {1, 3, 4}));
        // Combined with the filter.
        MessageFilter f;
        f.roles = {u"agent"_s};
        proxy.setFilter(f);
        QCOMPARE(shownRows(proxy), (QVector<int> {1, 4}));
        // New matches (a search that streams) apply at once while the switch is on.
        proxy.setMatchingRows({0, 2});
        QCOMPARE(shownRows(proxy), (QVector<int> {2}));
        proxy.setMatchingRows({});
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setOnlyMatching(false);
        QCOMPARE(shownRows(proxy), (QVector<int> {1, 2, 4}));
        QVERIFY(applied.count() >= 4);
    }

    void growingConversationKeepsFilter()
    {
        const auto full = load(u"adk_session_grounded_ja.json"_s);
        QVERIFY(full);
        auto partial = std::make_shared<Conversation>(*full);
        partial->messages.resize(4);
        MessageListModel model;
        MessageFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(partial);
        MessageFilter f;
        f.withProblems = true;
        proxy.setFilter(f);
        QCOMPARE(shownRows(proxy), (QVector<int> {3}));
        // The live conversation grows (same id): the new rows pass through the same filter.
        model.setConversation(full);
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(shownRows(proxy), (QVector<int> {3, 7}));
        // Another conversation: facts are rebuilt for it.
        model.setConversation(load(u"ces_conversation.json"_s));
        QCOMPARE(shownRows(proxy), (QVector<int> {4}));
        model.setConversation(nullptr);
        QCOMPARE(proxy.rowCount(), 0);
        QVERIFY(!proxy.facts());
    }

    void hundredThousandMessages()
    {
        constexpr int kCount = 100000;
        const auto c = generated(kCount);
        MessageListModel model;
        MessageFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        model.setConversation(c);
        QCOMPARE(proxy.rowCount(), kCount);

        // The facts of a conversation this large are computed on a worker from the moment it is
        // shown; a filter set before they are ready applies when they are. (How long each step
        // takes is measured in bench/.)
        MessageFilter f;
        f.setChunkKind(ChunkKind::ToolCall, true);
        QSignalSpy applied(&proxy, &MessageFilterProxyModel::filterApplied);
        proxy.setFilter(f);
        const int rowsAtOnce = proxy.rowCount();
        QVERIFY(rowsAtOnce == kCount || rowsAtOnce == kCount / 3); // pending, or facts were ready
        QVERIFY(proxy.waitForFacts(30000));
        QVERIFY(!proxy.isFilterPending());
        QVERIFY(applied.count() >= 1);
        QCOMPARE(proxy.rowCount(), kCount / 3 + (kCount % 3 > 1 ? 1 : 0));

        struct Case {
            const char *what;
            MessageFilter filter;
            int expected;
        };
        QVector<Case> cases;
        MessageFilter g;
        g.toolName = u"WEATHER"_s; // i % 3 == 1 and i odd: i % 6 == 1
        cases.append({"tool name", g, (kCount + 4) / 6});
        g = MessageFilter();
        g.withProblems = true; // i % 7 == 0
        cases.append({"problems", g, (kCount + 6) / 7});
        g.withCitations = true; // i % 77 == 0
        cases.append({"problems and citations", g, (kCount + 76) / 77});
        g = MessageFilter();
        g.authors = {u"planner"_s}; // i % 3 != 0 and i odd
        g.roles = {u"user"_s}; // or i % 3 == 0 (i % 3 == 2 is a function response: "tool")
        int either = 0;
        for (int i = 0; i < kCount; ++i)
            either += (i % 3 == 0) || (i % 2 == 1);
        cases.append({"roles or authors", g, either});
        g = MessageFilter();
        g.from = QDateTime(QDate(2026, 1, 1), QTime(1, 0), Qt::UTC); // from message 3600
        g.to = QDateTime(QDate(2026, 1, 1), QTime(2, 0), Qt::UTC); // to message 7199
        cases.append({"time range", g, 3600});
        for (const Case &t : std::as_const(cases)) {
            proxy.setFilter(t.filter);
            QVERIFY2(proxy.rowCount() == t.expected, t.what);
        }
        // Spot checks against the reference predicate.
        for (int r = 0; r < proxy.rowCount(); r += 97)
            QVERIFY(cases.last().filter.accepts(c->messages.at(proxy.toSourceRow(r))));
        QCOMPARE(proxy.toSourceRow(0), 3600);
        QCOMPARE(proxy.fromSourceRow(3599), -1);
        proxy.setFilter(MessageFilter());
        QCOMPARE(proxy.rowCount(), kCount);

        // The live conversation grows under an active filter: right at once (the exact test
        // while the worker recomputes the facts), and the same once the facts are ready.
        auto grown = std::make_shared<Conversation>(*c);
        grown->messages.append(generated(kCount + 10)->messages.mid(kCount));
        proxy.setFilter(cases.at(1).filter); // problems: i % 7 == 0
        model.setConversation(grown);
        QCOMPARE(proxy.rowCount(), (kCount + 10 + 6) / 7);
        const QVector<int> expected = acceptedRows(*grown, cases.at(1).filter);
        QCOMPARE(shownRows(proxy), expected);
        QVERIFY(proxy.waitForFacts(30000));
        QCOMPARE(shownRows(proxy), expected);
    }
};

QTEST_GUILESS_MAIN(TstMessageFilterProxy)
#include "tst_message_filter_proxy.moc"
