// SPDX-License-Identifier: GPL-2.0-or-later
// Gemini GenerateContentResponse through Document (formats.md §1.5): unary responses with
// several candidates, streams in SSE / array / JSONL form merged per §1.5.5, blocked prompts,
// error bodies and family-dependent integer enums.
#include "genai_checks.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace genaitest;

class TstGeminiReader : public QObject
{
    Q_OBJECT

private:
    // The merged stream fixture, the same in both framings.
    void verifyStream(const Document &doc, const Conversation &c, bool array)
    {
        const auto recordPrefix
            = [array](int record) { return array ? u"[%1]."_s.arg(record) : QString(); };
        QCOMPARE(doc.formatId(), u"gemini.stream"_s);
        QCOMPARE(c.title, u"gemini-2.5-pro-demo"_s); // the first modelVersion
        QCOMPARE(c.id, u"r-stream-1"_s);
        QCOMPARE(c.messages.size(), 1);
        const Message &m = c.messages.at(0);
        QCOMPARE(m.candidate, 0);
        QCOMPARE(m.role, u"model"_s);
        QCOMPARE(m.author, u"gemini-2.5-pro-demo"_s);
        QCOMPARE(m.chunks.size(), 2);
        QCOMPARE(m.chunks.at(0).kind, ChunkKind::Thought);
        QCOMPARE(m.chunks.at(0).text, u"Pensando en la historia del café…"_s);
        QCOMPARE(m.chunks.at(0).thoughtSignatureBytes, 16);
        QCOMPARE(m.chunks.at(0).sourcePart, 0);
        QCOMPARE(m.chunks.at(1).kind, ChunkKind::Text);
        QCOMPARE(m.chunks.at(1).text,
            u"El café llegó a Europa en el siglo XVII. Venecia abrió su primera cafetería en 1645 ☕."_s);
        QCOMPARE(m.chunks.at(1).sourcePart, 1);
        QCOMPARE(m.chunks.at(1).jsonPath, recordPrefix(2) + u"candidates[0].content.parts[0]"_s);
        QCOMPARE(m.finishReason, u"STOP"_s);
        QCOMPARE(m.usage.total, std::optional<qint64>(50)); // the last usage
        QCOMPARE(m.usage.thoughts, std::optional<qint64>(9));
        QVERIFY(m.grounding);
        const Grounding &g = *m.grounding;
        QCOMPARE(g.queries, (QStringList {u"historia del café Europa"_s}));
        QCOMPARE(g.references.size(), 3);
        QCOMPARE(g.references.at(0).kind, Reference::Kind::Web);
        QCOMPARE(g.references.at(2).kind, Reference::Kind::Citation);
        QCOMPARE(g.references.at(2).uri, u"https://historia.example/cafe"_s);
        QCOMPARE(statuses(g), (QStringList {u"resolved"_s, u"resolved"_s, u"resolved"_s}));
        QCOMPARE(g.citations.at(1).references, (QVector<int> {1, 0}));
        // The citation's offsets refer to the accumulated text, beyond its own chunk.
        const CitedSegment &citation = g.citations.at(2);
        QCOMPARE(citation.text, u"Venecia abrió su primera cafetería en 1645"_s);
        QCOMPARE(citation.partRanges.size(), 1);
        QCOMPARE(citation.partRanges.at(0).partIndex, 1);
        QCOMPARE(citation.partRanges.at(0).utf16, (Utf16Range {41, 83}));
        QCOMPARE(citation.jsonPath,
            recordPrefix(3) + u"candidates[0].citationMetadata.citationSources[0]"_s);
        QCOMPARE(checkGrounding(m), 3);
        QCOMPARE(countDiagnostics(c.diagnostics, Severity::Info, u"Vertex AI tables"_s), 0);
    }

private Q_SLOTS:
    void unaryWithTwoCandidates()
    {
        Document doc;
        QVERIFY(open(doc, fixture("gemini_response.json")));
        QCOMPARE(doc.formatId(), u"gemini.response"_s);
        QCOMPARE(doc.conversationCount(), 1);
        QCOMPARE(doc.summary(0).agent, u"gemini-2.5-flash-demo"_s);
        const auto c = doc.conversation(0);
        QCOMPARE(c->title, u"gemini-2.5-flash-demo"_s);
        QCOMPARE(c->id, u"resp-sev-1"_s);
        QCOMPARE(c->start.toRfc3339(), u"2026-02-01T09:00:00.123456Z"_s);
        QCOMPARE(c->messages.size(), 2);

        const Message &m = c->messages.at(0);
        QCOMPARE(m.candidate, 0);
        QCOMPARE(m.author, u"gemini-2.5-flash-demo"_s);
        QCOMPARE(m.role, u"model"_s);
        QCOMPARE(m.id, u"resp-sev-1"_s);
        QCOMPARE(m.chunks.size(), 2);
        QCOMPARE(m.chunks.at(1).sourcePart, 1);
        QCOMPARE(m.chunks.at(1).jsonPath, u"candidates[0].content.parts[1]"_s);
        QCOMPARE(m.finishReason, u"STOP"_s);
        QCOMPARE(m.usage.total, std::optional<qint64>(73));
        QVERIFY(m.properties.contains({u"avgLogprobs"_s, u"-0.21"_s}));
        QVERIFY(m.properties.contains({u"responseId"_s, u"resp-sev-1"_s}));
        QVERIFY(m.properties.contains({u"createTime"_s, u"2026-02-01T09:00:00.123456Z"_s}));

        // Safety: names kept, integers mapped with the Vertex table (createTime marks Vertex).
        QCOMPARE(m.safetyRatings.size(), 2);
        QCOMPARE(m.safetyRatings.at(0).category, u"HARM_CATEGORY_HATE_SPEECH"_s);
        QCOMPARE(m.safetyRatings.at(0).severity, u"HARM_SEVERITY_NEGLIGIBLE"_s);
        QCOMPARE(m.safetyRatings.at(0).probabilityScore, std::optional<double>(0.02));
        QCOMPARE(m.safetyRatings.at(1).category, u"HARM_CATEGORY_DANGEROUS_CONTENT"_s);
        QCOMPARE(m.safetyRatings.at(1).probability, u"LOW"_s);
        QCOMPARE(m.safetyRatings.at(1).severity, u"HARM_SEVERITY_LOW"_s);
        QCOMPARE(countDiagnostics(c->diagnostics, Severity::Info, u"Vertex AI tables"_s), 0);

        // Grounding: retrievedContext and maps chunks, a Vertex citation.
        QVERIFY(m.grounding);
        const Grounding &g = *m.grounding;
        QCOMPARE(g.queries, (QStringList {u"altura Giralda"_s, u"café vistas Sevilla"_s}));
        QCOMPARE(g.references.size(), 3);
        QCOMPARE(g.references.at(0).kind, Reference::Kind::RetrievedContext);
        QVERIFY(g.references.at(0).documentName.endsWith(u"/documents/d1"_s));
        QCOMPARE(g.references.at(1).kind, Reference::Kind::Maps);
        QCOMPARE(g.references.at(1).placeId, u"places/ChIJdemo123"_s);
        QCOMPARE(g.references.at(2).kind, Reference::Kind::Citation);
        QCOMPARE(g.references.at(2).license, u"CC-BY-4.0"_s);
        QCOMPARE(g.references.at(2).publicationDate, u"2019-05"_s);
        QCOMPARE(statuses(g), (QStringList {u"resolved"_s, u"resolved"_s, u"resolved"_s}));
        QCOMPARE(g.citations.at(0).sourceStart, 0);
        QCOMPARE(g.citations.at(1).partRanges.size(), 1);
        QCOMPARE(g.citations.at(1).partRanges.at(0).partIndex, 1);
        QCOMPARE(g.citations.at(1).partRanges.at(0).utf16, (Utf16Range {0, 31}));
        QCOMPARE(g.citations.at(2).text, u"La Giralda mide 104 metros"_s);
        QCOMPARE(checkGrounding(m), 3);

        // The second candidate: its own metadata, integer finish reason, url context.
        const Message &alt = c->messages.at(1);
        QCOMPARE(alt.candidate, 1);
        QCOMPARE(alt.finishReason, u"MAX_TOKENS"_s);
        QVERIFY(!alt.grounding);
        QVERIFY(alt.usage.isEmpty());
        QVERIFY(alt.properties.contains({u"urlContextMetadata"_s,
            u"https://example.es/giralda: URL_RETRIEVAL_STATUS_SUCCESS"_s}));
    }

    void streamSse()
    {
        Document doc;
        QVERIFY(open(doc, fixture("gemini_stream.sse")));
        QCOMPARE(doc.framing(), Framing::ServerSentEvents);
        QCOMPARE(doc.conversationCount(), 1);
        verifyStream(doc, *doc.conversation(0), false);
    }

    void streamArray()
    {
        Document doc;
        QVERIFY(open(doc, fixture("gemini_stream_array.json")));
        QCOMPARE(doc.framing(), Framing::SingleDocument);
        QCOMPARE(doc.conversationCount(), 1);
        verifyStream(doc, *doc.conversation(0), true);
    }

    void streamJsonl()
    {
        Document doc;
        QVERIFY(open(doc, QString(),
            "{\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"text\":\"Bon\"}]}}]}\n"
            "{\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"text\":\"jour\"}]},"
            "\"finishReason\":\"STOP\"}],\"usageMetadata\":{\"totalTokenCount\":4}}\n"));
        QCOMPARE(doc.formatId(), u"gemini.stream"_s);
        const auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 1);
        QCOMPARE(c->messages.at(0).chunks.size(), 1);
        QCOMPARE(c->messages.at(0).chunks.at(0).text, u"Bonjour"_s);
        QCOMPARE(c->messages.at(0).author, u"model"_s);
    }

    void streamEndsWithError()
    {
        Document doc;
        QVERIFY(open(doc, QString(),
            "data: {\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"text\":"
            "\"Hola\"}]}}],\"modelVersion\":\"m1\"}\n\n"
            "data: {\"error\":{\"code\":429,\"message\":\"Resource exhausted\",\"status\":"
            "\"RESOURCE_EXHAUSTED\"}}\n\n"
            "data: {\"candidates\":[{\"content\":{\"parts\":[{\"text\":\" ignored\"}]}}]}\n\n",
            u"stream.sse"_s));
        QCOMPARE(doc.formatId(), u"gemini.stream"_s);
        const auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 2);
        QCOMPARE(c->messages.at(0).chunks.at(0).text, u"Hola"_s);
        const Message &e = c->messages.at(1);
        QCOMPARE(e.chunks.size(), 1);
        QCOMPARE(e.chunks.at(0).kind, ChunkKind::Error);
        QCOMPARE(e.chunks.at(0).mimeType, u"RESOURCE_EXHAUSTED"_s);
        QCOMPARE(e.chunks.at(0).text, u"Resource exhausted"_s);
        QVERIFY(e.properties.contains({u"code"_s, u"429"_s}));
        QCOMPARE(countDiagnostics(c->diagnostics, Severity::Warning, u"later records"_s), 1);
    }

    void blockedPrompt()
    {
        Document doc;
        QVERIFY(open(doc, fixture("gemini_blocked.json")));
        QCOMPARE(doc.formatId(), u"gemini.response"_s);
        const auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 1);
        const Message &m = c->messages.at(0);
        QCOMPARE(m.chunks.size(), 1);
        QCOMPARE(m.chunks.at(0).kind, ChunkKind::Error);
        QCOMPARE(m.chunks.at(0).mimeType, u"SAFETY"_s);
        QCOMPARE(m.chunks.at(0).text, u"SAFETY"_s);
        QCOMPARE(m.safetyRatings.size(), 2);
        QVERIFY(m.safetyRatings.at(0).blocked);
        QCOMPARE(m.safetyRatings.at(0).probability, u"HIGH"_s);
        QCOMPARE(m.usage.prompt, std::optional<qint64>(14));
        QCOMPARE(countDiagnostics(m.diagnostics, Severity::Warning, u"prompt was blocked"_s), 1);
    }

    void integerEnumsPerFamily()
    {
        Document google;
        QVERIFY(open(google, QString(),
            "{\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"x\"}]},\"finishReason\":7,"
            "\"tokenCount\":3,\"safetyRatings\":[{\"category\":8,\"probability\":1}]}]}"));
        const auto g = google.conversation(0);
        QCOMPARE(g->messages.at(0).finishReason, u"BLOCKLIST"_s);
        QCOMPARE(g->messages.at(0).safetyRatings.at(0).category, u"HARM_CATEGORY_HATE_SPEECH"_s);
        QCOMPARE(countDiagnostics(g->diagnostics, Severity::Info, u"Vertex AI tables"_s), 0);

        Document unknown;
        QVERIFY(open(unknown, QString(),
            "{\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"x\"}]},\"finishReason\":7},"
            "{\"content\":{\"parts\":[{\"text\":\"y\"}]},\"finishReason\":\"STOP\"}]}"));
        const auto u = unknown.conversation(0);
        QCOMPARE(u->messages.size(), 2); // no index on either: array positions
        QCOMPARE(u->messages.at(0).finishReason, u"PROHIBITED_CONTENT"_s);
        QCOMPARE(u->messages.at(1).candidate, 1);
        QCOMPARE(countDiagnostics(u->diagnostics, Severity::Info, u"Vertex AI tables"_s), 1);
    }

    void partKinds()
    {
        Document doc;
        QVERIFY(open(doc, QString(),
            "{\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":["
            "{\"fileData\":{\"mimeType\":\"application/pdf\",\"fileUri\":\"gs://b/f.pdf\"}},"
            "{\"inlineData\":{\"mimeType\":\"audio/wav\",\"data\":\"UklGRg\"}},"
            "{\"executableCode\":{\"language\":1,\"code\":\"print(1)\"}},"
            "{\"codeExecutionResult\":{\"outcome\":3}},"
            "{\"functionCall\":{\"name\":\"lookup\",\"args\":{\"q\":\"a\"}}},"
            "{\"text\":\"fin\",\"videoMetadata\":{\"fps\":2}}]}}],\"modelVersion\":\"m\"}"));
        const Message &m = doc.conversation(0)->messages.at(0);
        QCOMPARE(m.chunks.size(), 6);
        QCOMPARE(m.chunks.at(0).kind, ChunkKind::File);
        QCOMPARE(m.chunks.at(0).text, u"gs://b/f.pdf"_s);
        QCOMPARE(m.chunks.at(1).kind, ChunkKind::Blob);
        QCOMPARE(m.chunks.at(1).data, QByteArray("RIFF"));
        QCOMPARE(m.chunks.at(2).mimeType, u"PYTHON"_s);
        QCOMPARE(m.chunks.at(3).mimeType, u"OUTCOME_DEADLINE_EXCEEDED"_s);
        QCOMPARE(m.chunks.at(4).toolName, u"lookup"_s);
        QCOMPARE(m.chunks.at(4).json.json, QByteArray("{\"q\":\"a\"}"));
        QCOMPARE(m.chunks.at(5).extra.json, QByteArray("{\"videoMetadata\":{\"fps\":2}}"));
        QCOMPARE(m.author, u"m"_s);
    }
};

QTEST_GUILESS_MAIN(TstGeminiReader)
#include "tst_gemini_reader.moc"
