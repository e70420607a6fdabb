// SPDX-License-Identifier: GPL-2.0-or-later
// Discovery Engine reader through Document (formats.md §1.6, rules D and A): answers, sessions,
// assist answers and streams, with every citation checked against its expected text.
#include "document/document.h"
#include "transcript/answer_details.h"

#include <QImage>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

const QString P = u"projects/p1/locations/global/collections/default_collection/engines/en1"_s;

QString fixture(const char *name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA) + u'/' + QString::fromLatin1(name);
}

QString text(const Message &m)
{
    return m.chunks.isEmpty() ? QString() : m.chunks.first().text;
}

bool hasDiagnostic(const Diagnostics &diags, const char *englishPrefix, const QString &arg = {})
{
    for (const Diagnostic &d : diags) {
        if (d.englishText().startsWith(QString::fromUtf8(englishPrefix))
            && (arg.isEmpty() || d.args.contains(arg)))
            return true;
    }
    return false;
}

// The resolved segment must say `expected` and highlight exactly that inside part `part`.
void checkSegment(const CitedSegment &s, const QString &expected, const QString &partText, int part,
    const char *origin)
{
    QCOMPARE(s.text, expected);
    QCOMPARE(s.origin, QString::fromLatin1(origin));
    QCOMPARE(s.partRanges.size(), 1);
    const PartRange &r = s.partRanges.first();
    QCOMPARE(r.partIndex, part);
    QCOMPARE(partText.mid(r.utf16.begin, r.utf16.length()), expected);
    QCOMPARE(QByteArray(partText.toUtf8().mid(r.bytes.begin, r.bytes.length())), expected.toUtf8());
}

} // namespace

class TstDiscoveryReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answerResponseJapanese()
    {
        Document doc;
        doc.openFile(fixture("de_answer_response_ja.json"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"discoveryengine.answer-response"_s);
        QCOMPARE(doc.conversationCount(), 1);
        auto c = doc.conversation(0);
        QCOMPARE(c->id, P + u"/sessions/s7"_s);
        QCOMPARE(c->title, u"東京タワーはいつできましたか？"_s);
        QVERIFY(c->properties.contains({u"userPseudoId"_s, u"v-7"_s}));
        QCOMPARE(c->turnCount, 2);
        QCOMPARE(c->messages.size(), 4);
        // Turn 0 names an answer the file does not hold: a placeholder.
        const Message &placeholder = c->messages.at(1);
        QCOMPARE(placeholder.role, u"model"_s);
        QVERIFY(placeholder.chunks.isEmpty());
        QVERIFY(
            placeholder.properties.contains({u"placeholder"_s, P + u"/sessions/s7/answers/an1"_s}));
        QCOMPARE(c->messages.at(2).role, u"user"_s);
        QCOMPARE(text(c->messages.at(2)), u"東京タワーについて教えて"_s);
        QCOMPARE(c->messages.at(2).turn, 1);

        const Message &m = c->messages.at(3);
        QCOMPARE(m.author, u"en1"_s);
        QCOMPARE(m.turn, 1);
        const QString s1 = u"東京タワーは1958年に完成しました。"_s;
        const QString s2 = u"高さは333メートルです。"_s;
        const QString s3 = u"**展望台**は150メートルと250メートルにあります。"_s;
        const QString answerText = s1 + s2 + u"\n\n"_s + s3;
        QCOMPARE(m.chunks.size(), 2);
        QCOMPARE(m.chunks.at(0).kind, ChunkKind::Text);
        QCOMPARE(m.chunks.at(0).text, answerText);
        QCOMPARE(m.chunks.at(0).sourcePart, 0);
        QCOMPARE(m.chunks.at(1).kind, ChunkKind::Image); // the PNG attachment, after the text
        QCOMPARE(m.chunks.at(1).mimeType, u"image/png"_s);
        QCOMPARE(QImage::fromData(m.chunks.at(1).data).size(), QSize(3, 2));

        QVERIFY(m.grounding);
        const Grounding &g = *m.grounding;
        QCOMPARE(g.overallScore, std::optional<double>(0.82));
        QCOMPARE(g.queries, (QStringList {u"東京タワー 完成 高さ"_s, u"東京タワー 展望台"_s}));
        QCOMPARE(g.references.size(), 4); // three real ones and the dangling "7"
        QCOMPARE(g.citations.size(), 6);
        checkSegment(g.citations.at(0), s1, answerText, 0, "citation");
        QCOMPARE(g.citations.at(0).sourceStart, 0); // omitted start
        QCOMPARE(g.citations.at(0).bytes.end, 49);
        QCOMPARE(g.citations.at(0).utf16.end, 19);
        QCOMPARE(g.citations.at(0).references, (QVector<int> {0}));
        checkSegment(g.citations.at(1), s2, answerText, 0, "citation");
        QCOMPARE(g.citations.at(1).utf16.begin, 19);
        QCOMPARE(g.citations.at(1).references, (QVector<int> {1, 0}));
        checkSegment(g.citations.at(2), s3, answerText, 0, "citation");
        QCOMPARE(g.citations.at(2).references, (QVector<int> {2}));
        checkSegment(g.citations.at(3), s1, answerText, 0, "groundingSupport");
        QCOMPARE(g.citations.at(3).groundingScore, std::optional<double>(0.93));
        QVERIFY(!g.citations.at(3).groundingCheckRequired);
        checkSegment(g.citations.at(4), s2, answerText, 0, "groundingSupport");
        QCOMPARE(g.citations.at(4).groundingCheckRequired, std::optional<bool>(false));
        checkSegment(g.citations.at(5), s3, answerText, 0, "groundingSupport");
        QCOMPARE(g.citations.at(5).groundingCheckRequired, std::optional<bool>(true));
        QCOMPARE(g.citations.at(5).references, (QVector<int> {2, 3}));
        for (const CitedSegment &s : g.citations)
            QCOMPARE(s.status, CitationStatus::Resolved);

        const Reference &chunk = g.references.at(0);
        QCOMPARE(chunk.kind, Reference::Kind::Chunk);
        QCOMPARE(chunk.title, u"東京タワーの歴史"_s);
        QCOMPARE(chunk.uri, u"https://example.jp/tower"_s);
        QCOMPARE(chunk.pageIdentifier, u"12"_s);
        QCOMPARE(chunk.relevanceScore, std::optional<double>(0.91));
        QCOMPARE(chunk.text, u"東京タワーは1958年12月に完成した電波塔です。"_s);
        QVERIFY(chunk.structData.json.contains("\"Year_Built\":1958")); // keys never folded
        const Reference &unstructured = g.references.at(1);
        QCOMPARE(unstructured.kind, Reference::Kind::UnstructuredDocument);
        QCOMPARE(unstructured.title, u"展望台ガイド"_s);
        QCOMPARE(unstructured.text,
            u"メインデッキは高さ150メートル。\n\nトップデッキは高さ250メートル。"_s);
        QCOMPARE(unstructured.pageIdentifier, u"4, 5"_s);
        QCOMPARE(unstructured.relevanceScore, std::optional<double>(0.77));
        QCOMPARE(unstructured.blobAttachmentIndexes, (QVector<qint64> {0}));
        const Reference &structured = g.references.at(2);
        QCOMPARE(structured.kind, Reference::Kind::StructuredDocument);
        QCOMPARE(structured.title, u"施設データ"_s);
        QVERIFY(structured.text.contains(u"height_m: 333"_s));
        QVERIFY(structured.text.contains(u"decks.top: 250"_s));
        QCOMPARE(g.references.at(3).kind, Reference::Kind::Missing);
        QCOMPARE(g.references.at(3).sourceIndex, 7);
        QVERIFY(hasDiagnostic(m.diagnostics, "Missing source: reference", u"7"_s));
        for (const Diagnostic &d : m.diagnostics)
            QVERIFY(!d.location.jsonPath.isEmpty());

        QVERIFY(m.answer);
        const AnswerDetails &a = *m.answer;
        QCOMPARE(a.name, P + u"/sessions/s7/answers/an2"_s);
        QCOMPARE(a.state, u"SUCCEEDED"_s);
        QVERIFY(a.skippedReasons.isEmpty());
        QCOMPARE(a.relatedQuestions.size(), 2);
        QCOMPARE(a.steps.size(), 1);
        QCOMPARE(a.steps.at(0).state, u"SUCCEEDED"_s);
        QCOMPARE(a.steps.at(0).thought, u"完成年と高さを確認する必要がある。"_s);
        QCOMPARE(a.steps.at(0).actions.size(), 2);
        const AnswerStepAction &action = a.steps.at(0).actions.at(0);
        QCOMPARE(action.searchQuery, u"東京タワー 完成 高さ"_s);
        QCOMPARE(action.results.size(), 2);
        QCOMPARE(action.results.at(0).snippets,
            (QStringList {
                u"<b>東京タワー</b>は1958年&nbsp;完成"_s, u"It&#39;s 333&nbsp;m <b>tall</b>"_s}));
        QCOMPARE(action.results.at(0).snippetStatuses, (QStringList {u"SUCCESS"_s, u"SUCCESS"_s}));
        QCOMPARE(action.results.at(1).chunkContents, QStringList {u"高さ 333 m"_s});
        QCOMPARE(action.results.at(1).structData.json, QByteArray("{\"height_m\":333}"));
        QCOMPARE(a.queryClassifications.size(), 2);
        QCOMPARE(a.queryClassifications.at(1), qMakePair(u"NON_ANSWER_SEEKING_QUERY"_s, false));
        QCOMPARE(a.safetyRatings.size(), 2);
        QCOMPARE(a.safetyRatings.at(0).category, u"HARM_CATEGORY_HATE_SPEECH"_s);
        QCOMPARE(a.safetyRatings.at(0).probabilityScore, std::optional<double>(0.02));
        QCOMPARE(a.safetyRatings.at(1).category, u"HARM_CATEGORY_CIVIC_INTEGRITY"_s); // 5, DE table
        QCOMPARE(a.safetyRatings.at(1).probability, u"NEGLIGIBLE"_s);
        QCOMPARE(a.safetyRatings.at(1).severity, u"HARM_SEVERITY_NEGLIGIBLE"_s);
        QCOMPARE(a.blobAttachments.size(), 1);
        QCOMPARE(a.blobAttachments.at(0).attributionType, u"CORPUS"_s);
        QVERIFY(a.blobAttachments.at(0).data.startsWith("\x89PNG"));
        QCOMPARE(a.completeTime.nanosSinceEpoch - a.createTime.nanosSinceEpoch, 2400000000LL);
        QCOMPARE(a.createTime.toRfc3339(), u"2026-02-01T09:00:00Z"_s);
        QCOMPARE(a.groundingScore, std::optional<double>(0.82));
        QCOMPARE(a.answerQueryToken, u"tok-ja-1"_s);
        QCOMPARE(c->start.nanosSinceEpoch, a.createTime.nanosSinceEpoch);
    }

    void skippedSpanishIntegerEnums()
    {
        Document doc;
        doc.openFile(fixture("de_answer_spanish_skipped.json"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"discoveryengine.answer"_s);
        auto c = doc.conversation(0);
        QCOMPARE(c->id, P + u"/sessions/s8"_s);
        QCOMPARE(c->messages.size(), 2);
        // No query in the file: the rewritten search query stands in, labelled as such.
        const Message &user = c->messages.at(0);
        QCOMPARE(user.role, u"user"_s);
        QCOMPARE(text(user), u"horario tienda León"_s);
        QVERIFY(user.properties.contains({u"queryKind"_s, u"rewritten"_s}));

        const Message &m = c->messages.at(1);
        const QString answerText
            = u"No se encontró información fiable sobre el horario de la tienda en León. Inténtalo más tarde."_s;
        QCOMPARE(text(m), answerText); // the canned text is kept
        const AnswerDetails &a = *m.answer;
        QCOMPARE(a.state, u"SUCCEEDED"_s);
        QCOMPARE(a.skippedReasons,
            (QStringList {u"OUT_OF_DOMAIN_QUERY_IGNORED"_s, u"LOW_GROUNDED_ANSWER"_s}));
        QCOMPARE(a.steps.at(0).state, u"SUCCEEDED"_s);
        QCOMPARE(a.steps.at(0).actions.at(0).results.at(0).snippets.at(0),
            u"Abrimos a las <b>9</b>&nbsp;h, también en Año Nuevo"_s);
        QCOMPARE(a.queryClassifications.at(0), qMakePair(u"NON_ANSWER_SEEKING_QUERY"_s, true));
        QCOMPARE(a.safetyRatings.at(0).category, u"HARM_CATEGORY_HARASSMENT"_s);
        QCOMPARE(a.safetyRatings.at(0).probability, u"LOW"_s);
        QCOMPARE(a.safetyRatings.at(0).severity, u"HARM_SEVERITY_LOW"_s);
        QCOMPARE(a.groundingScore, std::optional<double>(0.0)); // given as 0: not "absent"
        QCOMPARE(m.grounding->overallScore, std::optional<double>(0.0));
        const Grounding &g = *m.grounding;
        QCOMPARE(g.citations.size(), 2);
        checkSegment(g.citations.at(0),
            u"No se encontró información fiable sobre el horario de la tienda en León."_s,
            answerText, 0, "citation"); // "startIndex": "0"
        checkSegment(g.citations.at(1), u"Inténtalo más tarde."_s, answerText, 0, "citation");
        QCOMPARE(g.citations.at(1).references, QVector<int> {0}); // numeric referenceId
        QCOMPARE(g.references.at(0).title, u"Horarios de León"_s);
        QCOMPARE(a.createTime.toRfc3339(), u"2026-02-02T10:00:00.500Z"_s);
    }

    void sessionWithDetailsAndPlaceholder()
    {
        Document doc;
        doc.openFile(fixture("de_session_ja.json"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"discoveryengine.session"_s);
        QCOMPARE(doc.conversationCount(), 1);
        auto c = doc.conversation(0);
        QCOMPARE(c->id, P + u"/sessions/s9"_s);
        QCOMPARE(c->title, u"返品について"_s);
        QVERIFY(c->properties.contains({u"state"_s, u"IN_PROGRESS"_s}));
        QVERIFY(c->properties.contains({u"labels"_s, u"support, 返品"_s}));
        QVERIFY(c->properties.contains({u"isPinned"_s, u"true"_s}));
        QVERIFY(c->properties.contains({u"startTime"_s, u"2026-02-03T01:00:00Z"_s}));
        QVERIFY(c->start.valid && c->end.valid);
        QCOMPARE(c->turnCount, 3);
        QCOMPARE(c->messages.size(), 6);
        QStringList roles;
        QVector<int> turns;
        for (const Message &m : c->messages) {
            roles << m.role;
            turns << m.turn;
        }
        QCOMPARE(roles,
            (QStringList {u"user"_s, u"model"_s, u"user"_s, u"model"_s, u"user"_s, u"model"_s}));
        QCOMPARE(turns, (QVector<int> {0, 0, 1, 1, 2, 2}));

        const Message &detailed = c->messages.at(1);
        QCOMPARE(detailed.jsonPath, u"turns[0].detailedAnswer"_s);
        checkSegment(detailed.grounding->citations.at(0), u"30日以内なら返品できます。"_s,
            text(detailed), 0, "groundingSupport");
        QCOMPARE(detailed.grounding->references.at(0).kind, Reference::Kind::UnstructuredDocument);
        QCOMPARE(detailed.grounding->references.at(0).pageIdentifier, u"1"_s);
        QCOMPARE(detailed.answer->queryConfig.json,
            QByteArray("{\"google.model\":\"demo\",\"Temperature\":\"0.2\"}"));

        const Message &placeholder = c->messages.at(3);
        QVERIFY(placeholder.chunks.isEmpty());
        QCOMPARE(placeholder.id, P + u"/sessions/s9/answers/a2"_s);
        QVERIFY(
            placeholder.properties.contains({u"placeholder"_s, P + u"/sessions/s9/answers/a2"_s}));

        const Message &assist = c->messages.at(5);
        QCOMPARE(text(assist), u"交換は14日以内です。"_s);
        QCOMPARE(assist.chunks.at(0).sourcePart, 0);
        checkSegment(
            assist.grounding->citations.at(0), u"交換は14日以内です"_s, text(assist), 0, "segment");
        QCOMPARE(assist.grounding->references.at(0).title, u"交換について"_s);
        QCOMPARE(assist.answer->queryConfig.json, QByteArray("{\"google.model\":\"demo\"}"));
    }

    void sessionList()
    {
        Document doc;
        doc.openFile(fixture("de_sessions.json"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"discoveryengine.sessions"_s);
        QCOMPARE(doc.conversationCount(), 3);
        auto s9 = doc.conversation(0);
        QCOMPARE(s9->title, u"返品について"_s);
        QCOMPARE(s9->messages.size(), 1);
        QCOMPARE(s9->messages.at(0).jsonPath, u"sessions[0].turns[0].query.text"_s);
        auto s10 = doc.conversation(1);
        QCOMPARE(s10->id, P + u"/sessions/s10"_s);
        QVERIFY(s10->messages.isEmpty());
        QCOMPARE(s10->title, u"s10"_s);
        auto s11 = doc.conversation(2);
        QCOMPARE(s11->title, u"Where is the store?"_s);
        QVERIFY(s11->properties.contains({u"state"_s, u"IN_PROGRESS"_s})); // integer 1
        QCOMPARE(s11->messages.size(), 4);
        QCOMPARE(text(s11->messages.at(1)), u"It is on Main Street."_s);
        QVERIFY(s11->messages.at(3).properties.contains(
            {u"placeholder"_s, P + u"/sessions/s11/answers/b2"_s}));
        QCOMPARE(doc.summary(2).agent, u"en1"_s);
    }

    void assistAnswerKorean()
    {
        Document doc;
        doc.openFile(fixture("de_assist_answer.json"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"discoveryengine.assist-answer"_s);
        auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 1);
        const Message &m = c->messages.at(0);
        QCOMPARE(m.role, u"model"_s);
        QCOMPARE(m.chunks.size(), 3);
        QCOMPARE(m.chunks.at(0).kind, ChunkKind::Thought);
        QCOMPARE(m.chunks.at(0).sourcePart, 0);
        QCOMPARE(m.chunks.at(1).kind, ChunkKind::Text);
        QCOMPARE(m.chunks.at(1).sourcePart, 1);
        QCOMPARE(m.chunks.at(2).sourcePart, 2);
        QCOMPARE(m.chunks.at(1).extra.json, QByteArray("{\"replyId\":\"r1\"}"));
        const QString reply = m.chunks.at(1).text;
        const Grounding &g = *m.grounding;
        QCOMPARE(g.citations.size(), 4);
        // Segment 0: end 42 splits 다 → snapped to 43, "adjusted".
        const CitedSegment &s0 = g.citations.at(0);
        checkSegment(s0, u"서울의 인구는 약 940만 명입니다"_s, reply, 1, "segment");
        QCOMPARE(s0.status, CitationStatus::Adjusted);
        QCOMPARE(s0.bytes.end, 43);
        QCOMPARE(s0.utf16.end, 19);
        QCOMPARE(s0.groundingScore, std::optional<double>(0.87));
        QCOMPARE(g.references.at(s0.references.at(0)).title, u"서울 통계"_s);
        QCOMPARE(g.references.at(s0.references.at(0)).domain, u"stats.example"_s);
        // Segment 1: resolved; reference index 3 dangles.
        const CitedSegment &s1 = g.citations.at(1);
        checkSegment(s1, u"한강이 도시를 가로지릅니다."_s, reply, 1, "segment");
        QCOMPARE(s1.status, CitationStatus::Resolved);
        QCOMPARE(s1.utf16.begin, 21);
        QCOMPARE(s1.references.size(), 2);
        QCOMPARE(g.references.at(s1.references.at(0)).title, u"한강"_s);
        const Reference &missing = g.references.at(s1.references.at(1));
        QCOMPARE(missing.kind, Reference::Kind::Missing);
        QCOMPARE(missing.sourceIndex, 3);
        QVERIFY(hasDiagnostic(m.diagnostics, "Missing source: reference", u"3"_s));
        // citationMetadata: its own source.
        const CitedSegment &cit = g.citations.at(2);
        checkSegment(cit, u"한강이 도시를 가로지릅니다."_s, reply, 1, "citation");
        QCOMPARE(g.references.at(cit.references.at(0)).kind, Reference::Kind::Citation);
        QCOMPARE(g.references.at(cit.references.at(0)).license, u"CC-BY"_s);
        // Rule A fallback: offsets counted over the concatenated non-thought replies.
        const CitedSegment &s2 = g.citations.at(3);
        QVERIFY(s2.otherReading);
        QCOMPARE(s2.status, CitationStatus::Resolved);
        checkSegment(s2, u"서울은 한국의 수도입니다."_s, m.chunks.at(2).text, 2, "segment");
        QCOMPARE(g.references.at(s2.references.at(0)).title, u"수도"_s);
        QVERIFY(hasDiagnostic(m.diagnostics, "The segment fits the concatenated replies"));

        QCOMPARE(m.answer->state, u"SUCCEEDED"_s);
        QVERIFY(m.answer->skippedReasons.isEmpty());
        QVERIFY(m.properties.contains(
            {u"customerPolicyEnforcementResult"_s, u"{\"verdict\":\"ALLOW\"}"_s}));
    }

    void cumulativeStream()
    {
        Document doc;
        doc.openFile(fixture("de_answer_stream.jsonl"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"discoveryengine.answer-stream"_s);
        QCOMPARE(doc.conversationCount(), 1);
        auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 1); // no query anywhere: no user message
        const Message &m = c->messages.at(0);
        QCOMPARE(text(m), u"Paso 1: abre el menú."_s);
        QVERIFY(m.properties.contains({u"streamSnapshots"_s, u"5"_s}));
        QVERIFY(m.properties.contains({u"streamMode"_s, u"cumulative"_s}));
        QCOMPARE(m.answer->state, u"SUCCEEDED"_s);
        QCOMPARE(m.answer->answerQueryToken, u"tok-stream"_s);
        checkSegment(m.grounding->citations.at(0), u"abre el menú."_s, text(m), 0, "citation");
        QCOMPARE(m.grounding->references.at(0).kind, Reference::Kind::StructuredDocument);
        QCOMPARE(m.grounding->references.at(0).title, u"Manual"_s);
    }

    void deltaStreamCutShort()
    {
        Document doc;
        doc.openData(
            QByteArray("{\"answer\":{\"state\":\"STREAMING\",\"answerText\":\"Hola\"}}\n"
                       "{\"answer\":{\"state\":\"STREAMING\",\"answerText\":\", año\"}}\n"
                       "{\"answer\":{\"state\":\"STREAMING\",\"answerText\":\" nuevo.\"}}\n"),
            u"delta.jsonl"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"discoveryengine.answer-stream"_s);
        QCOMPARE(doc.conversationCount(), 1);
        const Message &m = doc.conversation(0)->messages.at(0);
        QCOMPARE(text(m), u"Hola, año nuevo."_s);
        QVERIFY(m.properties.contains({u"streamMode"_s, u"delta"_s}));
        QVERIFY(hasDiagnostic(m.diagnostics, "The stream ends before the answer is complete"));
    }
};

QTEST_GUILESS_MAIN(TstDiscoveryReader)
#include "tst_discovery_reader.moc"
