// SPDX-License-Identifier: GPL-2.0-or-later
#include "items/message_list_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Message message(const QString &role, qint64 millis, QVector<Chunk> chunks, int turn)
{
    Message m;
    m.role = role;
    m.time.nanosSinceEpoch = millis * 1000000;
    m.time.valid = true;
    m.chunks = std::move(chunks);
    m.turn = turn;
    return m;
}

Chunk text(const QString &t)
{
    Chunk c;
    c.kind = ChunkKind::Text;
    c.text = t;
    return c;
}

std::shared_ptr<Conversation> conversation(int messages)
{
    auto c = std::make_shared<Conversation>();
    c->id = u"projects/p1/locations/us/apps/a1/conversations/c42"_s;
    Chunk call;
    call.kind = ChunkKind::ToolCall;
    call.toolName = u"lookup_order"_s;
    Chunk response;
    response.kind = ChunkKind::ToolResponse;
    response.toolName = u"lookup_order"_s;
    response.error.json = QByteArrayLiteral("{\"code\":404}");
    QVector<Message> all = {
        message(u"user"_s, 1772446500250, {text(u"Hola, ¿dónde está mi pedido A-17?"_s)}, 0),
        message(u"agent"_s, 1772446501100, {call}, 0),
        message(u"agent"_s, 1772446501400, {response, text(u"Lo siento."_s)}, 0),
    };
    all[0].diagnostics.append(makeDiagnostic(Severity::Warning,
        QT_TRANSLATE_NOOP("Diagnostic", "Unknown field %1"), {u"foo"_s}, SourceLocation {}));
    all[1].author = u"root"_s;
    c->messages = all.mid(0, messages);
    return c;
}

} // namespace

class TstMessageListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roles()
    {
        MessageListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(conversation(3));
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex first = model.index(0);
        QCOMPARE(first.data(MessageListModel::RoleRole).toString(), u"user"_s);
        QCOMPARE(first.data(MessageListModel::TimeRole).toDateTime().toMSecsSinceEpoch(),
            1772446500250LL);
        QCOMPARE(first.data(MessageListModel::ChunkCountRole).toInt(), 1);
        QCOMPARE(
            first.data(MessageListModel::ChunkKindsRole).toStringList(), QStringList {u"text"_s});
        QCOMPARE(first.data(MessageListModel::DiagnosticCountRole).toInt(), 1);
        QCOMPARE(first.data(MessageListModel::DiagnosticsRole).toStringList(),
            QStringList {u"Unknown field foo"_s});
        QCOMPARE(first.data(MessageListModel::MaxSeverityRole).toInt(), int(Severity::Warning));
        QCOMPARE(first.data(MessageListModel::SummaryRole).toString(),
            u"Hola, ¿dónde está mi pedido A-17?"_s);
        QCOMPARE(first.data(MessageListModel::TurnRole).toInt(), 0);
        QVERIFY(!first.data(MessageListModel::HasErrorRole).toBool());
        QVERIFY(first.data().toString().startsWith(u"User · "_s));

        const QModelIndex second = model.index(1);
        QCOMPARE(second.data(MessageListModel::AuthorRole).toString(), u"root"_s);
        QCOMPARE(second.data(MessageListModel::ChunkKindsRole).toStringList(),
            QStringList {u"toolCall"_s});
        QCOMPARE(second.data(MessageListModel::SummaryRole).toString(), u"lookup_order"_s);
        QVERIFY(second.data().toString().contains(u"root"_s));
        QCOMPARE(second.data(MessageListModel::MaxSeverityRole).toInt(), -1);

        const QModelIndex third = model.index(2);
        QVERIFY(third.data(MessageListModel::HasErrorRole).toBool());
        QCOMPARE(third.data(MessageListModel::MessageIndexRole).toInt(), 2);
        QCOMPARE(third.data(MessageListModel::ChunkKindsRole).toStringList(),
            (QStringList {u"toolResponse"_s, u"text"_s}));
        QVERIFY(model.message(2));
        QVERIFY(!model.message(3));
        QVERIFY(model.roleNames().contains(MessageListModel::ChunkKindsRole));
    }

    void growingConversationInserts()
    {
        MessageListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(conversation(1));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setConversation(conversation(3));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 1);
        QCOMPARE(inserted.at(0).at(2).toInt(), 2);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(model.rowCount(), 3);

        // Another conversation (other id) resets.
        auto other = conversation(2);
        other->id = u"other"_s;
        model.setConversation(other);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        model.setConversation(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(resets.count(), 2);
    }

    void displayRoles()
    {
        QCOMPARE(MessageListModel::displayRole(u"USER"_s), u"User"_s);
        QCOMPARE(MessageListModel::displayRole(u"model"_s), u"Model"_s);
        QCOMPARE(MessageListModel::displayRole(u"narrator"_s), u"narrator"_s);
    }
};

QTEST_GUILESS_MAIN(TstMessageListModel)
#include "tst_message_list_model.moc"
