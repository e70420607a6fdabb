// SPDX-License-Identifier: GPL-2.0-or-later
// The table of formats (formats/format_descriptor.h): every id detection can give has a row,
// the rows agree with each other (plural ids, families, grouping functions, readers), and the
// lookups family(), pluralId(), hasReader() and createReader() read it. The Agent Engine session
// path is one function for event names and record texts.
#include "formats/adk_reader.h"
#include "formats/format_descriptor.h"
#include "formats/format_names.h"
#include "formats/format_reader.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

class TestFormatDescriptors : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyIdHasOneRow()
    {
        // formats.md §1.1: the ids of the CLI contract (cli.md), byte for byte.
        const QStringList ids = {u"ces.message"_s, u"ces.messages"_s, u"ces.conversation"_s,
            u"ces.conversations"_s, u"ces.example"_s, u"ces.run-session"_s, u"agentengine.events"_s,
            u"agentengine.event"_s, u"adk.session"_s, u"adk.sessions"_s, u"adk.events"_s,
            u"adk.event"_s, u"gemini.response"_s, u"gemini.stream"_s,
            u"discoveryengine.answer-response"_s, u"discoveryengine.answer-stream"_s,
            u"discoveryengine.answer"_s, u"discoveryengine.session"_s,
            u"discoveryengine.sessions"_s, u"discoveryengine.assist-answer"_s,
            // Evaluations (evaluations.md §3.8)
            u"ces.evaluation"_s, u"ces.evaluations"_s, u"ces.evaluation-result"_s,
            u"ces.evaluation-results"_s, u"ces.evaluation-run"_s, u"ces.evaluation-runs"_s,
            u"ces.evaluation-dataset"_s, u"ces.evaluation-datasets"_s, u"adk.evalset"_s,
            u"adk.eval-case"_s, u"adk.evalset-result"_s, u"adk.run-eval-results"_s,
            u"adk.legacy-test"_s, u"adk.legacy-evalset"_s, u"trace.adk-spans"_s,
            u"trace.adk-span"_s, u"trace.adk-event-span"_s, u"trace.otlp"_s};
        QStringList table;
        for (const FormatDescriptor &d : formats::descriptors())
            table << d.id.toString();
        QCOMPARE(table, ids);
        for (const QString &id : ids)
            QCOMPARE(formats::descriptor(id)->id, QStringView(id));
        QVERIFY(!formats::descriptor(u"ces"_s));
        QVERIFY(!formats::descriptor(u"ces.unknown"_s));
    }

    void recordsWords()
    {
        // The word that names a range of records in a part's name ("Part 12 · events 11,000–…").
        const QList<QPair<QString, QString>> words
            = {{u"adk.session"_s, u"events"_s}, {u"agentengine.events"_s, u"events"_s},
                {u"ces.messages"_s, u"messages"_s}, {u"ces.conversation"_s, u"turns"_s},
                {u"gemini.stream"_s, u"records"_s}, {u"ces.unknown"_s, u"records"_s},
                {u"trace.otlp"_s, u"spans"_s}, {u"adk.evalset-result"_s, u"cases"_s}};
        for (const auto &[id, word] : words)
            QCOMPARE(formats::recordsWord(id), word);
        for (const FormatDescriptor &d : formats::descriptors())
            QVERIFY2(d.recordsWord, qPrintable(d.id.toString()));
    }

    void rowsAgree()
    {
        for (const FormatDescriptor &d : formats::descriptors()) {
            const QString id = d.id.toString();
            // The family is the id's prefix; the plural id is a row of the same family whose
            // own plural id is itself.
            QCOMPARE(d.family, QStringView(id).left(id.indexOf(u'.')));
            const FormatDescriptor *plural = formats::descriptor(d.pluralId);
            QVERIFY2(plural, qPrintable(id));
            QCOMPARE(plural->family, d.family);
            QCOMPARE(plural->pluralId, plural->id);
            // Each grouping has the function it needs.
            for (const RecordGrouping g : {d.inEnvelope, d.bare}) {
                if (g == RecordGrouping::ByKey)
                    QVERIFY2(d.recordKey, qPrintable(id));
                if (g == RecordGrouping::Parsed)
                    QVERIFY2(d.groupRecords, qPrintable(id));
            }
            QVERIFY(!d.recordsAreMessages || d.inEnvelope == RecordGrouping::Whole);
            QVERIFY(d.createReader);
            QVERIFY(d.createReader() != nullptr);
        }
        QCOMPARE(formats::descriptor(u"discoveryengine.answer-response"_s)->grouping(false),
            RecordGrouping::Parsed);
        QCOMPARE(formats::descriptor(u"discoveryengine.answer-response"_s)->grouping(true),
            RecordGrouping::Whole);
    }

    void lookupsReadTheTable()
    {
        QCOMPARE(formats::family(u"discoveryengine.answer"_s), u"discoveryengine"_s);
        QCOMPARE(formats::family(u"agentengine.event"_s), u"agentengine"_s);
        QCOMPARE(formats::family(u"nothing.here"_s), QString());
        QCOMPARE(formats::pluralId(u"ces.message"_s), u"ces.messages"_s);
        QCOMPARE(formats::pluralId(u"ces.conversation"_s), u"ces.conversations"_s);
        QCOMPARE(formats::pluralId(u"agentengine.event"_s), u"agentengine.events"_s);
        QCOMPARE(formats::pluralId(u"adk.event"_s), u"adk.events"_s);
        QCOMPARE(formats::pluralId(u"adk.session"_s), u"adk.sessions"_s);
        QCOMPARE(formats::pluralId(u"gemini.response"_s), u"gemini.stream"_s);
        QCOMPARE(formats::pluralId(u"discoveryengine.session"_s), u"discoveryengine.sessions"_s);
        QCOMPARE(formats::pluralId(u"discoveryengine.answer-response"_s),
            u"discoveryengine.answer-response"_s);
        QCOMPARE(formats::pluralId(u"ces.run-session"_s), u"ces.run-session"_s);
        QCOMPARE(formats::pluralId(u"nothing.here"_s), u"nothing.here"_s);
        QVERIFY(formats::hasReader(u"ces.run-session"_s));
        QVERIFY(!formats::hasReader(u"nothing.here"_s));
        QVERIFY(!formats::createReader(u"nothing.here"_s));
        QVERIFY(!formats::createReader(QString()));
    }

    void everyFormatHasADistinctName()
    {
        // The status bar names the format for people; the id stays in its tooltip.
        QSet<QString> names;
        for (const FormatDescriptor &d : formats::descriptors()) {
            const QString name = formats::displayName(d.id.toString());
            QVERIFY2(!name.isEmpty() && !name.contains(u'.'), qPrintable(d.id.toString()));
            names.insert(name);
        }
        QCOMPARE(names.size(), formats::descriptors().size());
        QCOMPARE(formats::displayName(u"adk.session"_s), u"ADK session"_s);
        QVERIFY(formats::displayName(u"no.such-format"_s).isEmpty());
    }

    void sessionPathOfNamesAndRecords()
    {
        const QByteArray session = "projects/p/locations/l/reasoningEngines/r/sessions/s1";
        // An event name, a session name, a record's JSON text holding one.
        QCOMPARE(adk::sessionPath(QByteArray(session + "/events/e2")), session);
        QCOMPARE(adk::sessionPath(session), session);
        const QByteArray record
            = "{\"author\":\"user\",\"name\":\"" + session + "/events/e9\",\"invocationId\":\"i\"}";
        QCOMPARE(adk::sessionPath(record), session);
        // The first name counts; none: empty.
        QCOMPARE(adk::sessionPath(QByteArray(
                     "{\"a\":\"x/reasoningEngines/q/sessions/t\",\"name\":\"" + session + "\"}")),
            QByteArrayView("x/reasoningEngines/q/sessions/t"));
        QVERIFY(adk::sessionPath("{\"author\":\"user\",\"name\":\"apps/a/sessions/s/events/e\"}")
                    .isEmpty());
        QVERIFY(adk::sessionPath("projects/p/reasoningEngines/r").isEmpty());
        QVERIFY(adk::sessionPath({}).isEmpty());
        // The table groups Agent Engine event logs with it.
        QVERIFY(formats::descriptor(u"agentengine.events"_s)->recordKey == &adk::sessionPath);
    }
};

QTEST_GUILESS_MAIN(TestFormatDescriptors)
#include "tst_format_descriptors.moc"
