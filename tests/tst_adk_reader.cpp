// SPDX-License-Identifier: GPL-2.0-or-later
// Agent Engine and ADK transcripts through Document (formats.md §1.4): sessions in both key
// spellings, /run arrays, /run_sse streams with partial fragments, Agent Engine pages, grounding.
#include "genai_checks.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace genaitest;

class TstAdkReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void groundedJapaneseSession()
    {
        Document doc;
        QVERIFY(open(doc, fixture("adk_session_grounded_ja.json")));
        QCOMPARE(doc.formatId(), u"adk.session"_s);
        QCOMPARE(doc.conversationCount(), 1);
        const ConversationSummary s = doc.summary(0);
        QCOMPARE(s.agent, u"travel_helper"_s);
        QCOMPARE(s.messageCount, 8);
        QCOMPARE(s.start.toRfc3339(), u"2026-01-05T08:00:01.500Z"_s);
        const auto c = doc.conversation(0);
        QCOMPARE(c->id, u"s-ja-001"_s);
        QCOMPARE(c->title, u"travel_helper · s-ja-001"_s);
        QVERIFY(c->properties.contains({u"userId"_s, u"u-42"_s}));
        QVERIFY(c->properties.contains({u"lastUpdateTime"_s, u"2026-01-05T08:01:00.250Z"_s}));
        QCOMPARE(c->declaredState.json,
            u"{\"trip_city\":\"京都\",\"step\":3,\"user:lang\":\"ja\",\"booking\":\"ryokan-gion\"}"_s
                .toUtf8());
        QCOMPARE(c->turnCount, 2);
        const QVector<Message> &m = c->messages;
        QCOMPARE(m.size(), 8);

        // The user's question.
        QCOMPARE(m[0].author, u"user"_s);
        QCOMPARE(m[0].role, u"user"_s);
        QCOMPARE(m[0].id, u"ev-u1"_s);
        QCOMPARE(m[0].chunks.at(0).text, u"京都で秋におすすめの場所はどこですか？"_s);
        QVERIFY(m[0].actions.isEmpty()); // {} deltas mean "no change"
        QCOMPARE(m[0].turn, 0);

        // Function call and response, paired by id; args keys verbatim.
        const Chunk &call = m[1].chunks.at(0);
        QCOMPARE(call.kind, ChunkKind::ToolCall);
        QCOMPARE(call.toolId, u"adk-call-1"_s);
        QCOMPARE(call.toolName, u"get_weather"_s);
        QCOMPARE(call.json.json, u"{\"city\":\"京都\",\"Days\":3}"_s.toUtf8());
        QCOMPARE(call.paired, (ChunkAddress {2, 0}));
        QCOMPARE(m[1].branch, u"travel_root.kyoto_guide"_s);
        QCOMPARE(m[1].usage.prompt, std::optional<qint64>(120));
        QCOMPARE(m[1].usage.total, std::optional<qint64>(132));
        QCOMPARE(m[1].actions.stateDelta.json,
            u"{\"trip_city\":\"京都\",\"step\":1,\"temp:draft\":\"紅葉\"}"_s.toUtf8());
        QVERIFY(m[1].actions.artifactDelta.isNull());
        QVERIFY(m[1].longRunningToolIds.isEmpty());
        const Chunk &response = m[2].chunks.at(0);
        QCOMPARE(m[2].role, u"user"_s);
        QCOMPARE(m[2].author, u"kyoto_guide"_s);
        QCOMPARE(response.kind, ChunkKind::ToolResponse);
        QCOMPARE(response.paired, (ChunkAddress {1, 0}));
        QCOMPARE(response.output.json, u"{\"forecast\":\"晴れ\",\"high_c\":18}"_s.toUtf8());
        QCOMPARE(m[2].actions.stateDelta.json, QByteArray("{\"step\":2}"));
        QVERIFY(m[2].usage.isEmpty());

        // The grounded answer: text, thought, text; state changed and removed; an artifact.
        const Message &a = m[3];
        QCOMPARE(a.chunks.size(), 4); // three parts, then stateDelta as updatedVariables (cli.md)
        QCOMPARE(a.chunks.at(0).kind, ChunkKind::Text);
        QCOMPARE(a.chunks.at(1).kind, ChunkKind::Thought);
        QCOMPARE(a.chunks.at(2).kind, ChunkKind::Text);
        QCOMPARE(a.chunks.at(3).kind, ChunkKind::UpdatedVariables);
        QCOMPARE(a.chunks.at(3).json, a.actions.stateDelta);
        QCOMPARE(a.chunks.at(3).sourcePart, -1);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(a.chunks.at(i).sourcePart, i);
        QCOMPARE(a.chunks.at(2).jsonPath, u"events[3].content.parts[2]"_s);
        QCOMPARE(a.finishReason, u"STOP"_s);
        QCOMPARE(a.modelVersion, u"gemini-2.5-flash-demo"_s);
        QCOMPARE(a.usage.thoughts, std::optional<qint64>(35));
        QCOMPARE(a.usage.candidates, std::optional<qint64>(96));
        QVERIFY(!a.usage.cached);
        QCOMPARE(a.actions.stateDelta.json, QByteArray("{\"step\":3,\"temp:draft\":null}"));
        QCOMPARE(a.actions.artifactDelta.json, QByteArray("{\"itinerary.md\":1}"));
        QCOMPARE(a.customMetadata.json,
            QByteArray("{\"trace_id\":\"t-9f2\",\"Experiment\":{\"arm\":\"B\"}}"));
        QVERIFY(a.grounding);
        const Grounding &g = *a.grounding;
        QCOMPARE(g.queries, (QStringList {u"京都 紅葉 名所"_s, u"京都 秋 おすすめ"_s}));
        QCOMPARE(g.searchChips.size(), 2);
        QCOMPARE(g.searchChips.at(0).text, u"京都 紅葉 名所"_s);
        QCOMPARE(g.searchChips.at(1).href, u"https://www.google.com/search?q=kyoto+autumn"_s);
        QVERIFY(!g.searchEntryPointData.isNull());
        QCOMPARE(g.references.size(), 4); // 3 chunks + the missing index 7
        QCOMPARE(g.references.at(0).kind, Reference::Kind::Web);
        QCOMPARE(g.references.at(1).title, u"京都観光ナビ"_s);
        QCOMPARE(g.references.at(2).kind, Reference::Kind::Empty);
        QCOMPARE(g.references.at(3).kind, Reference::Kind::Missing);
        QCOMPARE(g.references.at(3).sourceIndex, 7);
        QCOMPARE(statuses(g),
            (QStringList {u"resolved"_s, u"resolved"_s, u"resolved"_s, u"relocated"_s}));
        QCOMPARE(checkGrounding(a), 4);
        // startIndex omitted → 0, inside part 0.
        QCOMPARE(g.citations.at(0).sourceStart, 0);
        QCOMPARE(g.citations.at(0).partRanges.size(), 1);
        QCOMPARE(g.citations.at(0).partRanges.at(0).utf16, (Utf16Range {0, 13}));
        // Across parts 0 and 2 (the thought in between is not part of C).
        const CitedSegment &across = g.citations.at(1);
        QCOMPARE(across.partRanges.size(), 2);
        QCOMPARE(across.partRanges.at(0).partIndex, 0);
        QCOMPARE(across.partRanges.at(0).utf16, (Utf16Range {13, 28}));
        QCOMPARE(across.partRanges.at(1).partIndex, 2);
        QCOMPARE(across.partRanges.at(1).utf16, (Utf16Range {0, 18})); // 🍁 is 2 UTF-16 units
        QCOMPARE(
            across.scores, (QVector<std::optional<double>> {std::optional<double>(0.81), 0.77}));
        QCOMPARE(g.citations.at(2).references, (QVector<int> {2, 3}));
        QCOMPARE(g.citations.at(2).scores.size(), 2);
        QVERIFY(!g.citations.at(2).scores.at(1));
        QVERIFY(countDiagnostics(a.diagnostics, Severity::Warning, u"Missing source"_s) == 1);

        // Transfer: a visible AgentTransfer chunk after the function response.
        QCOMPARE(m[4].turn, 1);
        QCOMPARE(m[5].actions.transferToAgent, u"booking_agent"_s);
        QCOMPARE(m[5].chunks.size(), 2);
        QCOMPARE(m[5].chunks.at(1).kind, ChunkKind::AgentTransfer);
        QCOMPARE(m[5].chunks.at(1).targetAgent, u"booking_agent"_s);
        QCOMPARE(m[5].chunks.at(0).paired, (ChunkAddress {4, 0}));

        // Spanish accents and emoji, with a Vertex citationMetadata citation.
        const Message &es = m[6];
        QCOMPARE(es.chunks.at(0).text.left(10), u"¡Perfecto!"_s);
        QVERIFY(es.grounding);
        QCOMPARE(es.grounding->citations.size(), 1);
        const CitedSegment &cit = es.grounding->citations.at(0);
        QCOMPARE(cit.status, CitationStatus::Resolved);
        QCOMPARE(cit.text, u"Reservé el ryokan en Gion 🏯✨"_s);
        QCOMPARE(cit.partRanges.at(0).utf16, (Utf16Range {11, 40}));
        QCOMPARE(es.grounding->references.at(0).kind, Reference::Kind::Citation);
        QCOMPARE(es.grounding->references.at(0).publicationDate, u"2024-11"_s);
        QCOMPARE(checkGrounding(es), 1);
        QCOMPARE(
            es.actions.artifactDelta.json, QByteArray("{\"itinerary.md\":2,\"receipt.pdf\":1}"));

        // The error event: a visible error chunk, its usage and finish reason.
        const Message &err = m[7];
        QCOMPARE(err.chunks.size(), 1);
        QCOMPARE(err.chunks.at(0).kind, ChunkKind::Error);
        QCOMPARE(err.chunks.at(0).mimeType, u"MALFORMED_FUNCTION_CALL"_s);
        QCOMPARE(err.chunks.at(0).text, u"Malformed function call: reserve_room("_s);
        QCOMPARE(err.finishReason, u"MALFORMED_FUNCTION_CALL"_s);
        QCOMPARE(err.usage.prompt, std::optional<qint64>(700));
        QVERIFY(err.properties.contains({u"errorCode"_s, u"MALFORMED_FUNCTION_CALL"_s}));
        QVERIFY(err.role.isEmpty());
    }

    void snakeCaseSession()
    {
        Document doc;
        QVERIFY(open(doc, fixture("adk_session_snake.json")));
        QCOMPARE(doc.formatId(), u"adk.session"_s);
        const auto c = doc.conversation(0);
        QCOMPARE(c->title, u"informes · s-es-7"_s);
        QCOMPARE(doc.summary(0).agent, u"informes"_s);
        const QVector<Message> &m = c->messages;
        QCOMPARE(m.size(), 4);
        // pydantic dumps print every null: none of them is a problem.
        for (const Message &msg : m) {
            for (const Diagnostic &d : msg.diagnostics)
                QVERIFY2(d.severity == Severity::Info, qPrintable(d.englishText()));
        }
        for (const Diagnostic &d : c->diagnostics)
            QVERIFY2(d.severity == Severity::Info, qPrintable(d.englishText()));

        // URL-safe unpadded inline_data → a decoded PNG image.
        QCOMPARE(m[0].chunks.size(), 2);
        const Chunk &image = m[0].chunks.at(1);
        QCOMPARE(image.kind, ChunkKind::Image);
        QCOMPARE(image.mimeType, u"image/png"_s);
        QCOMPARE(image.data.size(), 83);
        QVERIFY(image.data.startsWith("\x89PNG"));
        QVERIFY(!image.base64Error);

        // A long-running call without a response stays pending: no warning.
        QCOMPARE(m[1].chunks.at(0).kind, ChunkKind::Thought);
        const Chunk &call = m[1].chunks.at(1);
        QCOMPARE(call.kind, ChunkKind::ToolCall);
        QVERIFY(!call.paired.isValid());
        QCOMPARE(m[1].longRunningToolIds, (QStringList {u"adk-lr-1"_s}));
        QCOMPARE(call.json.json, u"{\"report\":\"Q3-2025\",\"approver\":\"María\"}"_s.toUtf8());
        QCOMPARE(m[1].usage.thoughts, std::optional<qint64>(12));
        QCOMPARE(m[1].usage.total, std::optional<qint64>(242));
        QVERIFY(!m[1].usage.cached);

        // Code parts and a grounded text at part 2 (snake_case grounding keys).
        const Message &code = m[2];
        QCOMPARE(code.chunks.size(), 4); // two code parts, the grounded text, state_delta
        QCOMPARE(code.chunks.at(3).kind, ChunkKind::UpdatedVariables);
        QCOMPARE(code.chunks.at(0).kind, ChunkKind::ExecutableCode);
        QCOMPARE(code.chunks.at(0).mimeType, u"PYTHON"_s);
        QCOMPARE(code.chunks.at(0).text, u"print(sum([12.5, 7.25]))"_s);
        QCOMPARE(code.chunks.at(1).kind, ChunkKind::CodeExecutionResult);
        QCOMPARE(code.chunks.at(1).mimeType, u"OUTCOME_OK"_s);
        QCOMPARE(code.chunks.at(1).text, u"19.75\n"_s);
        QCOMPARE(code.chunks.at(2).sourcePart, 2);
        QVERIFY(code.grounding);
        QCOMPARE(code.grounding->references.at(0).kind, Reference::Kind::RetrievedContext);
        QCOMPARE(code.grounding->references.at(0).title, u"Informe Q3"_s);
        QCOMPARE(code.grounding->queries, (QStringList {u"ingresos Q3"_s}));
        QCOMPARE(statuses(*code.grounding), (QStringList {u"resolved"_s}));
        QCOMPARE(code.grounding->citations.at(0).partRanges.at(0).partIndex, 2);
        QCOMPARE(checkGrounding(code), 1);
        QCOMPARE(code.actions.stateDelta.json,
            QByteArray("{\"report_status\":\"draft\",\"total_meur\":19.75}"));
        QVERIFY(code.actions.extra.isNull()); // requested_tool_confirmations: {}
        QCOMPARE(code.finishReason, u"STOP"_s);

        // A lone thought_signature part counts as part 0 but shows nothing; then state_delta.
        QCOMPARE(m[3].chunks.size(), 2);
        QCOMPARE(m[3].chunks.at(0).sourcePart, 1);
        QCOMPARE(m[3].chunks.at(1).kind, ChunkKind::UpdatedVariables);
        QCOMPARE(m[3].chunks.at(1).json.json, QByteArray("{\"report_status\":\"escalated\"}"));
        QVERIFY(m[3].actions.escalate);
        QCOMPARE(m[3].customMetadata.json, QByteArray("{\"source\":\"cli\"}"));
        QCOMPARE(c->declaredState.json,
            u"{\"report_status\":\"escalated\",\"app:version\":3,\"user:name\":\"María\"}"_s
                .toUtf8());
    }

    void mixedSpellingRun()
    {
        Document doc;
        QVERIFY(open(doc, fixture("adk_events_run.json")));
        QCOMPARE(doc.formatId(), u"adk.events"_s);
        QCOMPARE(doc.conversationCount(), 1);
        const auto c = doc.conversation(0);
        const QVector<Message> &m = c->messages;
        QCOMPARE(m.size(), 5);
        QCOMPARE(m[0].invocationId, u"e-cc"_s);
        QCOMPARE(m[0].jsonPath, u"[0]"_s);
        QCOMPARE(m[1].actions.transferToAgent, u"math"_s);
        QCOMPARE(m[1].chunks.last().kind, ChunkKind::AgentTransfer);
        QVERIFY(m[1].actions.stateDelta.isNull());
        // Both spellings of one key: the camelCase one wins, the other is kept and reported.
        QCOMPARE(countDiagnostics(m[2].diagnostics, Severity::Warning, u"Both"_s), 1);
        QVERIFY(m[2].extra.json.contains("\"invocation_id\""));
        QCOMPARE(m[2].usage.total, std::optional<qint64>(57));
        // No ids: paired by name in order.
        QCOMPARE(m[2].chunks.at(0).paired, (ChunkAddress {3, 0}));
        QCOMPARE(m[3].chunks.at(0).output.isNull(), true);
        // Integer finish reason: mapped as Vertex with a note.
        QCOMPARE(m[4].finishReason, u"STOP"_s);
        QCOMPARE(countDiagnostics(c->diagnostics, Severity::Info, u"Vertex AI tables"_s), 1);
        // A lone thoughtSignature part 0, the grounded text is part 1; then its state_delta.
        QCOMPARE(m[4].chunks.size(), 2);
        QCOMPARE(m[4].chunks.at(1).kind, ChunkKind::UpdatedVariables);
        QCOMPARE(m[4].chunks.at(0).sourcePart, 1);
        QVERIFY(m[4].grounding);
        QCOMPARE(m[4].grounding->citations.at(0).partRanges.at(0).partIndex, 1);
        QCOMPARE(checkGrounding(m[4]), 1);
        QCOMPARE(m[4].extra.json, QByteArray("{\"nodeInfo\":{\"path\":\"root/math\"}}"));
        QCOMPARE(m[4].actions.stateDelta.json, QByteArray("{\"result\":4}"));
    }

    void sseWithPartials()
    {
        Document doc;
        QVERIFY(open(doc, fixture("adk_run_sse.txt")));
        QCOMPARE(doc.formatId(), u"adk.events"_s);
        QCOMPARE(doc.framing(), Framing::ServerSentEvents);
        QCOMPARE(doc.conversationCount(), 1);
        const auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 2);
        // Fragments hidden behind the complete event.
        const Message &story = c->messages.at(0);
        QCOMPARE(story.id, u"f1"_s);
        QVERIFY(!story.flags.partial);
        QCOMPARE(story.flags.mergedFragments, 0);
        QCOMPARE(story.chunks.size(), 1);
        QCOMPARE(story.chunks.at(0).text, u"Había una vez un dragón 🐉 muy amable."_s);
        QCOMPARE(countDiagnostics(story.diagnostics, Severity::Info, u"hidden"_s), 1);
        // A cut-off stream: fragments merged into one synthetic event, flagged.
        const Message &poem = c->messages.at(1);
        QCOMPARE(poem.author, u"poet"_s);
        QCOMPARE(poem.flags.mergedFragments, 3);
        QVERIFY(!poem.flags.partial);
        QCOMPARE(poem.chunks.size(), 2);
        QCOMPARE(poem.chunks.at(0).kind, ChunkKind::Thought);
        QCOMPARE(poem.chunks.at(0).text, u"Pensando en rimas…"_s);
        QCOMPARE(poem.chunks.at(1).kind, ChunkKind::Text);
        QCOMPARE(poem.chunks.at(1).text, u"Luna de plata, mar en calma"_s);
        QCOMPARE(poem.usage.total, std::optional<qint64>(31));
        QCOMPARE(countDiagnostics(poem.diagnostics, Severity::Warning, u"stream ended"_s), 1);
        QVERIFY(poem.raw.json.startsWith("[{"));
    }

    void liveRunStillStreaming()
    {
        // The same stream while a run still writes it (Document::setOpenEnded): the poem's
        // fragments are the answer so far, not a cut-off stream; once the run is over they are.
        Document doc;
        QVERIFY(open(doc, fixture("adk_run_sse.txt")));
        doc.setOpenEnded(true);
        auto poem = doc.conversation(0)->messages.at(1);
        QCOMPARE(poem.flags.mergedFragments, 3);
        QVERIFY(poem.diagnostics.isEmpty()); // nothing wrong with an answer still coming
        QSignalSpy changed(&doc, &Document::conversationChanged);
        doc.setOpenEnded(false);
        QCOMPARE(changed.size(), 1);
        poem = doc.conversation(0)->messages.at(1);
        QCOMPARE(countDiagnostics(poem.diagnostics, Severity::Warning, u"stream ended"_s), 1);
        doc.setOpenEnded(false);
        QCOMPARE(changed.size(), 1); // no change, nothing read again
    }

    void fragmentsBeforeACompleteEventWereCut()
    {
        // Open end or not, fragments followed by another complete event were cut off: the run
        // went on without their complete event.
        const QByteArray text
            = "{\"events\":["
              "{\"id\":\"q1\",\"invocationId\":\"i\",\"author\":\"poet\",\"partial\":true,"
              "\"content\":{\"parts\":[{\"text\":\"Luna\"}]}},"
              "{\"id\":\"t1\",\"invocationId\":\"i\",\"author\":\"teller\","
              "\"content\":{\"parts\":[{\"text\":\"Fin\"}]}}]}";
        Document doc;
        doc.setOpenEnded(true); // before it has loaded
        doc.openData(text, u"cut.json"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QVERIFY(doc.isOpenEnded());
        const auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 2);
        QCOMPARE(
            countDiagnostics(c->messages.at(0).diagnostics, Severity::Warning, u"stream ended"_s),
            1);
    }

    void agentEnginePage()
    {
        Document doc;
        QVERIFY(open(doc, fixture("agentengine_events.json")));
        QCOMPARE(doc.formatId(), u"agentengine.events"_s);
        QCOMPARE(doc.conversationCount(), 1);
        const auto c = doc.conversation(0);
        const QString session
            = u"projects/p1/locations/us-central1/reasoningEngines/9/sessions/s1"_s;
        QCOMPARE(c->id, session);
        QCOMPARE(c->title, u"s1"_s);
        QCOMPARE(doc.summary(0).agent, u"9"_s);
        QCOMPARE(countDiagnostics(c->diagnostics, Severity::Info, u"timestamp order"_s), 0);
        const QVector<Message> &m = c->messages;
        QCOMPARE(m.size(), 5);
        QCOMPARE(m[0].id, u"ev1"_s);
        QCOMPARE(m[0].time.toRfc3339(), u"2026-01-05T08:00:00.000001Z"_s);
        QCOMPARE(m[0].chunks.at(0).text, u"Résume ce document, s'il te plaît."_s);

        // rawEvent merged under the top-level fields; eventMetadata mapped.
        const Message &raw = m[1];
        QCOMPARE(raw.id, u"ev2"_s);
        QCOMPARE(raw.author, u"summarizer"_s);
        QCOMPARE(raw.invocationId, u"e-1"_s);
        QCOMPARE(raw.time.toRfc3339(), u"2026-01-05T08:00:02.500Z"_s);
        QCOMPARE(raw.usage.total, std::optional<qint64>(321));
        QCOMPARE(raw.modelVersion, u"gemini-2.5-pro-demo"_s);
        QCOMPARE(raw.finishReason, u"STOP"_s);
        QVERIFY(raw.flags.turnComplete);
        QCOMPARE(raw.branch, u"root.summarizer"_s);
        QCOMPARE(raw.chunks.at(0).jsonPath, u"sessionEvents[1].rawEvent.content.parts[0]"_s);
        QVERIFY(raw.grounding);
        QCOMPARE(raw.grounding->queries, (QStringList {u"compte rendu réunion"_s}));
        QCOMPARE(statuses(*raw.grounding), (QStringList {u"resolved"_s, u"resolved"_s}));
        QCOMPARE(raw.grounding->citations.at(1).jsonPath,
            u"sessionEvents[1].eventMetadata.groundingMetadata.groundingSupports[1]"_s);
        QCOMPARE(checkGrounding(raw), 2);

        // transferAgent, _usage_metadata fallback, _compaction shown as a property.
        const Message &t = m[2];
        QCOMPARE(t.actions.transferToAgent, u"reviewer"_s);
        QCOMPARE(t.chunks.last().kind, ChunkKind::AgentTransfer);
        QCOMPARE(t.chunks.last().targetAgent, u"reviewer"_s);
        QCOMPARE(t.usage.total, std::optional<qint64>(340));
        QCOMPARE(t.customMetadata.json, QByteArray("{\"ticket\":\"T-9\"}"));
        bool compaction = false;
        for (const auto &p : t.properties)
            compaction
                = compaction || (p.first == u"_compaction"_s && p.second.contains(u"startTime"_s));
        QVERIFY(compaction);
        QCOMPARE(t.actions.stateDelta.json, QByteArray("{\"summary_done\":true}"));

        // A long-running call without a response: pending, no warning.
        QCOMPARE(m[3].longRunningToolIds, (QStringList {u"adk-77"_s}));
        QVERIFY(!m[3].chunks.at(0).paired.isValid());
        QCOMPARE(countDiagnostics(m[3].diagnostics, Severity::Warning, QString()), 0);
        QCOMPARE(m[3].time.toRfc3339(), u"2026-01-05T08:01:00.123456789Z"_s);

        QCOMPARE(m[4].chunks.size(), 1);
        QCOMPARE(m[4].chunks.at(0).kind, ChunkKind::Error);
        QCOMPARE(m[4].chunks.at(0).mimeType, u"SAFETY"_s);
        QCOMPARE(m[4].chunks.at(0).text, u"La réponse a été bloquée."_s);
    }

    void agentEnginePagesJsonl()
    {
        Document doc;
        QVERIFY(open(doc, fixture("agentengine_pages.jsonl")));
        QCOMPARE(doc.formatId(), u"agentengine.events"_s);
        QCOMPARE(doc.framing(), Framing::JsonSequence);
        QCOMPARE(doc.conversationCount(), 2); // two pages of s1, one of s2
        const auto s1 = doc.conversation(0);
        QVERIFY(s1->id.endsWith(u"/sessions/s1"_s));
        QCOMPARE(s1->messages.size(), 4);
        QCOMPARE(s1->messages.at(3).chunks.at(0).text, u"Lluvia por la tarde ☔."_s);
        QCOMPARE(s1->turnCount, 2);
        const auto s2 = doc.conversation(1);
        QVERIFY(s2->id.endsWith(u"/sessions/s2"_s));
        QCOMPARE(s2->messages.size(), 1);
    }

    void agentEnginePagesOutOfOrder()
    {
        QFile f(fixture("agentengine_pages.jsonl"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        // An array of pages, the second page first: sorted, with a note.
        const QByteArray data = '[' + lines.at(1) + ',' + lines.at(0) + ']';
        Document doc;
        QVERIFY(open(doc, QString(), data, u"pages.json"_s));
        QCOMPARE(doc.formatId(), u"agentengine.events"_s);
        QCOMPARE(doc.conversationCount(), 1);
        const auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 4);
        QCOMPARE(c->messages.at(0).id, u"a1"_s);
        QCOMPARE(c->messages.at(3).id, u"a4"_s);
        QCOMPARE(countDiagnostics(c->diagnostics, Severity::Info, u"timestamp order"_s), 1);
    }

    void singleEvents()
    {
        Document ae;
        QVERIFY(open(ae, QString(),
            "{\"name\":\"projects/p1/locations/us-central1/reasoningEngines/9/sessions/s1/events/"
            "ev3\",\"author\":\"reviewer\",\"invocationId\":\"e-2\",\"timestamp\":"
            "\"2026-01-05T08:01:00Z\",\"eventMetadata\":{\"partial\":false,\"longRunningToolIds\":"
            "[\"adk-77\"]},\"rawEvent\":{\"id\":\"stale-id\",\"author\":\"reviewer\","
            "\"invocationId\":\"e-2\",\"content\":{\"role\":\"model\",\"parts\":[{\"functionCall\":"
            "{\"id\":\"adk-77\",\"name\":\"approve\",\"args\":{}}}]},\"actions\":"
            "{\"transferToAgent\":null},\"usageMetadata\":{\"promptTokenCount\":40}}}"));
        QCOMPARE(ae.formatId(), u"agentengine.event"_s);
        const auto c = ae.conversation(0);
        const Message &m = c->messages.at(0);
        QCOMPARE(m.id, u"ev3"_s);
        QCOMPARE(m.chunks.at(0).toolName, u"approve"_s);
        QCOMPARE(m.usage.prompt, std::optional<qint64>(40));
        QCOMPARE(m.longRunningToolIds, (QStringList {u"adk-77"_s}));
        QVERIFY(m.actions.transferToAgent.isEmpty());

        Document adk;
        QVERIFY(open(adk, QString(),
            "{\"id\":\"e-err-1\",\"invocationId\":\"e-dd\",\"author\":\"planner\",\"timestamp\":"
            "1767600300.7,\"branch\":\"root.planner\",\"errorCode\":\"MALFORMED_FUNCTION_CALL\","
            "\"finishReason\":\"MALFORMED_FUNCTION_CALL\",\"usageMetadata\":{\"promptTokenCount\":"
            "512,\"totalTokenCount\":512}}"));
        QCOMPARE(adk.formatId(), u"adk.event"_s);
        const Message &e = adk.conversation(0)->messages.at(0);
        QCOMPARE(e.chunks.size(), 1);
        QCOMPARE(e.chunks.at(0).kind, ChunkKind::Error);
        QCOMPARE(e.chunks.at(0).mimeType, u"MALFORMED_FUNCTION_CALL"_s);
        QCOMPARE(e.usage.total, std::optional<qint64>(512));
        QCOMPARE(e.time.toRfc3339(), u"2026-01-05T08:05:00.700Z"_s);
    }

    void sessionLists()
    {
        const QByteArray sessions
            = "[{\"id\":\"s-1\",\"appName\":\"helpdesk\",\"userId\":\"u-1\",\"state\":{},"
              "\"events\":[],\"lastUpdateTime\":1767600000.0},{\"id\":\"s-2\",\"appName\":"
              "\"helpdesk\",\"state\":{\"step\":2},\"events\":[{\"id\":\"b1\",\"invocationId\":"
              "\"e-bb\",\"author\":\"user\",\"timestamp\":1767600090.1,\"content\":{\"role\":"
              "\"user\",\"parts\":[{\"text\":\"hi\"}]}}]}]";
        Document array;
        QVERIFY(open(array, QString(), sessions));
        QCOMPARE(array.formatId(), u"adk.sessions"_s);
        QCOMPARE(array.conversationCount(), 2);
        QCOMPARE(array.conversation(0)->messages.size(), 0);
        QCOMPARE(array.conversation(1)->id, u"s-2"_s);
        QCOMPARE(array.conversation(1)->messages.at(0).chunks.at(0).text, u"hi"_s);
        QCOMPARE(array.conversation(1)->declaredState.json, QByteArray("{\"step\":2}"));

        Document page;
        QVERIFY(open(page, QString(), "{\"sessions\":" + sessions + "}"));
        QCOMPARE(page.formatId(), u"adk.sessions"_s);
        QCOMPARE(page.conversationCount(), 2);
        QCOMPARE(page.conversation(1)->messages.size(), 1);
        QCOMPARE(page.conversation(1)->messages.at(0).jsonPath, u"sessions[1].events[0]"_s);
    }

    void badInputNeverCrashes()
    {
        Document doc;
        QVERIFY(open(doc, QString(),
            "[{\"author\":\"a\",\"invocationId\":\"i\",\"content\":\"oops\",\"actions\":[1],"
            "\"longRunningToolIds\":\"x\",\"timestamp\":{\"when\":\"yesterday\"}},"
            "{\"author\":\"b\",\"invocationId\":\"i\",\"content\":{\"parts\":[3,{\"sticker\":{}},"
            "{\"text\":\"a\",\"functionCall\":{\"name\":\"f\"}},{\"inlineData\":{\"data\":\"%%\"}}]"
            "},"
            "\"groundingMetadata\":{\"groundingSupports\":\"no\"}},7]"));
        QCOMPARE(doc.formatId(), u"adk.events"_s);
        const auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 2); // the number 7 is no event
        QCOMPARE(countDiagnostics(
                     c->diagnostics, Severity::Warning, u"Expected object but found number"_s),
            1);
        QCOMPARE(
            countDiagnostics(c->messages.at(0).diagnostics, Severity::Warning, u"not a time"_s), 1);
        QVERIFY(countDiagnostics(c->messages.at(0).diagnostics, Severity::Warning,
                    u"Expected object but found string"_s)
            == 1);
        QVERIFY(!c->messages.at(0).time.valid);
        const Message &b = c->messages.at(1);
        QCOMPARE(b.chunks.size(), 4);
        QCOMPARE(b.chunks.at(0).kind, ChunkKind::Unknown);
        QCOMPARE(b.chunks.at(1).unknownKey, u"sticker"_s);
        QCOMPARE(b.chunks.at(2).kind, ChunkKind::Text);
        QVERIFY(b.chunks.at(2).extra.json.contains("functionCall"));
        QCOMPARE(b.chunks.at(3).kind, ChunkKind::Blob);
        QVERIFY(b.chunks.at(3).base64Error);
        QCOMPARE(
            countDiagnostics(b.diagnostics, Severity::Warning, u"more than one data key"_s), 1);
        QCOMPARE(countDiagnostics(b.diagnostics, Severity::Warning, u"groundingSupports"_s), 1);
    }
};

QTEST_GUILESS_MAIN(TstAdkReader)
#include "tst_adk_reader.moc"
