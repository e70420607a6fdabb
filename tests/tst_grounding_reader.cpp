// SPDX-License-Identifier: GPL-2.0-or-later
// Shared grounding logic (formats.md §2): rule G over Content parts, groundingMetadata,
// citationMetadata, search chips from renderedContent, Discovery Engine offset citations.
#include "formats/grounding_reader.h"
#include "formats/rendered_content.h"
#include "grounding_parts.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {

Json load(const char *name)
{
    QFile file(QStringLiteral(INSPECTOR_TEST_DATA "/") + QString::fromLatin1(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", name);
    const QByteArray bytes = file.readAll();
    return Json::parse(bytes.cbegin(), bytes.cend());
}

SourceLocation where(const char *file)
{
    SourceLocation loc;
    loc.file = QString::fromLatin1(file);
    return loc;
}

Grounding read(const Json &holder, Diagnostics &diagnostics, const QString &path = QString())
{
    const Json *gm
        = holder.contains("groundingMetadata") ? &holder.at("groundingMetadata") : nullptr;
    const Json *cm = holder.contains("citationMetadata") ? &holder.at("citationMetadata") : nullptr;
    return readGeminiGrounding(
        gm, cm, groundingPartsOf(holder.at("content")), path, where("fixture.json"), diagnostics);
}

int count(const Diagnostics &diagnostics, Severity severity, const QString &fragment,
    const QString &jsonPath = QString())
{
    int n = 0;
    for (const Diagnostic &d : diagnostics) {
        if (d.severity == severity && d.englishText().contains(fragment)
            && (jsonPath.isEmpty() || d.location.jsonPath == jsonPath))
            ++n;
    }
    return n;
}

PartRange range(int part, qint64 b0, qint64 b1, qsizetype u0, qsizetype u1)
{
    return PartRange {part, Utf8Range {b0, b1}, Utf16Range {u0, u1}};
}

} // namespace

class TestGroundingReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void baseTextRuleG()
    {
        const QVector<GroundingPart> parts = {{u"ab"_s, false, true}, {u"think"_s, true, true},
            {QString(), false, false}, {u"é🥘"_s, false, true}};
        const GroundingBaseText base(parts);
        QCOMPARE(base.concatenation().text(), u"abé🥘"_s);
        QCOMPARE(base.concatenation().byteLength(), 2 + 2 + 4);
        QCOMPARE(base.partSpans().size(), 2);
        QCOMPARE(base.partSpans().at(1).partIndex, 3);
        QCOMPARE(base.partSpans().at(1).bytesInC, (Utf8Range {2, 8}));
        QCOMPARE(base.partSpans().at(1).utf16InC, (Utf16Range {2, 5}));
        QCOMPARE(base.toPartRanges(Utf8Range {1, 8}),
            (QVector<PartRange> {range(0, 1, 2, 1, 2), range(3, 0, 6, 0, 3)}));
        QVERIFY(base.toPartRanges(Utf8Range {2, 2}).isEmpty());
        QVERIFY(base.isTextPart(1));
        QVERIFY(!base.isTextPart(2));
        QVERIFY(!base.isTextPart(9));
    }

    // formats.md §2.5 Example 2, row by row.
    void example2()
    {
        Diagnostics diagnostics;
        const Grounding g = read(load("grounding_example2.json"), diagnostics, u"candidates[0]"_s);
        QCOMPARE(g.references.size(), 3);
        QCOMPARE(g.references.at(0).kind, Reference::Kind::Web);
        QCOMPARE(g.references.at(0).title, u"turismo.example"_s);
        QCOMPARE(g.references.at(0).uri, u"https://redirect.example/a"_s);
        QCOMPARE(g.references.at(0).sourceIndex, 0);
        QCOMPARE(g.references.at(1).kind, Reference::Kind::Empty); // `{}` keeps its number
        QCOMPARE(g.references.at(1).sourceIndex, 1);
        QVERIFY(g.references.at(1).title.isEmpty() && g.references.at(1).uri.isEmpty());
        QCOMPARE(g.references.at(2).kind, Reference::Kind::Missing);
        QCOMPARE(g.references.at(2).sourceIndex, 2);

        QCOMPARE(g.citations.size(), 2);
        const CitedSegment &s0 = g.citations.at(0);
        QCOMPARE(s0.sourceStart, 0); // startIndex absent → 0
        QCOMPARE(s0.sourceEnd, 34);
        QCOMPARE(s0.bytes, (Utf8Range {0, 34}));
        QCOMPARE(s0.utf16, (Utf16Range {0, 31}));
        QCOMPARE(s0.partIndex, -1);
        QCOMPARE(s0.partRanges, (QVector<PartRange> {range(0, 0, 34, 0, 31)}));
        QCOMPARE(s0.text, u"La paella 🥘 nació en Valencia."_s);
        QCOMPARE(s0.status, CitationStatus::Resolved);
        QCOMPARE(s0.references, (QVector<int> {0}));
        QCOMPARE(s0.scores.size(), 1);
        QCOMPARE(*s0.scores.at(0), 0.91);
        QCOMPARE(s0.jsonPath, u"candidates[0].groundingMetadata.groundingSupports[0]"_s);

        const CitedSegment &s1 = g.citations.at(1);
        QCOMPARE(s1.bytes, (Utf8Range {35, 64}));
        QCOMPARE(s1.utf16, (Utf16Range {32, 61}));
        QCOMPARE(s1.partRanges, (QVector<PartRange> {range(1, 1, 30, 1, 30)}));
        QCOMPARE(s1.text, u"Hoy se come en todo el mundo."_s);
        QCOMPARE(s1.status, CitationStatus::Resolved);
        QCOMPARE(s1.references, (QVector<int> {1, 2}));
        QCOMPARE(s1.scores, (QVector<std::optional<double>> {std::nullopt, std::nullopt}));
        QVERIFY(!s1.otherReading);

        QCOMPARE(diagnostics.size(), 1);
        QCOMPARE(
            count(diagnostics, Severity::Warning, u"Missing source: grounding chunk 2"_s,
                u"candidates[0].groundingMetadata.groundingSupports[1].groundingChunkIndices[1]"_s),
            1);
        QCOMPARE(diagnostics.at(0).location.file, u"fixture.json"_s);
        QVERIFY(g.queries.isEmpty());
        QVERIFY(g.raw.json.startsWith("{\"groundingMetadata\":{\"groundingChunks\""));
    }

    void partIndexGiven()
    {
        Diagnostics diagnostics;
        const Grounding g = read(load("grounding_part_index.json"), diagnostics);
        QCOMPARE(g.citations.size(), 3);
        // partIndex 1: offsets into part 1 alone; same display range as Example 2.
        const CitedSegment &s0 = g.citations.at(0);
        QCOMPARE(s0.partIndex, 1);
        QCOMPARE(s0.bytes, (Utf8Range {1, 30}));
        QCOMPARE(s0.utf16, (Utf16Range {1, 30}));
        QCOMPARE(s0.partRanges, (QVector<PartRange> {range(1, 1, 30, 1, 30)}));
        QCOMPARE(s0.status, CitationStatus::Resolved);
        QVERIFY(!s0.otherReading);
        // partIndex "1" but offsets that index C: the retry with C resolves it.
        const CitedSegment &s1 = g.citations.at(1);
        QCOMPARE(s1.partIndex, -1);
        QVERIFY(s1.otherReading);
        QCOMPARE(s1.status, CitationStatus::Resolved);
        QCOMPARE(s1.bytes, (Utf8Range {35, 64}));
        QCOMPARE(s1.partRanges, (QVector<PartRange> {range(1, 1, 30, 1, 30)}));
        QCOMPARE(count(diagnostics, Severity::Info, u"matches the concatenated text parts"_s,
                     u"groundingMetadata.groundingSupports[1].segment"_s),
            1);
        // partIndex past the parts: warned, C used.
        const CitedSegment &s2 = g.citations.at(2);
        QCOMPARE(s2.partIndex, -1);
        QCOMPARE(s2.text, u"La paella"_s);
        QCOMPARE(s2.status, CitationStatus::Resolved);
        QCOMPARE(
            count(diagnostics, Severity::Warning, u"partIndex 7 does not name a text part"_s), 1);
        QCOMPARE(g.references.at(0).domain, u"turismo.example"_s);
    }

    void adkJapaneseAcrossParts()
    {
        Diagnostics diagnostics;
        const Grounding g = read(load("grounding_adk_japanese.json"), diagnostics);
        QCOMPARE(g.references.size(), 2);
        const Reference &rag = g.references.at(0);
        QCOMPARE(rag.kind, Reference::Kind::RetrievedContext);
        QCOMPARE(rag.title, u"富士山ガイド"_s);
        QCOMPARE(rag.uri, u"gs://bucket/fuji.pdf"_s);
        QCOMPARE(rag.text, u"富士山の標高は3776m"_s); // from ragChunk
        QCOMPARE(rag.pageIdentifier, u"3\u20134"_s);
        QCOMPARE(g.queries, (QStringList {u"富士山 標高"_s}));

        QCOMPARE(g.citations.size(), 3);
        const CitedSegment &first = g.citations.at(0);
        QCOMPARE(first.bytes, (Utf8Range {0, 45}));
        QCOMPARE(first.utf16, (Utf16Range {0, 15}));
        QCOMPARE(first.partRanges, (QVector<PartRange> {range(0, 0, 45, 0, 15)}));
        QCOMPARE(first.status, CitationStatus::Resolved);

        // [27, 70) of C crosses from part 0 into part 2 (the thought part 1 is not in C).
        const CitedSegment &across = g.citations.at(1);
        QCOMPARE(across.status, CitationStatus::Resolved);
        QCOMPARE(across.text, u"高い山です。標高は3776メートル"_s);
        QCOMPARE(across.utf16, (Utf16Range {9, 26}));
        QCOMPARE(across.partRanges,
            (QVector<PartRange> {range(0, 27, 45, 9, 15), range(2, 0, 25, 0, 11)}));
        QCOMPARE(across.references, (QVector<int> {0, 1}));
        QCOMPARE(*across.scores.at(0), 0.8);
        QCOMPARE(*across.scores.at(1), 0.65);

        // Offsets that only fit when the thought is counted: a flagged mismatch (§2.6 case 17).
        const CitedSegment &thought = g.citations.at(2);
        QCOMPARE(thought.status, CitationStatus::Mismatch);
        QVERIFY(!thought.otherReading);
        QCOMPARE(count(diagnostics, Severity::Warning, u"do not match the cited text"_s,
                     u"groundingMetadata.groundingSupports[2].segment"_s),
            1);
        QCOMPARE(count(diagnostics, Severity::Warning, u"clamped"_s), 1);
    }

    void mapsReviewSnippetsKeepTheirTitles()
    {
        // A snippet without a title shows its reviewId as a link, but has no text to compare.
        Json holder = Json::parse("{\"content\": {\"parts\": [{\"text\": \"Nice café.\"}]}}");
        Json snippets = Json::array();
        snippets.push_back({{"reviewId", "r1"}, {"googleMapsUri", "https://maps.example/r1"},
            {"title", "El mejor café de la plaza"}});
        snippets.push_back({{"reviewId", "r2"}, {"googleMapsUri", "https://maps.example/r2"}});
        Json place = {{"title", "Café Sol"}};
        place["placeAnswerSources"]["reviewSnippets"] = snippets;
        holder["groundingMetadata"]["groundingChunks"] = Json::array({Json {{"maps", place}}});
        Diagnostics diagnostics;
        const Grounding g = read(holder, diagnostics);
        const Reference &maps = g.references.at(0);
        QCOMPARE(maps.links.size(), 2);
        QCOMPARE(maps.links.at(1).text, u"r2"_s);
        QCOMPARE(maps.reviewSnippets, (QStringList {u"El mejor café de la plaza"_s}));
    }

    void edgeCases()
    {
        Diagnostics diagnostics;
        const Grounding g = read(load("grounding_edge_cases.json"), diagnostics);
        QCOMPARE(g.queries,
            (QStringList {
                u"eiffel tower height"_s, u"eiffel tower opening year"_s, u"tour eiffel"_s}));
        QCOMPARE(*g.dynamicRetrievalScore, 0.72);
        QVERIFY(g.searchEntryPointData.json.contains("\"query\":\"eiffel tower height\""));
        QVERIFY(g.searchChips.isEmpty());

        const Reference &maps = g.references.at(1);
        QCOMPARE(maps.kind, Reference::Kind::Maps);
        QCOMPARE(maps.placeId, u"places/ChIJ123"_s);
        QCOMPARE(maps.text, u"Landmark in Paris"_s);
        QCOMPARE(maps.links.size(), 1);
        QCOMPARE(maps.links.at(0).text, u"Great view"_s);
        QCOMPARE(maps.links.at(0).href, u"https://maps.example/review/1"_s);
        QCOMPARE(maps.reviewSnippets, (QStringList {u"Great view"_s}));

        QCOMPARE(g.citations.size(), 6);
        // No segment: sources for the whole message.
        QVERIFY(g.citations.at(0).wholeMessage);
        QCOMPARE(g.citations.at(0).references, (QVector<int> {1}));
        QVERIFY(g.citations.at(0).partRanges.isEmpty());
        // Wrong offsets, text found elsewhere: relocated.
        const CitedSegment &moved = g.citations.at(1);
        QVERIFY(!moved.wholeMessage);
        QCOMPARE(moved.status, CitationStatus::Relocated);
        QCOMPARE(moved.bytes, (Utf8Range {32, 50}));
        QCOMPARE(moved.partRanges, (QVector<PartRange> {range(0, 32, 50, 32, 50)}));
        QCOMPARE(moved.text, u"It opened in 1889."_s);
        // Text that does not occur: mismatch, keeps the sliced text.
        const CitedSegment &mismatch = g.citations.at(2);
        QCOMPARE(mismatch.status, CitationStatus::Mismatch);
        QCOMPARE(mismatch.text, u"opened in 1889"_s);
        QCOMPARE(*mismatch.sourceText, u"opened in 1890"_s);
        // int64 strings for offsets and indices; scores shorter than indices.
        const CitedSegment &strings = g.citations.at(3);
        QCOMPARE(strings.status, CitationStatus::Resolved);
        QCOMPARE(strings.text, u"Eiffel Tower"_s);
        QCOMPARE(strings.references, (QVector<int> {0, 1}));
        QCOMPARE(strings.scores, (QVector<std::optional<double>> {0.5, std::nullopt}));
        // Non-numeric start: unresolved, raw value in the diagnostic.
        const CitedSegment &invalid = g.citations.at(4);
        QCOMPARE(invalid.status, CitationStatus::Unresolved);
        QVERIFY(!invalid.offsetsValid);
        QVERIFY(invalid.text.isEmpty());
        QVERIFY(invalid.partRanges.isEmpty());
        QCOMPARE(count(diagnostics, Severity::Warning, u"startIndex is not a number: abc"_s,
                     u"groundingMetadata.groundingSupports[4].segment"_s),
            1);
        // Duplicate of support 3: kept; extra scores noted.
        QCOMPARE(g.citations.at(5).bytes, strings.bytes);
        QCOMPARE(
            count(diagnostics, Severity::Info, u"confidenceScores has 2 values for 1 sources"_s),
            1);
        QCOMPARE(count(diagnostics, Severity::Warning, u"Missing source"_s), 0);
    }

    void citationMetadataBothSpellings()
    {
        const Json fixture = load("grounding_citations.json");
        Diagnostics diagnostics;
        const Grounding vertex = read(fixture.at("vertex"), diagnostics, u"vertex"_s);
        QCOMPARE(vertex.citations.size(), 2);
        QCOMPARE(vertex.references.size(), 2);
        const Reference &sonnet = vertex.references.at(0);
        QCOMPARE(sonnet.kind, Reference::Kind::Citation);
        QCOMPARE(sonnet.title, u"Sonnet 18"_s);
        QCOMPARE(sonnet.license, u"public-domain"_s);
        QCOMPARE(sonnet.publicationDate, u"1609-05"_s); // day 0 = unknown
        QCOMPARE(sonnet.sourceIndex, -1);
        const CitedSegment &whole = vertex.citations.at(0);
        QCOMPARE(whole.references, (QVector<int> {0}));
        QCOMPARE(whole.text, u"Shall I compare thee to a summer’s day?"_s);
        QCOMPARE(whole.utf16, (Utf16Range {0, 39}));
        QCOMPARE(whole.partRanges,
            (QVector<PartRange> {range(1, 0, 21, 0, 21), range(2, 0, 20, 0, 18)}));
        QCOMPARE(whole.jsonPath, u"vertex.citationMetadata.citations[0]"_s);
        QCOMPARE(vertex.citations.at(1).text, u"Shall"_s); // startIndex absent
        QCOMPARE(vertex.citations.at(1).references, (QVector<int> {1}));
        QVERIFY(diagnostics.isEmpty());

        const Grounding google = read(fixture.at("googleAi"), diagnostics, u"googleAi"_s);
        QCOMPARE(google.references.size(), 2);
        QCOMPARE(google.references.at(0).license, u"CC-BY"_s);
        QCOMPARE(google.citations.at(0).text, u"to a summer’s day?"_s);
        QCOMPARE(google.citations.at(0).partRanges, (QVector<PartRange> {range(1, 0, 20, 0, 18)}));
        QCOMPARE(google.citations.at(1).status, CitationStatus::Unresolved);
        QCOMPARE(count(diagnostics, Severity::Warning, u"past the end of the text"_s,
                     u"googleAi.citationMetadata.citationSources[1]"_s),
            1);
    }

    void renderedContentChips()
    {
        Diagnostics diagnostics;
        const Grounding g = read(load("grounding_rendered_content.json"), diagnostics);
        QCOMPARE(g.queries, (QStringList {u"paella"_s, u"tortilla"_s}));
        QVERIFY(g.citations.isEmpty());
        QCOMPARE(g.searchChips.size(), 3);
        QCOMPARE(g.searchChips.at(0).text, u"paella valenciana"_s);
        QCOMPARE(g.searchChips.at(0).href,
            u"https://www.google.com/search?q=paella&client=app-vertex-grounding"_s);
        QCOMPARE(g.searchChips.at(1).text, u"tortilla & patatas receta"_s);
        QCOMPARE(g.searchChips.at(1).href, u"https://www.google.com/search?q=tortilla"_s);
        QCOMPARE(g.searchChips.at(2).text, u"寿司 🍣 'sushi'"_s);
        QCOMPARE(g.searchChips.at(2).href, u"https://www.google.com/search?q=%E5%AF%BF%E5%8F%B8"_s);
        for (const ExtractedLink &chip : g.searchChips) {
            for (const QString &hidden : {u"color"_s, u"evil"_s, u"SVGTEXT"_s, u"commented"_s})
                QVERIFY2(!chip.text.contains(hidden) && !chip.href.contains(hidden),
                    qPrintable(chip.text));
        }
        QVERIFY(g.searchEntryPointData.isNull());
        QCOMPARE(count(diagnostics, Severity::Info, u"sdkBlob is not base64-encoded JSON"_s,
                     u"groundingMetadata.searchEntryPoint.sdkBlob"_s),
            1);
    }

    void htmlScanner()
    {
        QCOMPARE(
            decodeHtmlEntities(u"a &amp; b &lt;i&gt; &#39;x&#x27; &nbsp;&unknown; & &#0; &#xD800;"),
            u"a & b <i> 'x' \u00a0&unknown; & \ufffd \ufffd"_s);
        QCOMPARE(htmlToPlainText(u"<b>Tokyo</b> Tower &amp; <i>Skytree</i><br>&lt;script&gt;"
                                 u"<script>alert(1)</script><style>p{}</style>"),
            u"Tokyo Tower & Skytree\n<script>"_s);
        // Unterminated and odd markup never crashes and keeps what it can.
        const QVector<ExtractedLink> links
            = extractAnchorLinks(u"1 < 2 <a href=\"x?a=1&amp;b=2\" title='>'>one<a href=y>two");
        QCOMPARE(links.size(), 2);
        QCOMPARE(links.at(0).text, u"one"_s);
        QCOMPARE(links.at(0).href, u"x?a=1&b=2"_s);
        QCOMPARE(links.at(1).text, u"two"_s);
        QVERIFY(extractAnchorLinks(u"<a><style>").isEmpty());
        QVERIFY(extractAnchorLinks(u"<script><a href=z>z</a>").isEmpty());
    }

    void emptyAndMissingMetadata()
    {
        Diagnostics diagnostics;
        const QVector<GroundingPart> parts = {{u"Hola"_s, false, true}};
        QVERIFY(
            readGeminiGrounding(nullptr, nullptr, parts, QString(), SourceLocation(), diagnostics)
                .raw.isNull());
        const Json empty = Json::object();
        const Grounding g
            = readGeminiGrounding(&empty, nullptr, parts, QString(), SourceLocation(), diagnostics);
        QVERIFY(g.isEmpty());
        QCOMPARE(g.raw.json, QByteArray("{\"groundingMetadata\":{}}"));
        // Supports without groundingChunks at all (observed in ADK): every index is missing.
        const Json noChunks = Json::parse(R"({"groundingSupports": [{"segment": {"endIndex": 4},
            "groundingChunkIndices": [0, 0, 1]}], "groundingChunks": "oops"})");
        const Grounding m = readGeminiGrounding(
            &noChunks, nullptr, parts, QString(), SourceLocation(), diagnostics);
        QCOMPARE(m.citations.size(), 1);
        QCOMPARE(m.citations.at(0).text, u"Hola"_s);
        QCOMPARE(m.references.size(), 2); // one Missing per distinct index
        QCOMPARE(m.citations.at(0).references, (QVector<int> {0, 0, 1}));
        QCOMPARE(m.references.at(1).sourceIndex, 1);
        QCOMPARE(count(diagnostics, Severity::Warning, u"Missing source"_s), 3);
        QCOMPARE(count(diagnostics, Severity::Warning, u"groundingChunks is not a list"_s), 1);
        const Json notObject = Json::parse(R"([1, 2])");
        QVERIFY(readGeminiGrounding(
            &notObject, &notObject, parts, QString(), SourceLocation(), diagnostics)
                    .isEmpty());
        QCOMPARE(count(diagnostics, Severity::Warning, u"is not an object; ignored"_s), 2);
    }

    // formats.md §2.5 Example 1 (Discovery Engine answer, int64 strings, omitted start).
    void offsetCitationExample1()
    {
        const Json answer = Json::parse(
            R"({"answerText": "東京タワーは1958年に完成しました。高さは333メートルです。",
          "citations": [
            {"endIndex": "49", "sources": [{"referenceId": "0"}]},
            {"startIndex": "49", "endIndex": "82", "sources": [{"referenceId": "1"}, {"referenceId": "0"}]},
            {"startIndex": "0", "endIndex": "6", "sources": [{"referenceId": "5"}, {"referenceId": "x"}, {"referenceId": "5"}]}]})");
        const Utf8Text base(QString::fromStdString(answer.at("answerText").get<std::string>()));
        QCOMPARE(base.byteLength(), 82);
        Grounding g;
        g.references.resize(2);
        g.references[0].kind = Reference::Kind::Chunk;
        g.references[1].kind = Reference::Kind::UnstructuredDocument;
        Diagnostics diagnostics;
        const Json &citations = answer.at("citations");
        QVector<CitedSegment> out;
        SourceReferences references(g);
        for (size_t i = 0; i < citations.size(); ++i) {
            out.append(resolveOffsetCitation(base, citations[i], references,
                tolerant::path(u"answer"_s, "citations", qint64(i)), where("answer.json"),
                diagnostics));
        }
        QCOMPARE(out.at(0).bytes, (Utf8Range {0, 49}));
        QCOMPARE(out.at(0).utf16, (Utf16Range {0, 19}));
        QCOMPARE(out.at(0).text, u"東京タワーは1958年に完成しました。"_s);
        QCOMPARE(out.at(0).references, (QVector<int> {0}));
        QCOMPARE(out.at(0).status, CitationStatus::Resolved);
        QCOMPARE(out.at(1).bytes, (Utf8Range {49, 82}));
        QCOMPARE(out.at(1).utf16, (Utf16Range {19, 32}));
        QCOMPARE(out.at(1).text, u"高さは333メートルです。"_s);
        QCOMPARE(out.at(1).references, (QVector<int> {1, 0}));
        QCOMPARE(out.at(1).scores.size(), 2);
        // Dangling and non-decimal ids: missing sources, numbers of the others unchanged.
        QCOMPARE(out.at(2).text, u"東京"_s);
        QCOMPARE(out.at(2).references, (QVector<int> {2, 3, 2}));
        QCOMPARE(g.references.size(), 4);
        QCOMPARE(g.references.at(2).kind, Reference::Kind::Missing);
        QCOMPARE(g.references.at(2).sourceIndex, 5);
        QCOMPARE(g.references.at(3).kind, Reference::Kind::Missing);
        QCOMPARE(count(diagnostics, Severity::Warning,
                     u"Missing source: reference 5 does not exist (2 references)"_s,
                     u"answer.citations[2].sources[0]"_s),
            1);
        QCOMPARE(count(diagnostics, Severity::Warning, u"Missing source: \"x\""_s), 1);
        QCOMPARE(diagnostics.size(), 3);
    }

    // formats.md §2.5 Example 3 (AssistAnswer segments: referenceIndices, text, groundingScore).
    void offsetCitationExample3()
    {
        const Json meta = Json::parse(R"({"segments": [
          {"endIndex": "42", "referenceIndices": [0], "groundingScore": 0.87, "text": "서울의 인구는 약 940만 명입니다"},
          {"startIndex": "45", "endIndex": "84", "referenceIndices": [1, 3], "groundingScore": 0.64,
           "text": "한강이 도시를 가로지릅니다."}]})");
        const Utf8Text base(u"서울의 인구는 약 940만 명입니다. 한강이 도시를 가로지릅니다."_s);
        Grounding g;
        g.references.resize(2);
        Diagnostics diagnostics;
        SourceReferences references(g);
        const CitedSegment s0 = resolveOffsetCitation(base, meta.at("segments")[0], references,
            u"segments[0]"_s, SourceLocation(), diagnostics);
        const CitedSegment s1 = resolveOffsetCitation(base, meta.at("segments")[1], references,
            u"segments[1]"_s, SourceLocation(), diagnostics);
        QCOMPARE(s0.status, CitationStatus::Adjusted);
        QCOMPARE(s0.bytes, (Utf8Range {0, 43}));
        QCOMPARE(s0.utf16, (Utf16Range {0, 19}));
        QCOMPARE(*s0.groundingScore, 0.87);
        QCOMPARE(s1.status, CitationStatus::Resolved);
        QCOMPARE(s1.utf16, (Utf16Range {21, 36}));
        QCOMPARE(s1.references, (QVector<int> {1, 2}));
        QCOMPARE(g.references.at(2).sourceIndex, 3);
        QCOMPARE(count(diagnostics, Severity::Warning, u"Missing source: reference 3"_s), 1);
    }
};

QTEST_GUILESS_MAIN(TestGroundingReader)
#include "tst_grounding_reader.moc"
