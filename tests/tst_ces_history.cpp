// SPDX-License-Identifier: GPL-2.0-or-later
// CesHistory: a conversation of any family as SessionConfig.historicalContexts (CES Messages):
// CES files survive the round trip through the CES reader chunk for chunk; other families keep
// what has a CES form and count what is left out.
#include "genai_checks.h"
#include "live/ces_history.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace genaitest;

namespace {

/// What a chunk says, in the fields CES Chunks carry.
QString factsOf(const Chunk &c)
{
    return QStringList {chunkKindId(c.kind), c.text, c.mimeType,
        QString::fromLatin1(c.data.toHex()), c.toolId, c.toolResource, c.toolsetToolId,
        QString::fromUtf8(c.json.json), c.targetAgent}
        .join(u'|');
}

/// `history` read back as a file of CES messages.
std::shared_ptr<const Conversation> readBack(const CesHistory &history)
{
    Document doc;
    if (!open(doc, QString(), history.json, u"history.json"_s))
        return nullptr;
    return doc.conversation(0);
}

} // namespace

class TstCesHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cesConversationRoundTrips()
    {
        const auto c = firstConversation("ces_conversation.json");
        QVERIFY(c);
        const CesHistory history = CesHistory::of(*c);
        QCOMPARE(history.messages, int(c->messages.size()));
        QCOMPARE(history.leftOutChunks, 1); // the unknown "sticker" key
        const QJsonArray messages = QJsonDocument::fromJson(history.json).array();
        QCOMPARE(messages.size(), c->messages.size());
        QCOMPARE(messages.at(0)[u"role"_s].toString(), u"user"_s);
        QCOMPARE(messages.at(1)[u"role"_s].toString(), u"agent"_s);
        QCOMPARE(messages.at(0)[u"eventTime"_s].toString(), u"2026-03-02T10:15:00.250Z"_s);
        const QJsonObject call = messages.at(1)[u"chunks"_s][0][u"toolCall"_s].toObject();
        QVERIFY(call.contains(u"tool"_s) || call.contains(u"toolsetTool"_s));
        QVERIFY(!call.contains(u"displayName"_s)); // output only

        const auto back = readBack(history);
        QVERIFY(back);
        QCOMPARE(back->messages.size(), c->messages.size());
        for (int m = 0; m < c->messages.size(); ++m) {
            QStringList before;
            for (const Chunk &chunk : c->messages.at(m).chunks) {
                if (chunk.kind != ChunkKind::Unknown)
                    before << factsOf(chunk);
            }
            QStringList after;
            for (const Chunk &chunk : back->messages.at(m).chunks)
                after << factsOf(chunk);
            QCOMPARE(after, before);
            QCOMPARE(back->messages.at(m).time.toRfc3339(), c->messages.at(m).time.toRfc3339());
        }
    }

    void upToAMessage()
    {
        const auto c = firstConversation("ces_messages.json");
        QVERIFY(c);
        const CesHistory two = CesHistory::of(*c, 1);
        QCOMPARE(two.messages, 2);
        const QJsonArray messages = QJsonDocument::fromJson(two.json).array();
        QCOMPARE(messages.size(), 2);
        QCOMPARE(messages.at(0)[u"chunks"_s][0][u"text"_s].toString(), u"¿Dónde está mi pedido?"_s);
        const QJsonObject tool
            = messages.at(1)[u"chunks"_s][0][u"toolCall"_s][u"toolsetTool"_s].toObject();
        QCOMPARE(tool[u"toolset"_s].toString(), u"projects/p1/locations/us/apps/a1/toolsets/crm"_s);
        QCOMPARE(tool[u"toolId"_s].toString(), u"get_order"_s);
        QCOMPARE(CesHistory::of(*c, 99).messages, int(c->messages.size())); // past the end: all
        QCOMPARE(CesHistory::of(*c, -1).messages, int(c->messages.size()));
        QCOMPARE(CesHistory::of(Conversation {}).json, QByteArray("[]"));
    }

    void otherFamiliesKeepWhatHasACesForm()
    {
        // An ADK session: texts in Japanese and state deltas stay; function calls name no CES
        // tool and thoughts have no CES form, so they are left out, and a message left empty is
        // left out whole.
        const auto c = firstConversation("adk_session_grounded_ja.json");
        QVERIFY(c);
        const CesHistory history = CesHistory::of(*c);
        const QJsonArray messages = QJsonDocument::fromJson(history.json).array();
        QCOMPARE(messages.size(), history.messages);
        QVERIFY(history.messages < int(c->messages.size()));
        QVERIFY(history.leftOutChunks >= 5); // 2 calls, 2 responses, 1 thought
        QCOMPARE(messages.first()[u"role"_s].toString(), u"user"_s);
        int texts = 0;
        int variables = 0;
        for (const QJsonValue &m : messages) {
            QVERIFY(m[u"role"_s] == u"user"_s || m[u"role"_s] == u"agent"_s); // "model": agent
            for (const QJsonValue &chunk : m[u"chunks"_s].toArray()) {
                // Texts, and the state deltas as updatedVariables.
                const QJsonObject o = chunk.toObject();
                QVERIFY2(o.contains(u"text"_s) || o.contains(u"updatedVariables"_s),
                    QJsonDocument(o).toJson().constData());
                texts += o.contains(u"text"_s) ? 1 : 0;
                variables += o.contains(u"updatedVariables"_s) ? 1 : 0;
            }
        }
        int expected = 0;
        for (const Message &m : c->messages) {
            for (const Chunk &chunk : m.chunks)
                expected += chunk.kind == ChunkKind::Text ? 1 : 0;
        }
        QCOMPARE(texts, expected);
        QVERIFY(variables > 0);
        QVERIFY(QString::fromUtf8(history.json).contains(u"京都"_s));
    }
};

QTEST_MAIN(TstCesHistory)
#include "tst_ces_history.moc"
