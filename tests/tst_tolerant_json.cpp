// SPDX-License-Identifier: GPL-2.0-or-later
// Tolerant JSON access (formats.md §3), on nlohmann's values and a tape's alike, and the
// JsonNode display tree.
#include "transcript/timestamp.h"
#include "json/decimal_text.h"
#include "json/fast_json.h"
#include "json/json_node.h"
#include "json/json_tape.h"
#include "json/tolerant_json.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <limits>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::Json;

class TestTolerantJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void foldsKeys()
    {
        QCOMPARE(tolerant::foldKey("invocation_id"), std::string("invocationid"));
        QCOMPARE(tolerant::foldKey("InvocationId"), std::string("invocationid"));
        QCOMPARE(tolerant::foldKey("__a_B__"), std::string("ab"));
        // keyFoldsTo(k, f) is foldKey(k) == f, for keys of every length against every folded
        // length (equal lengths take a shortcut).
        const char *keys[] = {"", "_", "a", "A", "ab", "aB", "a_b", "_ab", "ab_", "AB", "a@",
            "toolCall", "tool_call", "TOOL_CALL", "toolcall", "tool_calL", "toolCal", "t_oolCall",
            "`", "[", "z", "Z"};
        const char *folded[] = {"", "a", "ab", "a@", "toolcall", "toolcal", "`", "z", "_"};
        for (const char *k : keys) {
            for (const char *f : folded)
                QCOMPARE(tolerant::keyFoldsTo(k, f), tolerant::foldKey(k) == f);
        }
        // Random keys of up to 40 characters, eight at a time from eight on (the neighbours of 'A'
        // and 'Z', of 'a' and 'z', '_', digits and bytes of UTF-8 sequences) against their folded
        // key, with one character changed or not (to one a folded key may hold).
        const char alphabet[] = "AZaz@[`{_09\x80\xc3\xa9gG";
        const char foldedAlphabet[] = "az@[`{09\x80\xc3\xa9g";
        QRandomGenerator random(5);
        for (int n = 0; n < 20000; ++n) {
            std::string k(random.bounded(41), 'a');
            for (char &c : k)
                c = alphabet[random.bounded(int(sizeof alphabet - 1))];
            std::string f = tolerant::foldKey(k);
            if (!f.empty() && random.bounded(2) == 0)
                f[random.bounded(int(f.size()))]
                    = foldedAlphabet[random.bounded(int(sizeof foldedAlphabet - 1))];
            QCOMPARE(tolerant::keyFoldsTo(k, f), tolerant::foldKey(k) == f);
        }
    }

    void keysFoldAlikeAsTheirFoldedKeysCompare()
    {
        const char *keys[] = {"", "_", "a", "A", "a_", "ab", "aB", "a_b", "_ab", "AB", "toolCall",
            "tool_call", "TOOL_CALL", "toolcall", "toolCal", "t_oolCall", "__", "b"};
        for (const char *a : keys) {
            for (const char *b : keys)
                QCOMPARE(
                    tolerant::keysFoldAlike(a, b), tolerant::foldKey(a) == tolerant::foldKey(b));
        }
    }

    void shortDecimalsReadAsTheGeneralParseReadsThem()
    {
        // Texts of up to 18 digits without exponent take a one-pass path; "e0" sends the same
        // value through the general parse, which must agree on value, exactness and failure.
        QRandomGenerator random(17);
        const char *fixed[] = {"0", "-0", "+3.", ".5", "-.5", "1767600001.677742", "-1.000",
            "999999999999999999", "999999999999999999.9", "0.000000001", "9223372036854775807",
            "-9223372036854775808", "12345678901234567.89", "1.", "-", ".", "1.2.3", "00012"};
        std::vector<std::string> texts(std::begin(fixed), std::end(fixed));
        for (int i = 0; i < 3000; ++i) {
            std::string t = random.bounded(4) == 0 ? "-" : "";
            const int whole = int(random.bounded(20));
            for (int d = 0; d < whole; ++d)
                t += char('0' + random.bounded(10));
            if (random.bounded(3) != 0) {
                t += '.';
                const int fraction = int(random.bounded(12));
                for (int d = 0; d < fraction; ++d)
                    t += char('0' + random.bounded(10));
            }
            texts.push_back(t);
        }
        for (const std::string &text : texts) {
            for (const int scale : {0, 3, 6, 9}) {
                qint64 fast = 0, general = 0;
                bool fastExact = false, generalExact = false;
                const bool fastOk = tolerant::parseScaledDecimal(text, scale, &fast, &fastExact);
                const bool generalOk
                    = tolerant::parseScaledDecimal(text + "e0", scale, &general, &generalExact);
                QVERIFY2(fastOk == generalOk, text.c_str());
                if (!fastOk)
                    continue;
                QVERIFY2(fast == general, text.c_str());
                QVERIFY2(fastExact == generalExact, text.c_str());
            }
        }
        qint64 nanos = 0;
        QVERIFY(tolerant::parseScaledDecimal("1767600001.677742", 9, &nanos));
        QCOMPARE(nanos, Q_INT64_C(1767600001677742000));
    }

    void usualTimestampsReadAsTheGeneralParseReadsThem()
    {
        // "YYYY-MM-DDTHH:MM:SS[.f]Z" takes a one-pass path in toTimestamp(); parseRfc3339() reads
        // every text the general way. Texts near the usual form, each character sometimes
        // changed, must read the same (value, offset, naive) whenever the general parse takes
        // them, from nlohmann values and from tapes.
        QRandomGenerator random(29);
        const char *fixed[] = {"2026-01-01T00:00:05.156Z", "2024-02-29T23:59:60Z",
            "2023-02-29T00:00:00Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z",
            "2262-04-11T23:47:16.854775807Z", "2262-04-11T23:47:16.854775808Z",
            "1677-09-21T00:12:43.145224192Z", "2026-13-01T00:00:00Z", "2026-01-01T24:00:00Z",
            "2026-01-01T00:00:00.Z", "2026-01-01T00:00:00.1234567891Z", "2026-01-01t00:00:00Z",
            "2026-01-01T00:00:00z", "2026-01-01 00:00:00Z", "2026-01-01T00:00Z",
            " 2026-01-01T00:00:00Z", "2026-01-01T00:00:00+09:00", "2026-01-01T00:00:00,5Z"};
        std::vector<std::string> texts(std::begin(fixed), std::end(fixed));
        const char alphabet[] = "0123456789-:.TZz +,";
        for (int i = 0; i < 4000; ++i) {
            std::string t = std::to_string(1600 + random.bounded(800)) + "-0"
                + std::to_string(1 + random.bounded(9)) + "-"
                + std::to_string(10 + random.bounded(20)) + "T1"
                + std::to_string(random.bounded(10)) + ":" + std::to_string(10 + random.bounded(50))
                + ":" + std::to_string(10 + random.bounded(51));
            const int fraction = int(random.bounded(12));
            if (fraction > 0)
                t += '.';
            for (int d = 1; d < fraction; ++d)
                t += char('0' + random.bounded(10));
            t += 'Z';
            if (random.bounded(2) == 0)
                t[random.bounded(int(t.size()))]
                    = alphabet[random.bounded(int(sizeof alphabet - 1))];
            texts.push_back(t);
        }
        thread_local tolerant::JsonTape tape;
        int usual = 0;
        for (const std::string &text : texts) {
            bool generalNaive = false;
            const Timestamp general
                = tolerant::parseRfc3339(QString::fromStdString(text), &generalNaive);
            if (!general.valid)
                continue;
            const Json value = text;
            tape.clear();
            const std::string quoted = value.dump();
            QVERIFY(tolerant::fastParseTape(quoted.data(), quoted.size(), tape));
            for (const bool fromTape : {false, true}) {
                bool naive = true;
                const Timestamp t = fromTape ? tolerant::toTimestamp(&tape.at(0), &naive)
                                             : tolerant::toTimestamp(&value, &naive);
                QVERIFY2(t.valid, text.c_str());
                QVERIFY2(t.nanosSinceEpoch == general.nanosSinceEpoch, text.c_str());
                QVERIFY2(t.offsetSeconds == general.offsetSeconds, text.c_str());
                QVERIFY2(naive == generalNaive, text.c_str());
            }
            ++usual;
        }
        QVERIFY2(usual > 1500, std::to_string(usual).c_str()); // most are valid
    }

    void fieldAcceptsEverySpelling()
    {
        const Json camel = Json::parse(R"({"invocationId": "c", "groundingMetadata": null})");
        const Json snake = Json::parse(R"({"invocation_id": "s"})");
        const Json mixed = Json::parse(R"({"Invocation_Id": "m"})");
        QCOMPARE(tolerant::stringOr(camel, "invocation_id"), u"c"_s);
        QCOMPARE(tolerant::stringOr(snake, "invocationId"), u"s"_s);
        QCOMPARE(tolerant::stringOr(mixed, "invocationId"), u"m"_s);
        // null means absent
        QVERIFY(tolerant::field(camel, "groundingMetadata") == nullptr);
        QVERIFY(tolerant::field(camel, "missing") == nullptr);
        // not an object
        QVERIFY(tolerant::field(Json::array({1, 2}), "a") == nullptr);
        QCOMPARE(tolerant::stringOr(camel, "missing", u"fallback"_s), u"fallback"_s);
    }

    void fieldPrefersCamelCaseWhenBothExist()
    {
        const Json snakeFirst = Json::parse(R"({"start_index": 1, "startIndex": 2})");
        const Json camelFirst = Json::parse(R"({"startIndex": 3, "start_index": 4})");
        QCOMPARE(tolerant::toInt64(tolerant::field(snakeFirst, "startIndex")), qint64(2));
        QCOMPARE(tolerant::toInt64(tolerant::field(camelFirst, "start_index")), qint64(3));
        // a null camelCase spelling does not hide the snake_case value
        const Json camelNull = Json::parse(R"({"startIndex": null, "start_index": 5})");
        QCOMPARE(tolerant::toInt64(tolerant::field(camelNull, "startIndex")), qint64(5));
        // A key written as asked is matched without folding, in the same order: the first
        // spelling without '_' wins, and a snake_case key asked as written is still the fallback.
        const Json twoCases = Json::parse(R"({"StartIndex": 6, "startIndex": 7})");
        QCOMPARE(tolerant::toInt64(tolerant::field(twoCases, "startIndex")), qint64(6));
        const Json snakeOnly = Json::parse(R"({"start_index": 8, "other": 0})");
        QCOMPARE(tolerant::toInt64(tolerant::field(snakeOnly, "start_index")), qint64(8));
        QCOMPARE(tolerant::toInt64(tolerant::field(snakeOnly, "startIndex")), qint64(8));
        QCOMPARE(tolerant::toInt64(tolerant::field(snakeOnly, "__start__index_")), qint64(8));
    }

    // The helpers read a tape's values (what check reads records as) as they read nlohmann's:
    // every spelling, the camelCase preference, null as absent, numbers, enums, times.
    void tapeValuesReadAsNlohmannsDo()
    {
        const QByteArray texts[] = {
            R"({"invocationId":"c","groundingMetadata":null,"start_index":1,"startIndex":2})",
            R"({"startIndex":null,"start_index":5,"StartIndex":6,"Invocation_Id":"m"})",
            R"({"s":"東京","i":42,"u":18446744073709551615,"n":-7,"f":1.5,"b":true,"o":{},"a":[]})",
            R"({"t":"2026-01-01T09:00:00.123+09:00","e":1759414149.6,"d":"1.5s","ts":{"seconds":"3","nanos":4}})",
            R"({"enum":"Type.AUDIO","k":2,"big":1e300,"neg0":-0.0,"str":"12","bad":"x1","z":0})",
            R"({"":1,"_":2,"__a":3,"A":4,"x_y_z":"snake","xYZ":"camel"})", R"([1,{"a":1}])"};
        const char *keys[] = {"invocationId", "invocation_id", "groundingMetadata", "startIndex",
            "start_index", "s", "i", "u", "n", "f", "b", "o", "a", "t", "e", "d", "ts", "enum", "k",
            "big", "neg0", "str", "bad", "z", "", "_", "A", "a", "xYZ", "x_y_z", "missing"};
        const QStringList names = {u"X"_s, u"TEXT"_s, u"AUDIO"_s};
        int present = 0;
        for (const QByteArray &text : texts) {
            const Json json = Json::parse(text.constData());
            tolerant::JsonTape tape;
            QVERIFY(tolerant::fastParseTape(text.constData(), std::size_t(text.size()), tape));
            const tolerant::TapeValue &root = tape.at(0);
            for (const char *key : keys) {
                const Json *j = tolerant::field(json, key);
                const tolerant::TapeValue *t = tolerant::field(root, key);
                QCOMPARE(!t, !j);
                if (!j)
                    continue;
                ++present;
                QCOMPARE(tolerant::toJson(*t).dump(), j->dump()); // the same member
                QCOMPARE(tolerant::toString(t), tolerant::toString(j));
                QCOMPARE(tolerant::toInt64(t), tolerant::toInt64(j));
                QCOMPARE(tolerant::toDouble(t).has_value(), tolerant::toDouble(j).has_value());
                QCOMPARE(tolerant::toBool(t), tolerant::toBool(j));
                QCOMPARE(tolerant::toEnumName(t, names), tolerant::toEnumName(j, names));
                bool tapeGuess = false;
                bool jsonGuess = false;
                QCOMPARE(tolerant::toTimestamp(t, &tapeGuess).toRfc3339(),
                    tolerant::toTimestamp(j, &jsonGuess).toRfc3339());
                QCOMPARE(tapeGuess, jsonGuess);
                QCOMPARE(tolerant::toDurationNanos(t), tolerant::toDurationNanos(j));
                QCOMPARE(tolerant::textOf(*t), tolerant::textOf(*j));
                QCOMPARE(t->size(), j->size());
                QCOMPARE(t->empty(), j->empty());
            }
        }
        QCOMPARE(present, 36); // members found, each compared
    }

    void fieldAliasesInOrder()
    {
        const Json a = Json::parse(R"({"transfer_agent": "x", "other": 1})");
        const Json b = Json::parse(R"({"transferToAgent": "y", "transferAgent": "z"})");
        QCOMPARE(tolerant::toString(tolerant::field(a, {"transferToAgent", "transferAgent"})),
            std::optional<QString>(u"x"_s));
        QCOMPARE(tolerant::toString(tolerant::field(b, {"transferToAgent", "transferAgent"})),
            std::optional<QString>(u"y"_s));
        QVERIFY(!tolerant::field(a, {"nothing", "none"}));
    }

    void toStringRendersScalars()
    {
        const Json j = Json::parse(R"({"s": "東京", "i": 42, "f": 1.5, "b": true, "o": {}})");
        QCOMPARE(*tolerant::toString(tolerant::field(j, "s")), u"東京"_s);
        QCOMPARE(*tolerant::toString(tolerant::field(j, "i")), u"42"_s);
        QCOMPARE(*tolerant::toString(tolerant::field(j, "f")), u"1.5"_s);
        QCOMPARE(*tolerant::toString(tolerant::field(j, "b")), u"true"_s);
        QVERIFY(!tolerant::toString(tolerant::field(j, "o")));
        QVERIFY(!tolerant::toString(static_cast<const Json *>(nullptr)));
    }

    // numberText() writes a number as dump() does, without allocating (timestamps, properties).
    void numberTextIsDumpsText()
    {
        QVector<Json> numbers = {Json(0), Json(-1), Json(std::numeric_limits<qint64>::min()),
            Json(std::numeric_limits<quint64>::max()), Json(0.1), Json(-0.0), Json(1e300),
            Json(5e-324), Json(1767600001.677742), Json(1759414149.6), Json(137.0),
            Json::parse("12345678901234567890"), Json::parse("-1.5e-7")};
        QRandomGenerator generator(17);
        for (int i = 0; i < 2000; ++i) {
            numbers.append(
                Json(generator.generateDouble() * std::pow(10.0, generator.bounded(-20, 20))));
            numbers.append(Json(qint64(generator.generate64())));
        }
        for (const Json &n : numbers) {
            char buffer[64];
            QCOMPARE(std::string(tolerant::numberText(n, buffer)), n.dump());
            QCOMPARE(*tolerant::toString(&n), QString::fromStdString(n.dump()));
        }
        char buffer[64];
        QVERIFY(tolerant::numberText(Json("7"), buffer).empty());
    }

    void int64FromEveryForm_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("value");
        QTest::newRow("integer") << QByteArray("137") << true << qint64(137);
        QTest::newRow("string") << QByteArray("\"137\"") << true << qint64(137);
        QTest::newRow("exponent string") << QByteArray("\"1.37e2\"") << true << qint64(137);
        QTest::newRow("exponent number") << QByteArray("1.37e2") << true << qint64(137);
        QTest::newRow("integral float") << QByteArray("137.0") << true << qint64(137);
        QTest::newRow("integral float string") << QByteArray("\"137.0\"") << true << qint64(137);
        QTest::newRow("negative string") << QByteArray("\"-42\"") << true << qint64(-42);
        QTest::newRow("zero default") << QByteArray("\"0\"") << true << qint64(0);
        QTest::newRow("int64 max")
            << QByteArray("\"9223372036854775807\"") << true << std::numeric_limits<qint64>::max();
        QTest::newRow("int64 min")
            << QByteArray("\"-9223372036854775808\"") << true << std::numeric_limits<qint64>::min();
        QTest::newRow("int64 max number")
            << QByteArray("9223372036854775807") << true << std::numeric_limits<qint64>::max();
        QTest::newRow("above int64") << QByteArray("\"9223372036854775808\"") << false << qint64(0);
        QTest::newRow("uint64 number") << QByteArray("18446744073709551615") << false << qint64(0);
        QTest::newRow("huge exponent") << QByteArray("\"1e300\"") << false << qint64(0);
        QTest::newRow("huge float") << QByteArray("1e300") << false << qint64(0);
        QTest::newRow("fraction") << QByteArray("\"137.5\"") << false << qint64(0);
        QTest::newRow("fraction number") << QByteArray("137.5") << false << qint64(0);
        QTest::newRow("NaN string") << QByteArray("\"NaN\"") << false << qint64(0);
        QTest::newRow("word") << QByteArray("\"twelve\"") << false << qint64(0);
        QTest::newRow("hex") << QByteArray("\"0x10\"") << false << qint64(0);
        QTest::newRow("empty") << QByteArray("\"\"") << false << qint64(0);
        QTest::newRow("bool") << QByteArray("true") << false << qint64(0);
        QTest::newRow("tiny exponent") << QByteArray("\"1e-300\"") << false << qint64(0);
        QTest::newRow("big exponent exact")
            << QByteArray("\"9e18\"") << true << qint64(9000000000000000000LL);
    }

    void int64FromEveryForm()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, ok);
        QFETCH(qint64, value);
        const Json j = Json::parse(json.toStdString());
        const auto r = tolerant::toInt64(&j);
        QCOMPARE(r.has_value(), ok);
        if (ok)
            QCOMPARE(*r, value);
    }

    void doublesAndBools()
    {
        const Json j = Json::parse(
            R"({"a": 0.91, "b": "0.5", "c": "NaN", "d": "Infinity", "e": "-Infinity",
                    "f": 1, "g": "x", "t": true, "ts": "true", "fs": "false", "n": 0})");
        QCOMPARE(*tolerant::toDouble(tolerant::field(j, "a")), 0.91);
        QCOMPARE(*tolerant::toDouble(tolerant::field(j, "b")), 0.5);
        QVERIFY(qIsNaN(*tolerant::toDouble(tolerant::field(j, "c"))));
        QVERIFY(qIsInf(*tolerant::toDouble(tolerant::field(j, "d"))));
        QVERIFY(*tolerant::toDouble(tolerant::field(j, "e")) < 0);
        QCOMPARE(*tolerant::toDouble(tolerant::field(j, "f")), 1.0);
        QVERIFY(!tolerant::toDouble(tolerant::field(j, "g")));
        bool wasString = true;
        QCOMPARE(tolerant::toBool(tolerant::field(j, "t"), &wasString), std::optional<bool>(true));
        QVERIFY(!wasString);
        QCOMPARE(tolerant::toBool(tolerant::field(j, "ts"), &wasString), std::optional<bool>(true));
        QVERIFY(wasString);
        QCOMPARE(
            tolerant::toBool(tolerant::field(j, "fs"), &wasString), std::optional<bool>(false));
        QVERIFY(wasString);
        QVERIFY(!tolerant::toBool(tolerant::field(j, "n"), &wasString));
        QVERIFY(!tolerant::toBool(tolerant::field(j, "g")));
    }

    void enums_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("name") << QByteArray("\"SUCCEEDED\"") << u"SUCCEEDED"_s;
        QTest::newRow("lower case") << QByteArray("\"succeeded\"") << u"SUCCEEDED"_s;
        QTest::newRow("python prefix") << QByteArray("\"State.SUCCEEDED\"") << u"SUCCEEDED"_s;
        QTest::newRow("integer") << QByteArray("3") << u"SUCCEEDED"_s;
        QTest::newRow("numeric string") << QByteArray("\"2\"") << u"FAILED"_s;
        QTest::newRow("integral float") << QByteArray("1.0") << u"IN_PROGRESS"_s;
        QTest::newRow("unknown name") << QByteArray("\"EXPLODED\"") << u"EXPLODED"_s;
        QTest::newRow("unknown prefixed")
            << QByteArray("\"State.EXPLODED\"") << u"State.EXPLODED"_s;
        QTest::newRow("unknown number") << QByteArray("17") << u"17"_s;
        QTest::newRow("negative number") << QByteArray("-1") << u"-1"_s;
        QTest::newRow("zero") << QByteArray("0") << u"STATE_UNSPECIFIED"_s;
    }

    void enums()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const QStringList names
            = {u"STATE_UNSPECIFIED"_s, u"IN_PROGRESS"_s, u"FAILED"_s, u"SUCCEEDED"_s};
        const Json j = Json::parse(json.toStdString());
        QCOMPARE(tolerant::toEnumName(&j, names), std::optional<QString>(expected));
    }

    void enumsRejectNonScalars()
    {
        const Json j = Json::parse(R"({"a": [1]})");
        QVERIFY(!tolerant::toEnumName(tolerant::field(j, "a"), {u"X"_s}));
        QVERIFY(!tolerant::toEnumName(static_cast<const Json *>(nullptr), {u"X"_s}));
    }

    void base64_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QByteArray>("decoded");
        const QByteArray bytes("\xfb\xff\xbf hello");
        QTest::newRow("standard") << bytes.toBase64() << true << bytes;
        QTest::newRow("url-safe") << bytes.toBase64(QByteArray::Base64UrlEncoding) << true << bytes;
        QTest::newRow("url-safe unpadded")
            << bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals)
            << true << bytes;
        QTest::newRow("unpadded one") << QByteArray("YQ") << true << QByteArray("a");
        QTest::newRow("unpadded two") << QByteArray("YWI") << true << QByteArray("ab");
        QTest::newRow("whitespace")
            << QByteArray("aGVs\nbG8g\r\nd29y bGQ=\t") << true << QByteArray("hello world");
        QTest::newRow("data prefix") << QByteArray("data:image/png;base64,iVBORw0KGgo=") << true
                                     << QByteArray("\x89PNG\r\n\x1a\n");
        QTest::newRow("empty") << QByteArray("") << true << QByteArray();
        QTest::newRow("garbage") << QByteArray("not base64!!") << false << QByteArray();
        QTest::newRow("bad length") << QByteArray("abcde") << false << QByteArray();
        QTest::newRow("data without base64")
            << QByteArray("data:text/plain,hello") << false << QByteArray();
        QTest::newRow("padding inside") << QByteArray("YQ==YQ==") << false << QByteArray();
    }

    void base64()
    {
        QFETCH(QByteArray, input);
        QFETCH(bool, ok);
        QFETCH(QByteArray, decoded);
        const auto r
            = tolerant::decodeBase64(std::string_view(input.constData(), size_t(input.size())));
        QCOMPARE(r.has_value(), ok);
        if (ok)
            QCOMPARE(*r, decoded);
    }

    void jsonTextKeepsOrderAndSurvivesInvalidUtf8()
    {
        const Json j
            = Json::parse(R"({"zeta": 1, "alpha": {"b": 2, "a": [true, null]}, "mid": "x"})");
        QCOMPARE(tolerant::toJsonText(j).json,
            QByteArray(R"({"zeta":1,"alpha":{"b":2,"a":[true,null]},"mid":"x"})"));
        QVERIFY(tolerant::toJsonText(Json()).isNull());
        Json bad = Json::object();
        bad["k"] = std::string("ok\xff\xfe");
        const JsonText t = tolerant::toJsonText(bad);
        QVERIFY(!t.isNull());
        QVERIFY(t.json.startsWith("{\"k\":\"ok"));
    }

    void unknownFieldsKeepsOnlyUnknownOnes()
    {
        const Json j = Json::parse(
            R"({"role": "user", "chunks": [], "event_time": "t", "nodeInfo": {"x": 1}, "partial": true, "gone": null})");
        QCOMPARE(tolerant::unknownFields(j, {"role", "chunks", "eventtime"}).json,
            QByteArray(R"({"nodeInfo":{"x":1},"partial":true})"));
        QVERIFY(tolerant::unknownFields(j, {"role", "chunks", "eventtime", "nodeinfo", "partial"})
                    .isNull());
        QVERIFY(tolerant::unknownFields(Json::array(), {}).isNull());
    }

    void unwrapsStructInMessageForm()
    {
        const Json wrapped = Json::parse(R"({"fields": {
            "query": {"stringValue": "weather"},
            "limit": {"numberValue": 3},
            "exact": {"boolValue": false},
            "none": {"nullValue": "NULL_VALUE"},
            "nested": {"structValue": {"fields": {"k": {"stringValue": "v"}}}},
            "list": {"listValue": {"values": [{"numberValue": 1}, {"stringValue": "two"}]}}}})");
        QCOMPARE(tolerant::toJsonText(tolerant::unwrapStructFields(wrapped)).json,
            QByteArray(R"({"query":"weather","limit":3,"exact":false,"none":null,)"
                       R"("nested":{"k":"v"},"list":[1,"two"]})"));
        // not every entry is a wrapper: unchanged
        const Json partial = Json::parse(R"({"fields": {"a": {"stringValue": "x"}, "b": 3}})");
        QVERIFY(tolerant::unwrapStructFields(partial) == partial);
        const Json plain = Json::parse(R"({"fields": "text", "other": 1})");
        QVERIFY(tolerant::unwrapStructFields(plain) == plain);
        const Json twoKinds
            = Json::parse(R"({"fields": {"a": {"stringValue": "x", "boolValue": true}}})");
        QVERIFY(tolerant::unwrapStructFields(twoKinds) == twoKinds);
    }

    void paths()
    {
        QCOMPARE(tolerant::path(QString(), "turns", 3), u"turns[3]"_s);
        QCOMPARE(tolerant::path(u"turns[0]"_s, "messages", 1), u"turns[0].messages[1]"_s);
        QCOMPARE(tolerant::path(u"a"_s, "b"), u"a.b"_s);
        QCOMPARE(tolerant::path(u"a.b"_s, "c"), u"a.b.c"_s);
        QCOMPARE(tolerant::path(QString(), "root"), u"root"_s);
    }

    void jsonNodeKeepsOrderAndBigNumbers()
    {
        QString error;
        const auto root = parseJsonTree(
            R"({"zeta": 9223372036854775807, "alpha": [18446744073709551615,)"
            R"( -9223372036854775808, 1.10, 1.5e300], "k": "\u00e9\u003c", "n": null,)"
            R"( "b": false, "zeta2": {}})",
            &error);
        QVERIFY2(root, qPrintable(error));
        QVERIFY(error.isEmpty());
        QCOMPARE(root->type, JsonNode::Type::Object);
        QCOMPARE(root->children.size(), 6);
        QCOMPARE(root->children[0]->key, u"zeta"_s);
        QCOMPARE(root->children[0]->scalar, u"9223372036854775807"_s);
        QCOMPARE(root->children[0]->type, JsonNode::Type::Number);
        QCOMPARE(root->children[1]->key, u"alpha"_s);
        const auto &alpha = root->children[1];
        QCOMPARE(alpha->type, JsonNode::Type::Array);
        QCOMPARE(alpha->children[0]->scalar, u"18446744073709551615"_s);
        QCOMPARE(alpha->children[1]->scalar, u"-9223372036854775808"_s);
        QCOMPARE(alpha->children[2]->scalar, u"1.10"_s);
        QCOMPARE(alpha->children[3]->scalar, u"1.5e300"_s);
        QCOMPARE(alpha->children[2]->index, 2);
        QVERIFY(alpha->children[2]->key.isEmpty());
        QCOMPARE(alpha->children[2]->parent, alpha.get());
        QCOMPARE(alpha->parent, root.get());
        QCOMPARE(root->children[2]->type, JsonNode::Type::String);
        QCOMPARE(root->children[2]->scalar, u"é<"_s);
        QCOMPARE(root->children[3]->type, JsonNode::Type::Null);
        QCOMPARE(root->children[4]->scalar, u"false"_s);
        QCOMPARE(root->children[5]->type, JsonNode::Type::Object);
        QCOMPARE(root->children[5]->children.size(), 0);
        QVERIFY(root->parent == nullptr);
    }

    void jsonNodeDuplicateKeysLastWins()
    {
        const auto root = parseJsonTree(R"({"a": 1, "b": 2, "a": 3})");
        QVERIFY(root);
        QCOMPARE(root->children.size(), 2);
        QCOMPARE(root->children[0]->key, u"a"_s);
        QCOMPARE(root->children[0]->scalar, u"3"_s);
    }

    void jsonNodeErrorsHaveLineAndColumn()
    {
        QString error;
        QVERIFY(!parseJsonTree("{\n  \"a\": 1,\n  \"b\": tru\n}", &error));
        QVERIFY2(error.contains(u"3:"_s), qPrintable(error));
        error.clear();
        QVERIFY(!parseJsonTree("{\"a\": [1, 2", &error));
        QVERIFY2(error.startsWith(u"Invalid JSON at 1:"_s), qPrintable(error));
        QVERIFY(!parseJsonTree(QByteArray(), &error));
        QVERIFY(!parseJsonTree(QByteArray(5000, '['), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!parseJsonTree("\"bad \xff utf8\"", &error));
        QVERIFY(!parseJsonTree("[1e400]", &error));
        QVERIFY2(error.contains(u"overflow"_s), qPrintable(error));
        QVERIFY(!error.contains(u"json.exception"_s));
    }

    void prettyJsonKeepsOrder()
    {
        QCOMPARE(prettyJson(JsonText {QByteArray(R"({"z":1,"a":[2]})")}),
            u"{\n  \"z\": 1,\n  \"a\": [\n    2\n  ]\n}"_s);
        QCOMPARE(prettyJson(JsonText {QByteArray("{broken")}), u"{broken"_s);
        QVERIFY(prettyJson(JsonText()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTolerantJson)
#include "tst_tolerant_json.moc"
