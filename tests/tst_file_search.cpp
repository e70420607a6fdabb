// SPDX-License-Identifier: GPL-2.0-or-later
// The file-wide Find engine: the JSON string tokenizer, the anchor prefilter and FileSearch
// (keys never match, escapes decoded, case, whole word, regex, per-conversation counts,
// streaming, cancel, linear time on huge base64 values), checked against QJsonDocument.
#include "document/mapped_file.h"
#include "search/anchor_search.h"
#include "search/file_search.h"
#include "search/json_strings.h"
#include "search/text_matches.h"
#include "search/thread_priority.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryFile>
#include <QTest>
#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif
#include <thread>

using namespace Qt::StringLiterals;

namespace {

FindQuery query(
    const QString &text, bool caseSensitive = false, bool wholeWord = false, bool regex = false)
{
    FindQuery q;
    q.text = text;
    q.caseSensitive = caseSensitive;
    q.wholeWord = wholeWord;
    q.regex = regex;
    return q;
}

/// JSONL text with one range per record, each tagged with its conversation.
struct Corpus {
    QByteArray bytes;
    QVector<SearchRange> ranges;

    void add(int conversation, const QByteArray &record)
    {
        const qint64 begin = bytes.size();
        bytes += record;
        ranges.append(SearchRange {begin, qint64(bytes.size()), conversation});
        bytes += '\n';
    }
    QVector<ConversationHits> search(const FindQuery &q, int threads = 0) const
    {
        return FileSearch::searchAll(bytes.constData(), bytes.size(), ranges, q, threads);
    }
    qint64 count(const FindQuery &q) const
    {
        qint64 n = 0;
        for (const ConversationHits &h : search(q))
            n += h.matches;
        return n;
    }
};

qint64 countIn(const QByteArray &json, const FindQuery &q)
{
    Corpus c;
    c.add(0, json);
    return c.count(q);
}

/// Every decoded string value of `json` through JsonStrings.
QStringList stringValues(const QByteArray &json)
{
    QStringList out;
    JsonStrings scanner(json.constData(), 0, json.size());
    JsonScalar v;
    while (scanner.next(&v))
        out << scanner.text(v);
    return out;
}

/// The reference: matches of `q` in every string value of a QJsonValue tree.
qint64 referenceCount(const QJsonValue &v, const FindQuery &q)
{
    if (v.isString())
        return findMatches(v.toString(), q).size();
    qint64 n = 0;
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            n += referenceCount(e, q);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            n += referenceCount(it.value(), q);
    }
    return n;
}

QByteArray base64Like(qsizetype size, quint32 seed)
{
    static const char alphabet[]
        = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    QRandomGenerator rng(seed);
    QByteArray out(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        out[i] = alphabet[rng.bounded(64)];
    return out;
}

/// A realistic transcript: ADK-like events of `conversations` sessions, English, Japanese
/// (sometimes \u-escaped as Python writes it) and Spanish text, with a base64 image now and then.
/// Each event mentions "weather" once in a value (and once as a key, which must not count).
Corpus generatedTranscript(qint64 approxBytes, int conversations, qint64 *weatherValues)
{
    Corpus c;
    const QByteArray image = base64Like(96 * 1024, 7);
    qint64 events = 0;
    for (int i = 0; c.bytes.size() < approxBytes; ++i) {
        const int conversation = (i / 16) % conversations;
        QByteArray e = R"({"id":"ev-)" + QByteArray::number(i)
            + R"(","invocationId":"inv-1","author":"kyoto_guide","timestamp":1767600002.25,)"
            + R"("content":{"role":"model","parts":[{"text":"The weather in Kyoto is )"
            + R"(mild today. \u4eac\u90fd\u306e\u79cb\u306f\u7d05\u8449\u304c\u898b\u4e8b\u3067\u3059\u3002"},)"
            + R"({"text":"京都の秋は紅葉が見事です。La canción del año, sin duda."},)"
            + R"({"functionCall":{"name":"get_forecast","args":{"city":"京都","days":3}}}]},)"
            + R"("actions":{"stateDelta":{"weather":"晴れ","step":)" + QByteArray::number(i) + "}}";
        if (i % 40 == 0)
            e += R"(,"inlineData":{"mimeType":"image/png","data":")" + image + R"("})";
        e += '}';
        c.add(conversation, e);
        ++events;
    }
    *weatherValues = events;
    return c;
}

QHash<int, ConversationHits> byConversation(const QVector<ConversationHits> &hits)
{
    QHash<int, ConversationHits> out;
    for (const ConversationHits &h : hits)
        out.insert(h.conversation, h);
    return out;
}

} // namespace

// Test inputs as plain literals (moc misreads raw strings that hold \" or odd quotes).
namespace {

const char valuesAndKeys[]
    = "{\"role\": \"user\", \"parts\" : [{\"text\":\"hola\"}, \"x\", 12, -3.5e2,"
      " true, false, null], \"nested\": {\"k\": {\"deep\" :\"v\"}}, \"n\":1}";
const char escapes[]
    = "[\"say \\\"hi\\\"\\nthen\\tgo \\\\ \\/\", \"\\u3053\\u3093\\u306B\\u3061\\u306f\","
      " \"\\ud83c\\udf41 and 🍁\", \"lone \\ud83c!\", \"odd \\q\", \"short \\u12\"]";
const char escapedKey[] = "{\"a\\\"b\": \"c\\\"d\", \"e\": \"f\"}";
const char cutOff[] = "{\"text\": \"cut off \\u30";
const char rawBody[] = "a\\u00e9京🍁\\ud83c\\udf41\\n z";
const char anchorText[] = "xx KyOtO yy \\u7D05\\u8449 zz 紅葉";
const char roles[] = "{\"role\": \"user\", \"content\": {\"role\": \"model\", \"parts\": ["
                     "{\"text\": \"The role of the guide\"}]}, \"role\" : {\"role\": \"role\"}}";
const char escapedText[]
    = "{\"text\": \"say \\\"hi\\\"\\nthen \\u3053\\u3093\\u306b\\u3061\\u306f\","
      " \"html\": \"\\u003cb\\u003ebold\\u003c/b\\u003e & co\"}";
const char emoji[]
    = "{\"a\": \"\\ud83c\\udf41 and 🍁\", \"b\": \"紅葉🍁\", \"c\": \"\\uD83C\\uDF41\"}";
const char spanish[]
    = "{\"t\": [\"La CANCIÓN del AÑO\", \"una canci\\u00f3n\", \"Canci\\u00d3n\","
      " \"cancion sin tilde\", \"Kyoto KYOTO kyoto\", \"ÁNGEL ángel \\u00c1ngel\"]}";
const char words[] = "{\"en\": \"cat concat cats (cat) CAT\", \"ja\": "
                     "\"「京都」と東京都、京都タワー。\\u4eac\\u90fd、大阪\"}";
const char regexInput[] = "{\"k123\": \"forecast 18 days\", \"days\": 3, \"t\": \"3 Days\","
                          " \"ja\": \"\\u4eac\\u90fd\\u3067\\u7d05\\u8449\"}";
const char literals[] = "{\"high_c\": 18, \"ok\": true, \"no\": false, \"none\": null,"
                        " \"t\": \"true story\", \"x\": -1.5e3}";
const char recordNoMatch[] = "{\"text\": \"no match here\"}";
const char recordWeatherToday[] = "{\"text\": \"Weather today\"}";
const char recordWeatherKey[] = "{\"weather\": \"sunny\", \"text\": \"weather, WEATHER\"}";
const char recordJapanese[] = "{\"text\": \"京都の天気 weather\"}";
const char recordNothing[] = "{\"text\": \"nothing\"}";
const char recordWeather[] = "{\"text\": \"weather\"}";
const char blobHead[] = "{\"inlineData\": {\"mimeType\": \"image/png\", \"data\": \"";
const char blobTail[] = "\"}, \"t\": \"needle\"}";
const char kyotoWeather[] = "{\"text\": \"Kyoto weather\"}";
const char anything[] = "{\"text\": \"anything\"}";

} // namespace

class TestFileSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonStringsVisitsValuesNotKeys()
    {
        const QByteArray json = valuesAndKeys;
        JsonStrings scanner(json.constData(), 0, json.size());
        JsonScalar v;
        QStringList seen;
        while (scanner.next(&v))
            seen << (v.isString ? u"s:"_s : u"l:"_s) + scanner.text(v);
        QCOMPARE(seen,
            (QStringList {u"s:user"_s, u"s:hola"_s, u"s:x"_s, u"l:12"_s, u"l:-3.5e2"_s, u"l:true"_s,
                u"l:false"_s, u"s:v"_s, u"l:1"_s}));
        // Byte ranges are absolute and exclude the quotes.
        JsonStrings again(json.constData(), 0, json.size());
        QVERIFY(again.next(&v));
        QCOMPARE(json.mid(v.bytes.begin, v.bytes.length()), QByteArray("user"));
        QVERIFY(!v.hasEscapes);
        // Only [begin, end) is read: a sub-range sees only its own values.
        const qsizetype from = json.indexOf("[{");
        JsonStrings sub(json.constData(), from, json.indexOf("\"x\""));
        QVERIFY(sub.next(&v));
        QCOMPARE(sub.text(v), u"hola"_s);
        QVERIFY(!sub.next(&v));
    }

    void jsonStringsDecodesEscapes()
    {
        const QByteArray json = escapes;
        const QStringList values = stringValues(json);
        QCOMPARE(values.size(), 6);
        QCOMPARE(values.at(0), u"say \"hi\"\nthen\tgo \\ /"_s);
        QCOMPARE(values.at(1), u"こんにちは"_s);
        QCOMPARE(values.at(2), u"🍁 and 🍁"_s);
        QCOMPARE(values.at(3), u"lone \uFFFD!"_s);
        QCOMPARE(values.at(4), u"odd q"_s);
        QCOMPARE(values.at(5), u"short \\u12"_s);
        // An escaped quote does not end the string, a key with escapes is still a key.
        QCOMPARE(stringValues(escapedKey), (QStringList {u"c\"d"_s, u"f"_s}));
        // Unterminated input ends at the range's end, never beyond.
        QCOMPARE(stringValues(cutOff), QStringList {u"cut off \\u30"_s});
        QCOMPARE(stringValues("{\"text\": \"ends in \\"), QStringList {u"ends in \\"_s});
    }

    void jsonStringsMapsUtf16ToBytes()
    {
        const QByteArray raw = rawBody;
        const QString text = JsonStrings::decode(raw.constData(), raw.size());
        QCOMPARE(text, u"aé京🍁🍁\n z"_s);
        const qint64 expected[] = {0, 1, 7, 10, 10, 14, 14, 26, 28, 29, 30};
        for (int u = 0; u <= text.size(); ++u)
            QCOMPARE(JsonStrings::byteOffsetOf(raw.constData(), raw.size(), u), expected[u]);
    }

    void anchorChoice()
    {
        const AnchorSearch ascii(query(u"Weather in <b>Kyoto</b>"_s));
        QCOMPARE(ascii.patternCount(), 1);
        QCOMPARE(ascii.pattern(0), QByteArray("weather in ")); // '<' may be written \u003c
        QVERIFY(ascii.isFolded(0));
        const AnchorSearch sensitive(query(u"Kyoto"_s, true));
        QCOMPARE(sensitive.pattern(0), QByteArray("Kyoto"));
        QVERIFY(!sensitive.isFolded(0));
        const AnchorSearch spanish(query(u"canción"_s));
        QCOMPARE(spanish.pattern(0), QByteArray("canci"));
        const AnchorSearch japanese(query(u"紅葉"_s));
        QCOMPARE(japanese.patternCount(), 2);
        QCOMPARE(japanese.pattern(0), u"紅葉"_s.toUtf8());
        QCOMPARE(japanese.pattern(1), QByteArray("\\u7d05"));
        // A cased non-ASCII word searched without case: every variant of its first letter.
        const AnchorSearch greek(query(u"Σοφία"_s));
        QVERIFY(greek.isUsable());
        QVERIFY(greek.patternCount() >= 4); // Σ σ ς, each literal and escaped
        QVERIFY(!AnchorSearch(query(u"<&>"_s, true)).isUsable());
        QVERIFY(!AnchorSearch(query(u"kyoto"_s, false, false, true)).isUsable());
        QVERIFY(!AnchorSearch(FindQuery()).isUsable());
        QVERIFY(AnchorSearch::caseVariants(U'Á').contains(U'á'));
        QCOMPARE(AnchorSearch::caseVariants(U'京').size(), 1);
    }

    void anchorFindsFoldedAndEscaped()
    {
        const QByteArray text = anchorText;
        const char *b = text.constData();
        const char *e = b + text.size();
        const AnchorSearch ascii(query(u"kyoto"_s));
        QCOMPARE(ascii.findAny(b, e) - b, text.indexOf("KyOtO"));
        QCOMPARE(ascii.findAny(b + 4, e), e);
        const AnchorSearch japanese(query(u"紅葉"_s));
        QCOMPARE(japanese.findAny(b, e) - b, text.indexOf("\\u7D05")); // upper-case hex too
        QCOMPARE(japanese.findAny(b + text.indexOf("zz"), e) - b, text.indexOf("紅葉"));
        // Long inputs take the vector path; a hit right at the end is found.
        QByteArray longText(100000, 'a');
        longText += "kyoto";
        QCOMPARE(ascii.findAny(longText.constData(), longText.constData() + longText.size())
                - longText.constData(),
            100000);
    }

    void keysNeverMatch()
    {
        const QByteArray json = roles;
        QCOMPARE(countIn(json, query(u"role"_s)), 2); // "the role of" and the value "role"
        QCOMPARE(countIn(json, query(u"content"_s)), 0);
        QCOMPARE(countIn(json, query(u"parts"_s, false, false, true)), 0);
        QCOMPARE(countIn(json, query(u"user"_s)), 1);
    }

    void escapedTextIsFoundDecoded()
    {
        const QByteArray json = escapedText;
        QCOMPARE(countIn(json, query(u"\"hi\""_s)), 1);
        QCOMPARE(countIn(json, query(u"hi\"\nthen"_s)), 1);
        QCOMPARE(countIn(json, query(u"こんにちは"_s)), 1); // written escaped, as Python does
        QCOMPARE(countIn(json, query(u"んに"_s)), 1);
        QCOMPARE(countIn(json, query(u"<b>bold</b>"_s)), 1);
        QCOMPARE(countIn(json, query(u"</b>"_s)), 1);
        QCOMPARE(countIn(json, query(u"u3053"_s)), 0); // the escape is not the text
        QCOMPARE(countIn(json, query(u"\\n"_s)), 0);
    }

    void surrogatePairs()
    {
        const QByteArray json = emoji;
        QCOMPARE(countIn(json, query(u"🍁"_s)), 4);
        QCOMPARE(countIn(json, query(u"葉🍁"_s)), 1);
        QCOMPARE(countIn(json, query(u"🍁 AND 🍁"_s)), 1);
        // The first offset points at the escaped pair in the file.
        Corpus c;
        c.add(3, json);
        const QVector<ConversationHits> hits = c.search(query(u"🍁"_s));
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).conversation, 3);
        QCOMPARE(hits.at(0).firstOffset, json.indexOf("\\ud83c"));
    }

    void caseInsensitiveAsciiAndNonAscii()
    {
        const QByteArray json = spanish;
        QCOMPARE(countIn(json, query(u"canción"_s)), 3);
        QCOMPARE(countIn(json, query(u"canción"_s, true)), 1);
        QCOMPARE(countIn(json, query(u"CANCIÓN"_s, true)), 1);
        QCOMPARE(countIn(json, query(u"kyoto"_s)), 3);
        QCOMPARE(countIn(json, query(u"KYOTO"_s, true)), 1);
        QCOMPARE(countIn(json, query(u"año"_s)), 1);
        // No ASCII at all, cased: every case variant of 'Á', literal or escaped.
        QCOMPARE(countIn(json, query(u"á"_s)), 3);
        QCOMPARE(countIn(json, query(u"Á"_s, true)), 2);
    }

    void wholeWord()
    {
        const QByteArray json = words;
        QCOMPARE(countIn(json, query(u"cat"_s, false, true)), 3);
        QCOMPARE(countIn(json, query(u"cat"_s, true, true)), 2);
        QCOMPARE(countIn(json, query(u"京都"_s, false, true)), 2);
        QCOMPARE(countIn(json, query(u"京都"_s)), 4);
    }

    void regexSearch()
    {
        const QByteArray json = regexInput;
        QCOMPARE(countIn(json, query(u"\\d+ days"_s, false, false, true)), 2);
        QCOMPARE(countIn(json, query(u"\\d+"_s, false, false, true)), 3); // 18, 3 (a number), 3
        QCOMPARE(countIn(json, query(u"k\\d+"_s, false, false, true)), 0); // a key
        QCOMPARE(countIn(json, query(u"\\p{Han}+で"_s, false, false, true)), 1);
        const FindQuery bad = query(u"(unclosed"_s, false, false, true);
        QVERIFY(!bad.isValid());
        QVERIFY(!bad.errorString().isEmpty());
        QCOMPARE(countIn(json, bad), 0);
    }

    void numbersAndLiterals()
    {
        const QByteArray json = literals;
        QCOMPARE(countIn(json, query(u"18"_s)), 1);
        QCOMPARE(countIn(json, query(u"true"_s)), 2);
        QCOMPARE(countIn(json, query(u"false"_s)), 1);
        QCOMPARE(countIn(json, query(u"null"_s)), 0);
        QCOMPARE(countIn(json, query(u"1.5e3"_s)), 1);
    }

    void perConversationCounts()
    {
        Corpus c;
        c.add(0, recordNoMatch);
        c.add(2, recordWeatherToday);
        c.add(2, recordWeatherKey);
        c.add(5, recordJapanese);
        c.add(5, recordNothing);
        c.add(7, recordWeather);
        for (int threads : {1, 2, 4}) {
            const QVector<ConversationHits> hits = c.search(query(u"weather"_s), threads);
            QCOMPARE(hits.size(), 3);
            QCOMPARE(hits.at(0).conversation, 2);
            QCOMPARE(hits.at(0).matches, 3);
            QCOMPARE(hits.at(0).firstOffset, c.bytes.indexOf("Weather today"));
            QCOMPARE(hits.at(1).conversation, 5);
            QCOMPARE(hits.at(1).matches, 1);
            QCOMPARE(hits.at(1).firstOffset, c.bytes.indexOf("weather\"}"));
            QCOMPARE(hits.at(2).conversation, 7);
            QCOMPARE(hits.at(2).firstOffset, c.ranges.at(5).begin + 10);
        }
        // Bytes outside the ranges are not searched.
        QVector<SearchRange> some = {c.ranges.at(1), c.ranges.at(5)};
        const QVector<ConversationHits> partial
            = FileSearch::searchAll(c.bytes.constData(), c.bytes.size(), some, query(u"weather"_s));
        QCOMPARE(partial.size(), 2);
        QCOMPARE(partial.at(0).matches, 1);
        // Ranges out of bounds are clamped, not trusted.
        some = {SearchRange {-5, 20, 1}, SearchRange {c.bytes.size() - 3, c.bytes.size() + 99, 1}};
        QVERIFY(
            FileSearch::searchAll(c.bytes.constData(), c.bytes.size(), some, query(u"weather"_s))
                .isEmpty());
    }

    void agreesWithQJsonDocumentOnFixtures()
    {
        const QVector<FindQuery> queries
            = {query(u"the"_s), query(u"京都"_s), query(u"Kyoto"_s, true), query(u"é"_s),
                query(u"a"_s, false, true), query(u"[\\p{Han}]+"_s, true, false, true),
                query(u"[A-Z][a-z]+"_s, true, false, true), query(u"<"_s), query(u"https://"_s)};
        const QDir dir(QStringLiteral(INSPECTOR_TEST_DATA));
        int files = 0;
        for (const QString &name : dir.entryList({u"*.json"_s, u"*.jsonl"_s}, QDir::Files)) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            // One range per line for JSONL, the whole text for JSON.
            QVector<SearchRange> ranges;
            QVector<QJsonValue> values;
            const QList<QByteArray> records
                = name.endsWith(u".jsonl"_s) ? bytes.split('\n') : QList<QByteArray> {bytes};
            qint64 offset = 0;
            bool ok = true;
            for (const QByteArray &r : records) {
                if (!r.trimmed().isEmpty()) {
                    QJsonParseError error;
                    const QJsonDocument doc = QJsonDocument::fromJson(r, &error);
                    ok = ok && error.error == QJsonParseError::NoError;
                    values.append(
                        doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()));
                    ranges.append(SearchRange {offset, offset + r.size(), int(ranges.size())});
                }
                offset += r.size() + 1;
            }
            if (!ok)
                continue; // broken on purpose
            ++files;
            for (const FindQuery &q : queries) {
                const QHash<int, ConversationHits> hits = byConversation(
                    FileSearch::searchAll(bytes.constData(), bytes.size(), ranges, q));
                for (int i = 0; i < values.size(); ++i) {
                    const qint64 expected = referenceCount(values.at(i), q);
                    if (hits.value(i).matches != expected)
                        qWarning() << name << "record" << i << "query" << q.text;
                    QCOMPARE(hits.value(i).matches, expected);
                }
            }
        }
        QVERIFY(files >= 20);
    }

    void hugeBase64ValueStaysLinear()
    {
        // A 5 MB base64-like value, with the word inside words everywhere (every anchor hit
        // lands in the same value, verified once) and once on its own.
        QByteArray blob = base64Like(5 * 1024 * 1024, 42);
        for (qsizetype i = 1000; i + 20 < blob.size(); i += 50)
            std::memcpy(blob.data() + i, "xneedlex", 8);
        std::memcpy(blob.data() + blob.size() / 2, "+needle+", 8);
        Corpus c;
        c.add(0, blobHead + blob + blobTail);
        QCOMPARE(c.count(query(u"needle"_s, false, true)), 2);
        const qint64 all = c.count(query(u"needle"_s));
        QVERIFY(all > 100000);
        QCOMPARE(c.count(query(u"needle+"_s, true)), 1);
        QCOMPARE(c.count(query(u"x(needle)x"_s, false, false, true)), all - 2);
    }

    void threadsAgree()
    {
        qint64 weather = 0;
        const Corpus c = generatedTranscript(6 * 1024 * 1024, 7, &weather);
        for (const FindQuery &q : {query(u"weather"_s), query(u"紅葉"_s), query(u"CANCIÓN"_s),
                 query(u"s[ií]n"_s, false, false, true)}) {
            const QVector<ConversationHits> one = c.search(q, 1);
            QCOMPARE(c.search(q, 2), one);
            QCOMPARE(c.search(q, 5), one);
        }
        QCOMPARE(c.count(query(u"weather"_s)), weather);
        QCOMPARE(c.count(query(u"紅葉"_s)), 2 * weather); // once escaped, once as UTF-8
        QCOMPARE(c.count(query(u"canción del año"_s)), weather);
        QCOMPARE(c.count(query(u"weather"_s, false, false, true)), weather);
    }

    void streamsInBatches()
    {
        qint64 weather = 0;
        const Corpus c = generatedTranscript(24 * 1024 * 1024, 50, &weather);
        FileSearch search;
        search.setBatchInterval(1);
        QSignalSpy found(&search, &FileSearch::found);
        QSignalSpy progress(&search, &FileSearch::progress);
        QSignalSpy finished(&search, &FileSearch::finished);
        search.start(c.bytes, c.ranges, query(u"weather"_s));
        QVERIFY(search.isRunning());
        QVERIFY(finished.wait(60000));
        QVERIFY(!search.isRunning());
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toLongLong(), weather);
        QCOMPARE(finished.at(0).at(1).toBool(), false);
        QVERIFY2(found.size() > 1, qPrintable(QString::number(found.size())));
        // Later values replace earlier ones; the last of each conversation is final.
        QHash<int, ConversationHits> merged;
        for (const QList<QVariant> &args : std::as_const(found)) {
            const auto batch = args.at(0).value<QVector<ConversationHits>>();
            QVERIFY(!batch.isEmpty());
            for (const ConversationHits &h : batch) {
                QVERIFY(h.matches >= merged.value(h.conversation).matches);
                merged.insert(h.conversation, h);
            }
        }
        QCOMPARE(merged, byConversation(c.search(query(u"weather"_s))));
        QCOMPARE(merged.size(), 50);
        QCOMPARE(search.hits().size(), 50);
        QCOMPARE(search.totalMatches(), weather);
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toLongLong(), progress.last().at(1).toLongLong());
    }

    // The window hands a range list to build: the search builds it on its own thread, once,
    // and a later search shares it.
    void rangesAreBuiltOnTheSearchThread()
    {
        qint64 weather = 0;
        const Corpus c = generatedTranscript(2 * 1024 * 1024, 10, &weather);
        QTemporaryFile file;
        QVERIFY(file.open());
        QCOMPARE(file.write(c.bytes), c.bytes.size());
        file.flush();
        auto mapped = std::make_shared<MappedFile>();
        QVERIFY(mapped->open(file.fileName()));
        std::atomic<int> builds {0};
        std::atomic<bool> onGuiThread {false};
        QThread *gui = QThread::currentThread();
        auto list = std::make_shared<const SearchRangeList>([&, ranges = c.ranges] {
            ++builds;
            onGuiThread = QThread::currentThread() == gui;
            return ranges;
        });
        FileSearch search;
        QSignalSpy finished(&search, &FileSearch::finished);
        search.start(mapped, list, query(u"weather"_s));
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.at(0).at(0).toLongLong(), weather);
        QCOMPARE(search.hits(), c.search(query(u"weather"_s)));
        search.start(mapped, list, query(u"kyoto"_s));
        QVERIFY(finished.wait(60000));
        QCOMPARE(search.hits(), c.search(query(u"kyoto"_s)));
        QCOMPARE(builds.load(), 1);
        QVERIFY(!onGuiThread.load());
        QCOMPARE(list->ranges().size(), c.ranges.size());
    }

#ifdef Q_OS_LINUX
    // Background workers are nicer than the thread that started them; only they are.
    void lowerThreadPriorityNicesThatThreadOnly()
    {
        const auto niceOf = [] { return getpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid))); };
        const int mine = niceOf();
        int before = 0, after = 0, again = 0, started = 0;
        std::thread worker([&] {
            before = niceOf();
            lowerThreadPriority();
            after = niceOf();
            lowerThreadPriority(); // relative to the main thread: not further down
            again = niceOf();
            std::thread inner([&] { // a background thread's own worker
                lowerThreadPriority();
                started = niceOf();
            });
            inner.join();
        });
        worker.join();
        QCOMPARE(before, mine);
        QCOMPARE(after, qMin(19, mine + kBackgroundNice));
        QCOMPARE(again, after);
        QCOMPARE(started, after);
        QCOMPARE(niceOf(), mine);
    }
#endif

    void cancelStopsEarly()
    {
        qint64 weather = 0;
        const Corpus c = generatedTranscript(48 * 1024 * 1024, 20, &weather);
        FileSearch search;
        search.setBatchInterval(1);
        QSignalSpy finished(&search, &FileSearch::finished);
        qint64 lastDone = 0, total = 0;
        connect(&search, &FileSearch::progress, this, [&](qint64 done, qint64 all) {
            lastDone = done;
            total = all;
            search.cancel();
        });
        search.start(c.bytes, c.ranges, query(u"[a-z]+"_s, false, false, true)); // the slow kind
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(1).toBool(), true);
        QVERIFY(lastDone < total);
        QVERIFY(finished.at(0).at(0).toLongLong() > 0);
        QVERIFY(!search.isRunning()); // its workers were joined: all they posted is queued
        QCoreApplication::processEvents();
        QCOMPARE(finished.size(), 1); // nothing more afterwards
    }

    void newSearchReplacesOldAndDestroyCancels()
    {
        qint64 weather = 0;
        const Corpus big = generatedTranscript(16 * 1024 * 1024, 5, &weather);
        Corpus small;
        small.add(9, kyotoWeather);
        FileSearch search;
        QSignalSpy finished(&search, &FileSearch::finished);
        QSignalSpy found(&search, &FileSearch::found);
        search.start(big.bytes, big.ranges, query(u"[a-z]+"_s, false, false, true));
        search.start(small.bytes, small.ranges, query(u"kyoto"_s));
        QCOMPARE(search.query().text, u"kyoto"_s);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toLongLong(), 1);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).at(0).value<QVector<ConversationHits>>().at(0).conversation, 9);
        QTRY_COMPARE(search.retiredRuns(), 0); // the replaced search's last worker reported
        QCOMPARE(finished.size(), 1); // no late signal of the replaced search

        // Destroying a running search joins its threads and sends nothing.
        auto *doomed = new FileSearch;
        QSignalSpy doomedFinished(doomed, &FileSearch::finished);
        doomed->start(big.bytes, big.ranges, query(u"[a-z]+"_s, false, false, true));
        delete doomed; // joined its workers; what they posted went with it
        QCoreApplication::processEvents();
        QCOMPARE(doomedFinished.size(), 0);
    }

    void emptyAndInvalidQueriesFinish()
    {
        Corpus c;
        c.add(0, anything);
        FileSearch search;
        QSignalSpy finished(&search, &FileSearch::finished);
        QSignalSpy found(&search, &FileSearch::found);
        search.start(c.bytes, c.ranges, FindQuery());
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.at(0).at(0).toLongLong(), 0);
        QCOMPARE(finished.at(0).at(1).toBool(), false);
        search.start(c.bytes, c.ranges, query(u"a(("_s, false, false, true));
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.size(), 2);
        search.start(c.bytes, {}, query(u"anything"_s));
        QVERIFY(finished.wait(5000));
        QCOMPARE(found.size(), 0);
        QCOMPARE(search.totalMatches(), 0);
    }
};

QTEST_GUILESS_MAIN(TestFileSearch)
#include "tst_file_search.moc"
