// SPDX-License-Identifier: GPL-2.0-or-later
// GroundingEvidence (issue 16, item 3): for a cited segment, each source's text, the words it
// shares with the segment, quoted / no text / confidence, and the support measure, on
// hand-checked English, Japanese, Spanish and Chinese data and on real-shaped fixtures.
#include "document/document.h"
#include "formats/grounding_reader.h"
#include "grounding_parts.h"
#include "items/grounding_evidence.h"
#include "transcript/answer_details.h"
#include "transcript/conversation.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA "/") + QString::fromLatin1(name);
}

// The grounding of a Gemini content holder (an ADK event or a candidate) as the readers build it.
Grounding readHolder(const Json &holder)
{
    const Json *gm
        = holder.contains("groundingMetadata") ? &holder.at("groundingMetadata") : nullptr;
    Diagnostics diagnostics;
    SourceLocation where;
    where.file = u"fixture.json"_s;
    return readGeminiGrounding(
        gm, nullptr, groundingPartsOf(holder.at("content")), QString(), where, diagnostics);
}

Json load(const char *name)
{
    QFile file(fixture(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", name);
    const QByteArray bytes = file.readAll();
    return Json::parse(bytes.cbegin(), bytes.cend());
}

// The texts of `ranges` in `text`.
QStringList pieces(const QString &text, const QVector<Utf16Range> &ranges)
{
    QStringList out;
    for (const Utf16Range &r : ranges)
        out.append(text.mid(r.begin, r.length()));
    return out;
}

} // namespace

class TstGroundingEvidence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void english()
    {
        const QString segment = u"The Eiffel Tower is 330 metres tall."_s;
        const QString source = u"At 330 metres, the Eiffel Tower was the tallest structure."_s;
        const SourceEvidence e = GroundingEvidence::compare(segment, source);
        // Content words: eiffel, tower, 330, metres, tall ("the", "is" are function words);
        // the source has all but "tall" ("tallest" is another word).
        QCOMPARE(e.support, 0.8);
        QVERIFY(!e.quoted);
        QVERIFY(!e.noText);
        QCOMPARE(pieces(source, e.sourceMatches),
            (QStringList {u"330"_s, u"metres"_s, u"Eiffel"_s, u"Tower"_s}));
        QCOMPARE(pieces(segment, e.segmentMatches),
            (QStringList {u"Eiffel"_s, u"Tower"_s, u"330"_s, u"metres"_s}));
    }

    void quotedIgnoresSpaceCaseAndWidth()
    {
        const SourceEvidence e = GroundingEvidence::compare(
            u"Kyoto has   many\ntemples."_s, u"In fact, KYOTO HAS MANY TEMPLES. And shrines."_s);
        QVERIFY(e.quoted);
        QCOMPARE(e.support, 1.0);
        // Full-width Latin letters and digits are their ASCII forms after NFKC.
        const SourceEvidence wide
            = GroundingEvidence::compare(u"ＡＩ model 2024"_s, u"The AI Model 2024 is new"_s);
        QVERIFY(wide.quoted);
        QCOMPARE(wide.support, 1.0);
        QVERIFY(!GroundingEvidence::compare(u"many temples"_s, u"many shrines"_s).quoted);
        // The punctuation at the segment's ends is not part of what is quoted.
        QVERIFY(GroundingEvidence::compare(
            u"¿Kyoto has many temples?"_s, u"Kyoto has many temples, and shrines."_s)
                    .quoted);
    }

    void longSourceComparedOnItsStart()
    {
        const QString source = u"x "_s.repeated(maxComparedCharacters / 2) + u"temples"_s;
        QCOMPARE(GroundingEvidence::compare(u"temples"_s, source).support, 0.0);
        QCOMPARE(GroundingEvidence::compare(u"temples"_s, source.mid(8)).support, 1.0);
    }

    void noText()
    {
        const SourceEvidence e = GroundingEvidence::compare(u"Anything."_s, u"  \n"_s);
        QVERIFY(e.noText);
        QVERIFY(!e.quoted);
        QCOMPARE(e.support, 0.0);
        QVERIFY(e.sourceMatches.isEmpty());
    }

    void japaneseCharacterPairs()
    {
        // 富士山は日本一高い山 → pairs 富士 士山 山は は日 日本 本一 一高 高い い山 (9); the
        // source has 富士 士山 日本 高い (4).
        const QString segment = u"富士山は日本一高い山"_s;
        const QString source = u"富士山：日本で最も高い。"_s;
        const SourceEvidence e = GroundingEvidence::compare(segment, source);
        QCOMPARE(e.support, 4.0 / 9.0);
        QCOMPARE(
            pieces(source, e.sourceMatches), (QStringList {u"富士山"_s, u"日本"_s, u"高い"_s}));
        QCOMPARE(
            pieces(segment, e.segmentMatches), (QStringList {u"富士山"_s, u"日本"_s, u"高い"_s}));
        // Half-width katakana (with its separate voiced mark) is the full-width form.
        const SourceEvidence kana = GroundingEvidence::compare(u"ガイド"_s, u"ｶﾞｲﾄﾞを読む"_s);
        QVERIFY(kana.quoted);
        QCOMPARE(kana.support, 1.0);
        QCOMPARE(pieces(u"ｶﾞｲﾄﾞを読む"_s, kana.sourceMatches), (QStringList {u"ｶﾞｲﾄﾞ"_s}));
    }

    void chinese()
    {
        // 台北101高508米: runs 台北 (1 pair) and 高 (lone), 米 (lone), words 101 and 508: 5 units;
        // the source has 台北, 101, 508, 米 but 高 only inside 高度 (a lone character counts).
        const QString segment = u"台北101高508米"_s;
        const QString source = u"台北101大楼高度为508米。"_s;
        const SourceEvidence e = GroundingEvidence::compare(segment, source);
        QCOMPARE(e.support, 1.0);
        QVERIFY(!e.quoted);
        const SourceEvidence weak = GroundingEvidence::compare(u"上海中心大厦很高"_s, source);
        QCOMPARE(weak.support, 0.0);
        QVERIFY(weak.sourceMatches.isEmpty());
    }

    void spanishAccents()
    {
        // Content words: giralda, mide, 104, metros, está, sevilla ("la", "y", "en" are not).
        const QString segment = u"La Giralda mide 104 metros y está en Sevilla."_s;
        const SourceEvidence e
            = GroundingEvidence::compare(segment, u"La GIRALDA, en Sevilla, esta a 104 m."_s);
        QCOMPARE(e.support, 3.0 / 6.0); // giralda, sevilla, 104; "esta" is not "está"
        // A decomposed accent (a + U+0301) is the composed one after NFKC.
        const SourceEvidence nfd
            = GroundingEvidence::compare(u"está"_s, u"Ya ESTA\u0301 abierta"_s);
        QCOMPARE(nfd.support, 1.0);
        QVERIFY(nfd.quoted);
    }

    void adkRetrievalAndWebSources()
    {
        const Grounding g = readHolder(load("grounding_adk_japanese.json"));
        // Segment 0: only the web chunk, which gives no text and no score.
        const GroundingEvidence first = GroundingEvidence::of(g, 0);
        QCOMPARE(first.sources.size(), 1);
        QVERIFY(first.sources.at(0).noText);
        QVERIFY(!first.sources.at(0).confidence);
        QVERIFY(!first.hasText());
        QVERIFY(!first.weak(0.3)); // nothing to compare is not weak support

        // Segment 1 "高い山です。標高は3776メートル": the RAG chunk "富士山の標高は3776m" and
        // the web chunk, scores 0.8 and 0.65. Units: 高い い山 山で です, 標高 高は, 3776,
        // メー ート トル (10); the chunk shares 標高 高は ("3776m" is one word there).
        const GroundingEvidence second = GroundingEvidence::of(g, 1);
        QCOMPARE(second.segmentText, u"高い山です。標高は3776メートル"_s);
        QCOMPARE(second.sources.size(), 2);
        const SourceEvidence &rag = second.sources.at(0);
        QCOMPARE(rag.reference, 0);
        QCOMPARE(rag.text, u"富士山の標高は3776m"_s);
        QCOMPARE(*rag.confidence, 0.8);
        QCOMPARE(rag.support, 0.2);
        QCOMPARE(pieces(rag.text, rag.sourceMatches), (QStringList {u"標高は"_s}));
        QVERIFY(second.sources.at(1).noText);
        QCOMPARE(*second.sources.at(1).confidence, 0.65);
        QVERIFY(second.hasText());
        QCOMPARE(second.bestSupport(), 0.2);
        QVERIFY(second.weak(0.3));
        QVERIFY(!second.weak(0.2));

        QVERIFY(GroundingEvidence::of(g, 3).sources.isEmpty());
        QCOMPARE(GroundingEvidence::of(g, -1).segment, -1);
    }

    void geminiRetrievalAndMaps()
    {
        const Grounding g = readHolder(load("gemini_response.json").at("candidates").at(0));
        const GroundingEvidence giralda = GroundingEvidence::of(g, 0);
        QCOMPARE(giralda.sources.at(0).text, u"La Giralda alcanza 104 m."_s);
        QCOMPARE(giralda.sources.at(0).support, 2.0 / 6.0); // giralda, 104
        QCOMPARE(*giralda.sources.at(0).confidence, 0.95);

        // Maps: the place text and the review snippet's title.
        const GroundingEvidence cafe = GroundingEvidence::of(g, 1);
        const SourceEvidence &maps = cafe.sources.at(0);
        QCOMPARE(maps.text, u"Café con terraza y vistas a la catedral.\nVistas increíbles"_s);
        QCOMPARE(maps.support, 0.5); // café, vistas of cerca, hay, café, vistas
        QCOMPARE(pieces(maps.text, maps.sourceMatches),
            (QStringList {u"Café"_s, u"vistas"_s, u"Vistas"_s}));
        QVERIFY(!cafe.weak(0.3));
        QVERIFY(cafe.weak(0.6));
    }

    void vertexRetrievalAndSearch()
    {
        const Grounding g = readHolder(load("grounding_evidence_en.json").at("candidates").at(0));
        QCOMPARE(g.citations.size(), 4);
        // The fact sheet says the first claim word for word; the web chunk gives no text.
        const GroundingEvidence opened = GroundingEvidence::of(g, 0);
        QVERIFY(opened.sources.at(0).quoted);
        QCOMPARE(opened.sources.at(0).support, 1.0);
        QVERIFY(opened.sources.at(1).noText);
        QCOMPARE(*opened.sources.at(1).confidence, 0.81);
        // The paint chunk (from ragChunk.text): bridge, painted, international, orange, stand,
        // out, fog; it has bridge, international, orange, fog ("painted" is not "paint").
        const GroundingEvidence paint = GroundingEvidence::of(g, 2);
        QCOMPARE(paint.sources.at(0).support, 4.0 / 7.0);
        // "It is the most photographed bridge on Earth.": most, photographed, bridge, earth; the
        // fact sheet has only "bridge".
        const GroundingEvidence photographed = GroundingEvidence::of(g, 3);
        QVERIFY(photographed.sources.at(0).noText);
        QCOMPARE(photographed.sources.at(1).support, 0.25);
        QCOMPARE(photographed.bestSupport(), 0.25);
        QVERIFY(photographed.weak(defaultWeakSupportThreshold));
    }

    void discoveryEngineAnswer()
    {
        Document doc;
        doc.openFile(fixture("de_answer_response_ja.json"));
        QVERIFY(doc.waitForLoaded(10000));
        const auto c = doc.conversation(0);
        const Message &answer = c->messages.last();
        QVERIFY(answer.grounding);
        const Grounding &g = *answer.grounding;
        // The groundingSupport for "東京タワーは1958年に完成しました。" (score 0.93) and its
        // chunk "東京タワーは1958年12月に完成した電波塔です。". Units: 東京 京タ タワ ワー ーは,
        // 1958, 年に に完 完成 成し しま まし した (13); shared: the first five, 1958, に完 完成
        // 成し した (10).
        int support = -1;
        for (int i = 0; i < g.citations.size() && support < 0; ++i) {
            if (g.citations.at(i).origin == u"groundingSupport"_s)
                support = i;
        }
        QVERIFY(support >= 0);
        const GroundingEvidence e = GroundingEvidence::of(g, support, answer.answer.get());
        QCOMPARE(e.segmentText, u"東京タワーは1958年に完成しました。"_s);
        QCOMPARE(e.sources.size(), 1);
        QCOMPARE(e.sources.at(0).text, u"東京タワーは1958年12月に完成した電波塔です。"_s);
        QCOMPARE(e.sources.at(0).support, 10.0 / 13.0);
        QCOMPARE(*e.sources.at(0).confidence, 0.93); // the support's groundingScore
        QCOMPARE(pieces(e.sources.at(0).text, e.sources.at(0).sourceMatches),
            (QStringList {u"東京タワーは"_s, u"1958"_s, u"に完成した"_s}));
    }

    void searchResultSnippetsWhenTheReferenceHasNoText()
    {
        Reference r;
        r.kind = Reference::Kind::UnstructuredDocument;
        r.documentName = u"projects/p/documents/d1"_s;
        AnswerSearchResult result;
        result.document = r.documentName;
        result.snippets = {u"Abrimos a las <b>9</b>&nbsp;h &amp; cerramos a las 20 h"_s};
        AnswerStepAction action;
        action.results = {result};
        AnswerStep step;
        step.actions = {action};
        AnswerDetails details;
        details.steps = {step};
        QCOMPARE(GroundingEvidence::sourceText(r, &details),
            u"Abrimos a las 9 h & cerramos a las 20 h"_s);
        QCOMPARE(GroundingEvidence::sourceText(r, nullptr), QString());
        r.text = u"Horario: 9–20 h"_s; // the reference's own text comes first and alone
        QCOMPARE(GroundingEvidence::sourceText(r, &details), u"Horario: 9–20 h"_s);
    }
};

QTEST_GUILESS_MAIN(TstGroundingEvidence)
#include "tst_grounding_evidence.moc"
