// SPDX-License-Identifier: GPL-2.0-or-later
// The views of ADK / Agent Engine / Gemini event data: thought cards, header badges, the state
// pane and the details pane's message properties.
#include "details_pane.h"
#include "event_badges.h"
#include "items/state_model.h"
#include "language_manager.h"
#include "message_properties.h"
#include "message_view.h"
#include "painted_probe.h"
#include "state_pane.h"

#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace painted_probe;

namespace {

Message adkEvent()
{
    Message m;
    m.id = u"ev-2"_s;
    m.author = u"search_agent"_s;
    m.role = u"model"_s;
    m.invocationId = u"e-5f1c2d7a"_s;
    m.branch = u"root.search_agent"_s;
    m.flags.turnComplete = true;
    m.flags.mergedFragments = 3;
    m.finishReason = u"MAX_TOKENS"_s;
    m.usage.prompt = 40;
    m.usage.candidates = 12;
    m.usage.total = 1052;
    m.longRunningToolIds = {u"adk-77"_s};
    m.actions.escalate = true;
    m.actions.stateDelta.json = R"({"step":2,"user:lang":"ja"})";
    m.actions.artifactDelta.json = R"({"report.pdf":1})";
    m.properties = {{u"errorCode"_s, u"MALFORMED_FUNCTION_CALL"_s}};
    return m;
}

std::shared_ptr<Conversation> session()
{
    auto c = std::make_shared<Conversation>();
    Message user;
    user.role = u"user"_s;
    user.author = u"user"_s;
    user.usage.total = 8;
    c->messages = {user, adkEvent()};
    c->declaredState.json = R"({"step":3,"user:lang":"ja"})";
    return c;
}

} // namespace

class TstEventViews : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { LanguageManager::instance()->applyLanguage(u"en"_s); }

    void thoughtCardIsCollapsedUntilAsked()
    {
        Chunk thought;
        thought.kind = ChunkKind::Thought;
        thought.text = u"Primero busco la altura.\nLuego comparo fuentes."_s;
        thought.thoughtSignatureBytes = 2048;
        MessageView view;
        showMessage(view, {thought});
        QTRY_VERIFY(view.rowRect(0).isValid());
        // Collapsed: the first line only, with the signature's size and the Show button.
        QString shown = textOf(&view, 0, 0);
        QVERIFY2(shown.contains(u"Primero busco la altura."_s), qPrintable(shown));
        QVERIFY(!shown.contains(u"Luego comparo fuentes."_s));
        QVERIFY(shown.contains(u"signature"_s));
        QVERIFY(shown.contains(u"Show"_s));
        QVERIFY(clickTarget(&view, 0, Kind::ShowThought, 0));
        shown = textOf(&view, 0, 0);
        QVERIFY(shown.contains(u"Luego comparo fuentes."_s));
        QVERIFY(shown.contains(u"Hide"_s));
        QVERIFY(clickTarget(&view, 0, Kind::ShowThought, 0));
        QVERIFY(!textOf(&view, 0, 0).contains(u"Luego comparo fuentes."_s));
    }

    void badgesShowEventData()
    {
        const Message m = adkEvent();
        EventBadges badges(m, false);
        const QStringList texts = badges.texts();
        QVERIFY2(texts.contains(u"inv 1c2d7a"_s), qPrintable(texts.join(u" | "_s)));
        QVERIFY(texts.contains(u"root.search_agent"_s));
        QVERIFY(texts.contains(u"turn complete"_s));
        QVERIFY(texts.contains(u"merged from 3 fragments"_s));
        QVERIFY(texts.contains(u"finish: MAX_TOKENS"_s));
        QVERIFY(texts.contains(QLocale().toString(1052) + u" tokens"_s));
        QVERIFY(texts.contains(u"1 long-running call"_s));
        QVERIFY(texts.contains(u"escalate"_s));
        QVERIFY(texts.contains(u"state: 2 keys"_s));
        QVERIFY(texts.contains(u"1 artifact"_s));
        QVERIFY(!badges.isHidden());
        // The same invocation always gets the same colour, another one a different colour.
        QCOMPARE(EventBadges::invocationColor(m.invocationId),
            EventBadges::invocationColor(u"e-5f1c2d7a"_s));
        QVERIFY(EventBadges::invocationColor(m.invocationId)
            != EventBadges::invocationColor(u"e-0000aaaa"_s));
        QVERIFY(!EventBadges::invocationColor(QString()).isValid());
        // ... also in the next run: the hue comes from the id alone (FNV-1a), not a seeded hash.
        QCOMPARE(EventBadges::invocationColor(u"e-5f1c2d7a"_s).hslHue(), 30);
        QCOMPARE(EventBadges::invocationColor(u"e-0000aaaa"_s).hslHue(), 211);

        Message plain;
        plain.role = u"user"_s;
        EventBadges none(plain, false);
        QVERIFY(none.texts().isEmpty());
        QVERIFY(none.isHidden());
    }

    void statePaneFollowsTheSelectedMessage()
    {
        StatePane pane;
        pane.setConversation(session());
        pane.setMessage(1);
        QCOMPARE(pane.model()->rowCount(), 2);
        QCOMPARE(pane.model()->index(0, StateModel::KeyColumn).data().toString(), u"step"_s);
        auto *declared = pane.findChild<QLabel *>(u"stateDeclared"_s);
        QVERIFY(declared);
        QVERIFY(!declared->isHidden());
        QVERIFY2(declared->text().contains(u"step: events give 2, the session says 3"_s),
            qPrintable(declared->text()));
        auto *artifacts = pane.findChild<QLabel *>(u"stateArtifacts"_s);
        QVERIFY(artifacts->text().contains(u"report.pdf (version 1)"_s));
        pane.setMessage(0);
        QCOMPARE(pane.model()->rowCount(), 0);
        QVERIFY(artifacts->isHidden());
        pane.setMessage(1);
        pane.setOnlyChanged(true);
        QCOMPARE(pane.proxy()->rowCount(), 2);
        pane.setConversation(nullptr);
        QCOMPARE(pane.model()->rowCount(), 0);
    }

    void detailsPaneListsEventProperties()
    {
        const auto c = session();
        const MessageProperties::Rows rows = MessageProperties::forMessage(c->messages.at(1));
        const auto value = [&rows](const QString &label) {
            for (const auto &row : rows) {
                if (row.first == label)
                    return row.second;
            }
            return QString();
        };
        QCOMPARE(value(u"Invocation"_s), u"e-5f1c2d7a"_s);
        QCOMPARE(value(u"Finish reason"_s), u"MAX_TOKENS"_s);
        QCOMPARE(value(u"Long-running calls"_s), u"adk-77"_s);
        QCOMPARE(value(u"Escalate"_s), u"yes"_s);
        QCOMPARE(value(u"errorCode"_s), u"MALFORMED_FUNCTION_CALL"_s);
        const MessageProperties::Rows totals = MessageProperties::usageTotals(*c);
        QCOMPARE(totals.size(), 3); // prompt, response, total (no thoughts anywhere)
        QCOMPARE(totals.last().second, QLocale().toString(1060));

        DetailsPane pane;
        pane.showMessage(c->messages.at(1), 1);
        auto *tree = pane.findChild<QTreeWidget *>(u"properties"_s);
        QVERIFY(tree);
        QVERIFY(!tree->isHidden());
        QCOMPARE(tree->topLevelItemCount(), int(rows.size()));
        pane.showConversation(*c);
        QCOMPARE(tree->topLevelItemCount(), 3);
    }
};

QTEST_MAIN(TstEventViews)
#include "tst_event_views.moc"
