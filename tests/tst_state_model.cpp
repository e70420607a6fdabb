// SPDX-License-Identifier: GPL-2.0-or-later
#include "items/state_model.h"
#include "json/state_timeline.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Message stateEvent(const char *stateDelta)
{
    Message m;
    m.role = u"model"_s;
    if (stateDelta)
        m.actions.stateDelta.json = QByteArray(stateDelta);
    return m;
}

Chunk variables(ChunkKind kind, const char *json)
{
    Chunk c;
    c.kind = kind;
    c.json.json = QByteArray(json);
    return c;
}

// An ADK-like session: four events, the second changes nothing; a declared final state that
// differs in one key, lacks one and adds one; a temp: key that is never persisted.
std::shared_ptr<Conversation> adkSession()
{
    auto c = std::make_shared<Conversation>();
    c->messages = {stateEvent(R"({"user:lang":"ja","step":1})"), stateEvent(nullptr),
        stateEvent(R"({"step":2,"cart":{"items":["茶"]},"temp:scratch":true})"),
        stateEvent(R"({"step":2,"user:lang":null})")};
    c->declaredState.json = R"({"user:lang":null,"step":3,"extra":"x"})";
    return c;
}

} // namespace

class TstStateModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void timelineReplaysDeltasInOrder()
    {
        const auto c = adkSession();
        const StateTimeline timeline(*c);
        QVERIFY(!timeline.isEmpty());
        QCOMPARE(timeline.messageCount(), 4);
        QCOMPARE(timeline.stateAfter(-1).size(), 0);
        const QVector<StateEntry> first = timeline.stateAfter(0);
        QCOMPARE(first.size(), 2);
        QCOMPARE(first.at(0).key, u"user:lang"_s);
        QCOMPARE(first.at(0).value.json, QByteArray(R"("ja")"));
        QVERIFY(timeline.changesAt(1).isEmpty());
        const QVector<StateEntry> last = timeline.stateAfter(3);
        QCOMPARE(last.size(), 4); // user:lang, step, cart, temp:scratch in first-seen order
        QCOMPARE(last.at(0).value.json, QByteArray("null"));
        QCOMPARE(last.at(1).value.json, QByteArray("2"));
        QCOMPARE(last.at(2).key, u"cart"_s);
        QCOMPARE(last.at(2).value.json, QByteArray(R"({"items":["茶"]})"));

        const QVector<StateChange> &changes = timeline.changesAt(3);
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes.at(0).key, u"step"_s);
        QCOMPARE(changes.at(0).kind, StateChange::Kind::Unchanged);
        QCOMPARE(changes.at(1).kind, StateChange::Kind::Changed);
        QCOMPARE(changes.at(1).before.json, QByteArray(R"("ja")"));
        QCOMPARE(changes.at(1).after.json, QByteArray("null"));
        QCOMPARE(timeline.lastChangeOf(u"cart"_s, 3), 2);
        QCOMPARE(timeline.lastChangeOf(u"cart"_s, 1), -1);
    }

    void declaredStateDifferences()
    {
        const StateTimeline timeline(*adkSession());
        const QVector<StateChange> &diff = timeline.declaredDifferences();
        // step (2 vs 3), cart (rebuilt only), extra (declared only); temp:scratch is skipped and
        // user:lang agrees.
        QCOMPARE(diff.size(), 3);
        QCOMPARE(diff.at(0).key, u"step"_s);
        QCOMPARE(diff.at(0).before.json, QByteArray("2"));
        QCOMPARE(diff.at(0).after.json, QByteArray("3"));
        QCOMPARE(diff.at(1).key, u"cart"_s);
        QVERIFY(diff.at(1).after.isNull());
        QCOMPARE(diff.at(2).key, u"extra"_s);
        QVERIFY(diff.at(2).before.isNull());
    }

    void cesVariablesChunks()
    {
        Conversation c;
        Message m0;
        m0.chunks = {variables(ChunkKind::DefaultVariables, R"({"a":1,"b":"x"})")};
        Message m1;
        m1.chunks = {variables(ChunkKind::UpdatedVariables, R"({"b":"y"})")};
        c.messages = {m0, m1};
        const StateTimeline timeline(c);
        QCOMPARE(timeline.changesAt(0).size(), 2);
        QCOMPARE(timeline.changesAt(0).at(0).kind, StateChange::Kind::Added);
        QCOMPARE(timeline.changesAt(1).at(0).before.json, QByteArray(R"("x")"));
        QVERIFY(timeline.declaredDifferences().isEmpty()); // nothing declared
    }

    void emptyWithoutState()
    {
        Conversation c;
        c.messages = {stateEvent(nullptr), stateEvent("{}")};
        QVERIFY(StateTimeline(c).isEmpty());
    }

    void modelRowsAndRoles()
    {
        StateModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QCOMPARE(model.rowCount(), 0);
        model.setConversation(adkSession());
        QCOMPARE(model.message(), 0);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(StateModel::ColumnCount));
        QCOMPARE(model.index(0, StateModel::KeyColumn).data().toString(), u"user:lang"_s);
        QCOMPARE(model.index(0, 0).data(StateModel::ScopeRole).toString(), u"user"_s);
        QCOMPARE(model.index(0, 0).data(StateModel::ChangeKindRole).toInt(),
            int(StateChange::Kind::Added));

        model.setMessage(1); // changes nothing: state shown, nothing marked
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, 0).data(StateModel::ChangedHereRole).toBool(), false);
        QCOMPARE(model.index(1, 0).data(StateModel::LastChangedRole).toInt(), 0);

        model.setMessage(3);
        QCOMPARE(model.rowCount(), 4);
        const QModelIndex lang = model.index(0, StateModel::ChangeColumn);
        QCOMPARE(lang.data(StateModel::ChangeKindRole).toInt(), int(StateChange::Kind::Changed));
        QCOMPARE(lang.data(StateModel::PreviousJsonRole).toString(), u"\"ja\""_s);
        QCOMPARE(lang.data().toString(), u"\"ja\" → null"_s);
        QCOMPARE(
            model.index(2, StateModel::ValueColumn).data().toString(), u"{\"items\":[\"茶\"]}"_s);

        QSortFilterProxyModel onlyChanged;
        onlyChanged.setSourceModel(&model);
        onlyChanged.setFilterRole(StateModel::ChangedHereRole);
        onlyChanged.setFilterFixedString(u"true"_s);
        QCOMPARE(onlyChanged.rowCount(), 2); // user:lang and step
        model.setMessage(-1);
        QCOMPARE(model.rowCount(), 0);
        model.setMessage(99); // clamped to the last message
        QCOMPARE(model.message(), 3);
        model.setConversation(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TstStateModel)
#include "tst_state_model.moc"
