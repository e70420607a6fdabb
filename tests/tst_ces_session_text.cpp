// SPDX-License-Identifier: GPL-2.0-or-later
// CesRunRequest (models/live/ces_run_request.h) in the proto3 JSON mapping of RunSessionRequest,
// and CesSessionText (models/live/ces_session_text.h): the JSONL of a live session, its live
// updates, and that the Document reads it back as one ces.run-session conversation.
#include "document/document.h"
#include "live/ces_run_request.h"
#include "live/ces_session_text.h"
#include "live/live_update.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kApp = u"projects/p1/locations/us/apps/kyoto-guide"_s;

QJsonObject parsed(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s in %s", qPrintable(error.errorString()), json.constData());
    return doc.object();
}

} // namespace

class TstCesSessionText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void requestJsonHasOnlyTheKeysSet()
    {
        CesRunRequest request;
        request.session = CesRunRequest::sessionName(kApp, u"s-1"_s);
        request.inputs << CesSessionInput::fromText(u"京都の紅葉はいつ？"_s);
        QCOMPARE(request.toJson(),
            QByteArray("{\"config\":{\"session\":\"projects/p1/locations/us/apps/kyoto-guide"
                       "/sessions/s-1\"},\"inputs\":[{\"text\":\"京都の紅葉はいつ？\"}]}"));
    }

    void requestJsonOfEveryInput()
    {
        CesRunRequest request;
        request.session = kApp + u"/sessions/s-2"_s;
        request.entryAgent = kApp + u"/agents/concierge"_s;
        request.deployment = kApp + u"/deployments/prod"_s;
        request.timeZone = u"Asia/Tokyo"_s;
        request.useToolFakes = true;
        request.historicalContexts = "[{\"role\":\"user\",\"chunks\":[{\"text\":\"hola\"}]}]";
        CesSessionInput image;
        image.kind = CesSessionInput::Kind::Image;
        image.mimeType = u"image/png"_s;
        image.data = QByteArray("\x89PNG\r\n\x1a\n", 8);
        CesSessionInput blob = image;
        blob.kind = CesSessionInput::Kind::Blob;
        blob.mimeType = u"application/pdf"_s;
        blob.data = "%PDF-";
        CesSessionInput dtmf;
        dtmf.kind = CesSessionInput::Kind::Dtmf;
        dtmf.text = u"123#"_s;
        CesSessionInput event;
        event.kind = CesSessionInput::Kind::Event;
        event.text = u"welcome"_s;
        CesSessionInput partial = CesSessionInput::fromText(u"es"_s);
        partial.willContinue = true;
        request.inputs << CesSessionInput::fromVariables("{\"lang\":\"es\",\"n\":2}") << image
                       << blob << dtmf << event
                       << CesSessionInput::fromToolResponses(
                              "[{\"id\":\"adk-1\",\"response\":{\"output\":\"ok\"}}]")
                       << partial;
        const QJsonObject body = parsed(request.toJson());
        const QJsonObject config = body.value(u"config"_s).toObject();
        QCOMPARE(config.keys(),
            (QStringList {u"deployment"_s, u"entryAgent"_s, u"historicalContexts"_s, u"session"_s,
                u"timeZone"_s, u"useToolFakes"_s}));
        QCOMPARE(config.value(u"historicalContexts"_s).toArray().size(), 1);
        const QJsonArray inputs = body.value(u"inputs"_s).toArray();
        QCOMPARE(inputs.size(), 7);
        QCOMPARE(inputs.at(0).toObject().value(u"variables"_s).toObject().value(u"n"_s).toInt(), 2);
        const QJsonObject png = inputs.at(1).toObject().value(u"image"_s).toObject();
        QCOMPARE(png.value(u"mimeType"_s).toString(), u"image/png"_s);
        QCOMPARE(png.value(u"data"_s).toString(), u"iVBORw0KGgo="_s); // bytes: base64
        QCOMPARE(inputs.at(2).toObject().value(u"blob"_s).toObject().value(u"data"_s).toString(),
            u"JVBERi0="_s);
        QCOMPARE(inputs.at(3).toObject(), (QJsonObject {{u"dtmf"_s, u"123#"_s}}));
        QCOMPARE(inputs.at(4).toObject().value(u"event"_s).toObject(),
            (QJsonObject {{u"event"_s, u"welcome"_s}}));
        QCOMPARE(inputs.at(5)
                     .toObject()
                     .value(u"toolResponses"_s)
                     .toObject()
                     .value(u"toolResponses"_s)
                     .toArray()
                     .first()
                     .toObject()
                     .value(u"id"_s)
                     .toString(),
            u"adk-1"_s);
        QCOMPARE(inputs.at(6).toObject(),
            (QJsonObject {{u"text"_s, u"es"_s}, {u"willContinue"_s, true}}));
    }

    void sessionNames()
    {
        const QString a = CesRunRequest::newSessionId();
        const QString b = CesRunRequest::newSessionId();
        QVERIFY(a != b);
        QVERIFY(QRegularExpression(u"^[a-z0-9-]+$"_s).match(a).hasMatch());
        const QString name = CesRunRequest::sessionName(kApp + u'/');
        QVERIFY(CesRunRequest::isSessionName(name));
        QCOMPARE(CesRunRequest::appOf(name), kApp);
        QVERIFY(!CesRunRequest::isSessionName(u"apps/a/sessions/s"_s));
        QVERIFY(!CesRunRequest::isSessionName(kApp + u"/sessions/s/x"_s));
        QVERIFY(CesRunRequest::appOf(u"nonsense"_s).isEmpty());
    }

    void linesAndLiveUpdates()
    {
        CesRunRequest request;
        request.session = kApp + u"/sessions/live-1"_s;
        request.inputs << CesSessionInput::fromText(u"¿Y en Tokio?"_s);
        CesSessionText text(request);
        QVERIFY(!text.isNull());
        QVERIFY(CesSessionText().isNull());
        QVERIFY(CesSessionText().text().isEmpty());
        QCOMPARE(text.text(), CesSessionText::configLine(request) + '\n');
        text.appendInputs(request);
        // A pretty-printed output becomes one line; its strings are kept as they are.
        text.appendOutput("{\n  \"text\": \"En Tokio,\\n a  principios\\\" de diciembre.\",\n"
                          "  \"turnIndex\": 1\n}\n");
        text.appendOutput(
            "{\"endSession\":{\"metadata\":{\"reason\":\"farewell\"}},\"turnIndex\":1}");
        const QList<QByteArray> lines = text.text().split('\n');
        QCOMPARE(lines.size(), 5); // four lines and the empty one after the last line end
        QCOMPARE(lines.at(1), "{\"realtimeInput\":{\"text\":\"¿Y en Tokio?\"}}");
        QCOMPARE(lines.at(2),
            "{\"sessionOutput\":{\"text\":\"En Tokio,\\n a  principios\\\" de "
            "diciembre.\",\"turnIndex\":1}}");
        QCOMPARE(
            parsed(lines.at(2)).value(u"sessionOutput"_s).toObject().value(u"text"_s).toString(),
            u"En Tokio,\n a  principios\" de diciembre."_s);
        QCOMPARE(text.appendedLines().size(), 3);

        const LiveUpdate update = text.liveUpdate(u"live-1"_s, true);
        QCOMPARE(update.base, text.base());
        QVERIFY(update.base != 0);
        QCOMPARE(update.appended, text.appendedLines());
        QCOMPARE(update.text(), text.text());
        QCOMPARE(update.displayName, u"live-1"_s);
        QVERIFY(update.streaming);
        QVERIFY(update.keepPlace);
        QVERIFY(CesSessionText(request).base() != text.base()); // a new session, a new base
        // Broken output text still makes one line.
        QVERIFY(!CesSessionText::outputLine("{\"text\":\"a\nb").contains('\n'));
        QCOMPARE(CesSessionText::outputLine(""), QByteArray("{\"sessionOutput\":{}}"));
    }

    void documentReadsItBack()
    {
        CesRunRequest request;
        request.session = kApp + u"/sessions/live-2"_s;
        request.inputs << CesSessionInput::fromText(u"京都の紅葉はいつ？"_s);
        CesSessionText text(request);
        text.appendInputs(request);
        text.appendOutput("{\"text\":\"11月下旬です。\",\"turnIndex\":1,\"turnCompleted\":true}");
        Document doc;
        doc.openData(text.text(), u"live-2"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"ces.run-session"_s);
        QCOMPARE(doc.conversationCount(), 1);
        const auto c = doc.conversation(0);
        QCOMPARE(c->id, request.session);
        QCOMPARE(c->messages.size(), 2);
        QCOMPARE(c->messages.at(0).role, u"user"_s);
        QCOMPARE(c->messages.at(0).turn, 0); // turnIndex 1: the first turn
        QCOMPARE(c->messages.at(1).chunks.at(0).text, u"11月下旬です。"_s);
    }
};

QTEST_GUILESS_MAIN(TstCesSessionText)
#include "tst_ces_session_text.moc"
