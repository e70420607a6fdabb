// SPDX-License-Identifier: GPL-2.0-or-later
// The fast JSON parser against nlohmann: every fixture, generated documents and malformed text
// give the same DOM (types, key order, duplicates, dump) or the fast parser declines and
// parseRecordText reports nlohmann's exact error. Its tape form (fastParseTape, what check reads)
// takes the same texts but those that repeat a key, and holds the same values.
#include "avx2_scope.h"
#include "document/conversation_unit.h"
#include "document/mapped_file.h"
#include "json/fast_json.h"
#include "json/json_parse.h"
#include "json/json_tape.h"
#include "json/tolerant_json.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;

namespace {

// Stricter than ==: the number type (unsigned, integer, float) and the float's bits count too.
bool sameDom(const Json &a, const Json &b)
{
    if (a.type() != b.type())
        return false;
    switch (a.type()) {
    case Json::value_t::object: {
        if (a.size() != b.size())
            return false;
        for (auto i = a.begin(), j = b.begin(); i != a.end(); ++i, ++j) {
            if (i.key() != j.key() || !sameDom(i.value(), j.value()))
                return false;
        }
        return true;
    }
    case Json::value_t::array:
        if (a.size() != b.size())
            return false;
        for (std::size_t k = 0; k < a.size(); ++k) {
            if (!sameDom(a[k], b[k]))
                return false;
        }
        return true;
    case Json::value_t::number_float: {
        const double x = a.get<double>();
        const double y = b.get<double>();
        return std::memcmp(&x, &y, sizeof x) == 0;
    }
    default:
        return a == b;
    }
}

// fastParseTape() of `text` on a tape that holds a record before it and gets one after it, its
// strings copied or borrowed: whether it took the text, its value as nlohmann's, and whether
// the records around it are intact (a declined text leaves nothing behind).
struct TapeResult {
    bool ok = false;
    bool intact = false;
    Json value;
};

TapeResult parseOnTape(
    const QByteArray &text, bool borrow, const std::vector<std::string> *keys = nullptr)
{
    thread_local tolerant::JsonTape tape;
    tape.clear();
    static const QByteArray before = R"({"before":["a\"b",1,{"c":null}]})";
    static const QByteArray after = R"(["after"])";
    const auto parse = [](const QByteArray &t, const std::vector<std::string> *k, bool b) {
        return tolerant::fastParseTape(t.constData(), std::size_t(t.size()), tape, k, b);
    };
    TapeResult r;
    const bool first = parse(before, nullptr, false);
    const std::size_t root = tape.size();
    r.ok = parse(text, keys, borrow);
    const std::size_t next = tape.size();
    const bool last = parse(after, nullptr, false);
    r.intact = first && last && toJson(tape.at(0)) == Json::parse(before.constData())
        && toJson(tape.at(next)) == Json::parse(after.constData())
        && (r.ok ? next == root + tape.at(root).span() : next == root);
    if (r.ok)
        r.value = toJson(tape.at(root));
    return r;
}

int tapeDisagreements = 0; ///< texts on which compare() found the tape wrong

struct Outcome {
    bool fastOk = false;
    bool nlohmannOk = false;
    bool same = false;
    bool tapeOk = false; ///< fastParseTape took it (both ways, with the same value)
    bool tapeSame = false; ///< and holds what fastParseJson built
};

Outcome compare(const QByteArray &text)
{
    Outcome o;
    Json fast;
    o.fastOk = tolerant::fastParseJson(text.constData(), std::size_t(text.size()), fast);
    const Json slow = Json::parse(text.constBegin(), text.constEnd(), nullptr, false);
    o.nlohmannOk = !slow.is_discarded();
    o.same = o.fastOk && o.nlohmannOk && sameDom(fast, slow) && fast == slow
        && fast.dump() == slow.dump();
    const TapeResult copied = parseOnTape(text, false);
    const TapeResult borrowed = parseOnTape(text, true);
    o.tapeOk = copied.ok && borrowed.ok;
    o.tapeSame = o.tapeOk && o.fastOk && sameDom(copied.value, fast)
        && sameDom(borrowed.value, fast) && copied.value.dump() == fast.dump();
    // The tape takes only what fastParseJson takes, with the same value, and leaves its
    // other records alone (TestFastJson::cleanup() fails a test where it did not).
    if (copied.ok != borrowed.ok || (o.tapeOk && !o.tapeSame) || !copied.intact
        || !borrowed.intact) {
        o.same = false;
        ++tapeDisagreements;
        qWarning() << "the tape disagrees on" << text.left(200);
    }
    return o;
}

// What parseRecordText gives: "ok", whether bad UTF-8 was replaced and the dump, or the error
// and its byte.
QByteArray recordOutcome(const QByteArray &text)
{
    bool replaced = false;
    Json v;
    tolerant::JsonParseFailure failure;
    if (parseRecordText(text, v, &failure, &replaced))
        return (replaced ? "ok replaced " : "ok ") + QByteArray::fromStdString(v.dump());
    return "error " + failure.message.toUtf8() + " @"
        + QByteArray::number(qulonglong(failure.byteOffset));
}

// The same with nlohmann alone, as parseRecordText did before the fast parser: strict parse,
// then (for text that is not valid UTF-8) a second parse with U+FFFD in place of bad bytes.
QByteArray nlohmannOutcome(const QByteArray &text)
{
    try {
        return "ok "
            + QByteArray::fromStdString(Json::parse(text.constBegin(), text.constEnd()).dump());
    } catch (const nlohmann::json::parse_error &e) {
        const QByteArray error = "error " + tolerant::jsonParseErrorText(e.what()).toUtf8() + " @"
            + QByteArray::number(qulonglong(e.byte > 0 ? e.byte - 1 : 0));
        if (MappedFile::firstInvalidUtf8(text.constData(), text.size()) < 0)
            return error;
        const QByteArray clean = QString::fromUtf8(text).toUtf8();
        const Json v = Json::parse(clean.constBegin(), clean.constEnd(), nullptr, false);
        return v.is_discarded() ? error : "ok replaced " + QByteArray::fromStdString(v.dump());
    } catch (const nlohmann::json::out_of_range &e) {
        // parseRecordText reports it as a syntax error at the text's start.
        return "error " + tolerant::jsonParseErrorText(e.what()).toUtf8() + " @0";
    }
}

/// Writes random JSON text: nesting, escapes, raw and escaped Unicode (surrogate pairs),
/// numbers at the edges of every type, duplicate keys, all four whitespace characters.
class JsonGenerator
{
public:
    explicit JsonGenerator(quint32 seed)
        : m_random(seed)
    { }

    QByteArray document()
    {
        QByteArray out;
        space(out);
        value(out, 0);
        space(out);
        return out;
    }

private:
    int pick(int n) { return int(m_random.bounded(n)); }

    void space(QByteArray &out)
    {
        static const char spaces[] = {' ', '\n', '\r', '\t'};
        const int n = pick(4) == 0 ? pick(4) : 0;
        for (int k = 0; k < n; ++k)
            out += spaces[pick(4)];
    }

    void string(QByteArray &out)
    {
        static const char *const pieces[] = {"a", "key", "Hello world", "\\\"", "\\\\", "\\/",
            "\\b", "\\f", "\\n", "\\r", "\\t", "\\u0000", "\\u001f", "\\u00e9", "\\u00E9",
            "\\u20ac", "\\uFFFF", "\\ud83d\\ude00", "\\uD834\\uDD1E", "\xc3\xa9", "\xe4\xba\xac",
            "\xe9\x83\xbd", "\xf0\x9f\x98\x80", "\xef\xbf\xbd", "\xed\x9f\xbf", "\xf4\x8f\xbf\xbf",
            "~", "0123456789abcdef0123456789", "_"};
        out += '"';
        const int n = pick(3) == 0 ? pick(40) : pick(4);
        for (int k = 0; k < n; ++k)
            out += pieces[pick(int(std::size(pieces)))];
        out += '"';
    }

    void number(QByteArray &out)
    {
        static const char *const edges[] = {"0", "-0", "-0.0", "0.0", "1", "-1", "0.5", "-0.5",
            "1e5", "1E5", "1e+5", "1e-5", "1.5E-7", "-2.5e+10", "123456789", "4294967295",
            "4294967296", "9223372036854775807", "9223372036854775808", "18446744073709551615",
            "18446744073709551616", "-9223372036854775808", "-9223372036854775809",
            "123456789012345678901234567890", "1.7976931348623157e308", "4.9e-324",
            "2.2250738585072014e-308", "0.1", "0.30000000000000004", "1e0", "100e-2",
            "1767600003.440", "3.14159265358979323846264338327950288"};
        if (pick(2) == 0) {
            out += edges[pick(int(std::size(edges)))];
            return;
        }
        if (pick(2) == 0)
            out += '-';
        out += QByteArray::number(m_random.generate64() >> pick(64));
        if (pick(3) == 0)
            out += '.' + QByteArray::number(pick(1000000));
        if (pick(4) == 0)
            out += (pick(2) ? "e" : "E") + QByteArray(pick(2) ? "-" : "")
                + QByteArray::number(pick(280));
    }

    void value(QByteArray &out, int depth)
    {
        const int kind = depth > 6 ? 2 + pick(5) : pick(7);
        switch (kind) {
        case 0: {
            out += '{';
            space(out);
            const int n = pick(6);
            for (int k = 0; k < n; ++k) {
                if (k > 0) {
                    out += ',';
                    space(out);
                }
                // Small key alphabet: duplicate keys are frequent.
                static const char *const keys[]
                    = {"\"a\"", "\"b\"", "\"id\"", "\"\"", "\"text\"", "\"a_b\"", "\"\\u0061\"",
                        "\"\xe9\x8d\xb5\"", "\"a very long key name beyond sso\""};
                out += keys[pick(int(std::size(keys)))];
                space(out);
                out += ':';
                space(out);
                value(out, depth + 1);
                space(out);
            }
            out += '}';
            break;
        }
        case 1: {
            out += '[';
            space(out);
            const int n = pick(7);
            for (int k = 0; k < n; ++k) {
                if (k > 0) {
                    out += ',';
                    space(out);
                }
                value(out, depth + 1);
                space(out);
            }
            out += ']';
            break;
        }
        case 2:
        case 3:
            string(out);
            break;
        case 4:
            number(out);
            break;
        case 5:
            out += pick(2) ? "true" : "false";
            break;
        default:
            out += "null";
            break;
        }
    }

    QRandomGenerator m_random;
};

// The decoder as it was before the fast one: whitespace dropped, URL-safe letters mapped,
// padding added, then Qt's strict decoder. The fast decoder must agree on every text.
std::optional<QByteArray> referenceBase64(std::string_view text)
{
    const std::optional<std::string_view> payload = tolerant::base64Payload(text);
    if (!payload)
        return std::nullopt;
    text = *payload;
    QByteArray b;
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v')
            continue;
        b.append(c == '-' ? '+' : c == '_' ? '/' : c);
    }
    if (b.size() % 4 == 1)
        return std::nullopt;
    if (b.size() % 4 == 2)
        b.append("==");
    else if (b.size() % 4 == 3)
        b.append('=');
    auto result = QByteArray::fromBase64Encoding(
        b, QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (result.decodingStatus != QByteArray::Base64DecodingStatus::Ok)
        return std::nullopt;
    return std::move(result.decoded);
}

// `v` with the value of every member whose folded key is in `keys` (at any depth) made an
// empty value of its type: what fastParseJson() with type-only keys must build.
Json emptied(const Json &v, const std::vector<std::string> &keys)
{
    if (v.is_array()) {
        Json out = Json::array();
        for (const Json &e : v)
            out.push_back(emptied(e, keys));
        return out;
    }
    if (!v.is_object())
        return v;
    Json out = Json::object();
    for (auto it = v.begin(); it != v.end(); ++it) {
        const Json &value = it.value();
        if (std::find(keys.begin(), keys.end(), tolerant::foldKey(it.key())) == keys.end())
            out[it.key()] = emptied(value, keys);
        else if (value.is_object())
            out[it.key()] = Json::object();
        else if (value.is_array())
            out[it.key()] = Json::array();
        else if (value.is_string())
            out[it.key()] = std::string();
        else
            out[it.key()] = value;
    }
    return out;
}

// fastParseJson() with `keys` type-only: accepts exactly what it accepts without them, and
// builds the emptied DOM. *changed: something was emptied.
bool typeOnlyAgrees(const QByteArray &text, const std::vector<std::string> &keys, bool *changed)
{
    Json full;
    Json typeOnly;
    const bool fullOk = tolerant::fastParseJson(text.constData(), std::size_t(text.size()), full);
    const bool typeOnlyOk
        = tolerant::fastParseJson(text.constData(), std::size_t(text.size()), typeOnly, keys);
    if (fullOk != typeOnlyOk)
        return false;
    if (!fullOk)
        return true;
    const Json expected = emptied(full, keys);
    *changed = *changed || expected != full;
    // The tape with the same keys: the same emptied value, unless it declines a repeated key.
    for (const bool borrow : {false, true}) {
        const TapeResult tape = parseOnTape(text, borrow, &keys);
        if (!tape.intact || (tape.ok && !sameDom(tape.value, expected)))
            return false;
    }
    return sameDom(typeOnly, expected);
}

QStringList fixtureFiles()
{
    const QDir dir(QStringLiteral(INSPECTOR_TEST_DATA));
    QStringList files;
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
        if (name != u"README.md"_s)
            files << dir.filePath(name);
    }
    return files;
}

} // namespace

class TestFastJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup()
    {
        QCOMPARE(tapeDisagreements, 0);
        tapeDisagreements = 0;
    }

    void fixturesParseAsNlohmannDoes()
    {
        int documents = 0;
        int lines = 0;
        int onTape = 0;
        for (const QString &path : fixtureFiles()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray text = f.readAll();
            const Outcome whole = compare(text);
            QVERIFY2(whole.fastOk == whole.nlohmannOk, qPrintable(path));
            if (whole.nlohmannOk) {
                QVERIFY2(whole.same, qPrintable(path));
                ++documents;
            }
            onTape += whole.tapeOk ? 1 : 0;
            // Each line too (JSONL records, and lines of pretty-printed files that parse alone).
            for (const QByteArray &line : text.split('\n')) {
                const Outcome one = compare(line);
                QVERIFY2(one.fastOk == one.nlohmannOk,
                    qPrintable(path + u": "_s + QString::fromUtf8(line.left(80))));
                if (one.nlohmannOk) {
                    QVERIFY2(one.same, qPrintable(path));
                    ++lines;
                }
            }
        }
        QVERIFY(documents >= 30);
        QVERIFY(lines >= 20);
        QCOMPARE(onTape, documents);
    }

    void generatedDocumentsParseAsNlohmannDoes_data() { addAvx2Rows(); }
    void generatedDocumentsParseAsNlohmannDoes()
    {
        QFETCH(bool, avx2);
        const Avx2Scope scope(avx2);
        JsonGenerator generator(20260101);
        int parsed = 0;
        for (int k = 0; k < 3000; ++k) {
            const QByteArray text = generator.document();
            const Outcome o = compare(text);
            QVERIFY2(o.nlohmannOk, text.constData()); // the generator writes valid JSON
            QVERIFY2(o.fastOk, text.constData());
            QVERIFY2(o.same, text.constData());
            ++parsed;
        }
        QCOMPARE(parsed, 3000);
    }

    void numbersKeepNlohmannsTypes()
    {
        struct Case {
            const char *text;
            Json::value_t type;
        };
        const Case cases[] = {{"0", Json::value_t::number_unsigned},
            {"-0", Json::value_t::number_integer}, {"-0.0", Json::value_t::number_float},
            {"18446744073709551615", Json::value_t::number_unsigned},
            {"18446744073709551616", Json::value_t::number_float},
            {"-9223372036854775808", Json::value_t::number_integer},
            {"-9223372036854775809", Json::value_t::number_float},
            {"1e2", Json::value_t::number_float}, {"1.0", Json::value_t::number_float},
            {"4.9e-324", Json::value_t::number_float}};
        for (const Case &c : cases) {
            Json v;
            QVERIFY2(tolerant::fastParseJson(c.text, std::strlen(c.text), v), c.text);
            QCOMPARE(int(v.type()), int(c.type));
            QVERIFY(sameDom(v, Json::parse(c.text)));
        }
        QCOMPARE(Json(0).dump(), std::string("0"));
        Json negativeZero;
        QVERIFY(tolerant::fastParseJson("-0.0", 4, negativeZero));
        QCOMPARE(negativeZero.dump(), std::string("-0.0"));
    }

    void duplicateKeysKeepFirstPlaceLastValue()
    {
        const QByteArray text = R"({"a":1,"b":{"x":1},"a":[2],"b":"z","c":null})";
        Json v;
        QVERIFY(tolerant::fastParseJson(text.constData(), std::size_t(text.size()), v));
        QCOMPARE(v.dump(), std::string(R"({"a":[2],"b":"z","c":null})"));
        QVERIFY(compare(text).same);
    }

    void theTapeDeclinesRepeatedKeysOnly()
    {
        // nlohmann keeps a repeated key's first place and last value, which a tape cannot hold:
        // the tape declines, and the record is read from nlohmann's value instead.
        const QByteArray inputs[]
            = {R"({"a":1,"b":2,"a":3})", R"([{"x":{"k":1,"k":1}}])", R"({"a\u0062":1,"ab":2})"};
        for (const QByteArray &text : inputs) {
            const Outcome o = compare(text);
            QVERIFY2(o.fastOk && o.same && !o.tapeOk, text.constData());
        }
        // A wide object (hashed keys) repeating its first key at the end.
        QByteArray wide = "{";
        for (int k = 0; k < 100; ++k)
            wide += "\"key" + QByteArray::number(k) + "\":" + QByteArray::number(k) + ",";
        QVERIFY(compare(wide + R"("key99x":0})").tapeOk);
        QVERIFY(!compare(wide + R"("key0":0})").tapeOk);
        // Keys of one length, first and last character (a narrow object compares them only
        // then): distinct ones are taken, a repeated one declined.
        QByteArray alike = "{";
        for (int k = 0; k < 20; ++k)
            alike += "\"a" + QByteArray::number(k % 10) + QByteArray::number(k / 10) + "a\":0,";
        QVERIFY(compare(alike + R"("zz":0})").tapeOk);
        QVERIFY(!compare(alike + R"("a31a":0})").tapeOk);
        // Keys that only fold alike are distinct keys; escapes and long strings are copied.
        const Outcome distinct = compare(R"({"a_b":1,"aB":2,"ab":[],"s":"\n\u00e9\ud83d\ude00"})");
        QVERIFY(distinct.tapeOk && distinct.tapeSame);
        const Outcome longString = compare("[\"" + QByteArray(300000, 'x') + "\\\"\"]");
        QVERIFY(longString.tapeOk && longString.tapeSame);
    }

    void tapeKeysCarryTheirFoldedShape()
    {
        // Keys of 0 to 40 characters, a '_' anywhere or none (the parser tests up to 16 of them
        // at once): each key's folded shape on the tape is foldedKeyShape()'s, so that field()
        // finds the member by its folded spelling.
        QRandomGenerator random(11);
        for (int n = 0; n < 4000; ++n) {
            std::string key(random.bounded(41), 'a');
            for (char &c : key)
                c = "abXY_z09"[random.bounded(8)];
            const std::string text = "{\"" + key + "\":1,\"other\":2}";
            tolerant::JsonTape tape;
            QVERIFY(tolerant::fastParseTape(text.data(), text.size(), tape, nullptr, false, false));
            const tolerant::FoldedKeyShape shape = tolerant::foldedKeyShape(key);
            QVERIFY2(tape.at(1).mayFoldTo(shape.first, shape.length), key.c_str());
            QVERIFY2(!tape.at(1).mayFoldTo(shape.first, shape.length + 1), key.c_str());
            const tolerant::TapeValue *found = tolerant::field(tape.at(0), tolerant::foldKey(key));
            QVERIFY2(found && found == &tape.at(2), key.c_str());
        }
    }

    // The parser's scratch stacks are the thread's, reused by every parse: what a failure deep
    // inside a record leaves there (keys longer than a short string, values half built), and
    // repeated long keys, never reach the next record's value.
    void aFailedParseLeavesNothingForTheNext()
    {
        const std::string longKey(40, 'k');
        const QByteArray broken = QByteArray::fromStdString(R"({"outer":{")" + longKey
            + R"(":[1,{")" + longKey + R"(x":"a value longer than a short string","y":[true,)");
        const QByteArray valid = QByteArray::fromStdString(R"({"a":[{"b":1},{"c":[2,3]}],")"
            + longKey + R"(":{"d":"e"},"z":null,")" + longKey + R"(":[4]})");
        for (int round = 0; round < 3; ++round) {
            Json v;
            QVERIFY(!tolerant::fastParseJson(broken.constData(), std::size_t(broken.size()), v));
            QVERIFY(compare(valid).same);
            QVERIFY(tolerant::fastParseJson(valid.constData(), std::size_t(valid.size()), v));
            QCOMPARE(v.dump(), R"({"a":[{"b":1},{"c":[2,3]}],")" + longKey + R"(":[4],"z":null})");
        }
    }

    void declinesWhatItDoesNotTakeOn()
    {
        // Valid for nlohmann, left to it: a byte order mark, floats that underflow, deep nesting.
        const QByteArray deep = QByteArray(600, '[') + QByteArray(600, ']');
        const QByteArray inputs[] = {"\xef\xbb\xbf{\"a\":1}", "1e-400", "[-2.4e-324]", deep};
        for (const QByteArray &text : inputs) {
            Json v;
            QVERIFY(!tolerant::fastParseJson(text.constData(), std::size_t(text.size()), v));
            QVERIFY(
                !Json::parse(text.constBegin(), text.constEnd(), nullptr, false).is_discarded());
            if (text == deep)
                continue;
            // The record path still parses it (through nlohmann).
            QCOMPARE(recordOutcome(text), nlohmannOutcome(text));
        }
        // Nesting past the one limit of every parse is refused, by nlohmann's fallback too.
        Json v;
        tolerant::JsonParseFailure failure;
        QVERIFY(!parseRecordText(deep, v, &failure));
        QCOMPARE(failure.kind, tolerant::JsonParseFailure::Kind::TooDeep);
        QCOMPARE(failure.byteOffset, std::size_t(tolerant::kMaxJsonDepth));
    }

    void malformedTextGivesNlohmannsError()
    {
        const QByteArray inputs[] = {"", " ", "{", "}", "[1,]", "[1 2]", "{\"a\" 1}", "{\"a\":}",
            "{a:1}", "{\"a\":1,}", "\"abc", "\"a\\x\"", "\"\\u12\"", "\"\\ud800\"",
            "\"\\ud800\\u0041\"", "\"\\udc00\"", "\"tab\there\"", "01", "-", "1.", "1.e5", "1e",
            "+1", ".5", "tru", "nul", "nulll", "[] []", "{\"a\":1}x", "\"\xc3\"", "\"\xc0\xaf\"",
            "\"\xed\xa0\x80\"", "\"\xf4\x90\x80\x80\"", "\"\xff\"", "[\"a\",\xe9]", "NaN", "[1,2",
            "{\"k\":\"v\"", "1e400", "[-1e400]", QByteArray("[1]\0", 4), "\"\x7f\"", "[-]", "1e+",
            "[.1]"};
        for (const QByteArray &text : inputs) {
            // The fast parser may decline valid text ("[1]\\0": nlohmann stops at a NUL byte),
            // never accept invalid text.
            const Outcome o = compare(text);
            QVERIFY2(!o.fastOk || o.same, text.constData());
            QCOMPARE(recordOutcome(text), nlohmannOutcome(text));
        }
    }

    void base64MatchesQtsStrictDecoder()
    {
        QRandomGenerator random(11);
        const QByteArray alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
                                    "+/-_= \n\r\t\f\v.*\xc3";
        QVector<QByteArray> texts = {"", " ", "=", "==", "QQ", "QQ=", "QQ==", "QQ===", "QUI",
            "QUI=", "QUJD", "QUJDRA", "QUJDRA==", "QUJDRA=", "QUJDR", "Q===", "QQ=A",
            "QQ==QQ==", "QU JD\n", "data:image/png;base64,iVBORw0KGgo=", "data:text/plain,QUJD",
            "data:;base64,", "data:x;base64", "_-_-",
            "QUJD=", "QUJD==", "QUJDR===", "QR==", "QUJDRA=\n=", "QUJDRA= =", "QUJDRA=A"};
        for (int k = 0; k < 20000; ++k) {
            QByteArray text;
            const int n = int(random.bounded(k % 10 == 0 ? 200 : 16));
            // Mostly the alphabet; now and then padding, whitespace or an illegal character.
            for (int i = 0; i < n; ++i) {
                const bool odd = random.bounded(12) == 0;
                text += alphabet.at(
                    int(odd ? random.bounded(int(alphabet.size())) : random.bounded(64)));
            }
            if (random.bounded(4) == 0)
                text += QByteArray(int(random.bounded(3)), '=');
            texts << text;
        }
        // Real image payloads from the fixtures' base64 lengths.
        texts << QByteArray(3000, 'A').toBase64() << QByteArray(3001, 'z').toBase64()
              << QByteArray(3002, '\xff')
                     .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
        // Long payloads with one odd character anywhere (isBase64 takes sixteen at a time).
        const QByteArray payload = QByteArray(600, '\x5a').toBase64();
        for (int at = 0; at < 40; ++at) {
            for (const char odd : {'=', ' ', '\n', '.', '\xc3', '-', '_'}) {
                QByteArray text = payload;
                text[at * 19 % text.size()] = odd;
                texts << text;
            }
        }
        int decoded = 0;
        for (const QByteArray &text : std::as_const(texts)) {
            const std::string_view view(text.constData(), std::size_t(text.size()));
            const auto fast = tolerant::decodeBase64(view);
            const auto reference = referenceBase64(view);
            QVERIFY2(fast.has_value() == reference.has_value(), text.constData());
            QVERIFY2(tolerant::isBase64(view) == reference.has_value(), text.constData());
            if (fast) {
                QCOMPARE(*fast, *reference);
                QCOMPARE(fast->isNull(), reference->isNull());
                ++decoded;
            }
        }
        QVERIFY(decoded > 1000);
    }

    void typeOnlyKeysKeepOnlyTheType()
    {
        // The CES reader's keys on the fixtures, whole and line by line.
        const std::vector<std::string> cesKeys = {"rootspan", "args", "response", "payload",
            "updatedvariables", "defaultvariables", "text"};
        bool changed = false;
        int texts = 0;
        for (const QString &path : fixtureFiles()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray text = f.readAll();
            QVERIFY2(typeOnlyAgrees(text, cesKeys, &changed), qPrintable(path));
            for (const QByteArray &line : text.split('\n'))
                QVERIFY2(typeOnlyAgrees(line, cesKeys, &changed), qPrintable(path));
            ++texts;
        }
        QVERIFY(changed);
        // Generated documents (keys "a", "\u0061", "a_b", "text"; duplicates), and damaged
        // ones: a type-only value is checked as strictly as a built one.
        const std::vector<std::string> generatedKeys = {"a", "ab", "text"};
        JsonGenerator generator(20260202);
        QRandomGenerator random(3);
        static const char damage[] = {'"', '\\', ',', ':', '}', ']', '{', '[', '0', '-', 'e', '.',
            ' ', 'u', char(0xc3), char(0x80), char(0xff), '\x1f'};
        changed = false;
        for (int k = 0; k < 3000; ++k) {
            QByteArray text = generator.document();
            QVERIFY2(typeOnlyAgrees(text, generatedKeys, &changed), text.constData());
            if (text.size() > 2) {
                const int at = int(random.bounded(int(text.size())));
                if (random.bounded(2) == 0)
                    text.truncate(at);
                else
                    text[at] = damage[random.bounded(int(std::size(damage)))];
                QVERIFY2(typeOnlyAgrees(text, generatedKeys, &changed), text.constData());
            }
            ++texts;
        }
        QVERIFY(changed);
        QVERIFY(texts > 3000);
        // A record that does not parse gives the same error with type-only keys.
        for (const QByteArray &text : {QByteArray(R"({"args":{"a":tru}})"),
                 QByteArray("{\"args\":\"\xff\"}"), QByteArray(R"({"args":[1,]})"),
                 QByteArray(R"({"args":"\x"})"), QByteArray(R"({"args":-1e400})")}) {
            Json v;
            tolerant::JsonParseFailure failure;
            const QByteArray withKeys = parseRecordText(text, v, &failure, nullptr, &cesKeys)
                ? QByteArray("ok")
                : "error " + failure.message.toUtf8() + " @"
                    + QByteArray::number(qulonglong(failure.byteOffset));
            const QByteArray plain = recordOutcome(text);
            QCOMPARE(withKeys, plain.startsWith("ok") ? QByteArray("ok") : plain);
        }
    }

    void numberOverflowIsASyntaxError()
    {
        // nlohmann throws out_of_range (not parse_error) for "1e400": parseRecordText reports it
        // as a syntax error at the record's start.
        for (const QByteArray &text : {QByteArray("1e400"), QByteArray("{\"x\": [-1.5e999]}")}) {
            Json v;
            tolerant::JsonParseFailure failure;
            QVERIFY2(!parseRecordText(text, v, &failure), text.constData());
            QCOMPARE(failure.kind, tolerant::JsonParseFailure::Kind::Syntax);
            QCOMPARE(failure.byteOffset, std::size_t(0));
            QVERIFY(failure.message.startsWith(u"number overflow parsing '"_s));
        }
    }

    void mutatedFixturesNeverDisagree()
    {
        // Cut or damage real records at random places: the fast parser accepts only what
        // nlohmann accepts, with the same result.
        QRandomGenerator random(7);
        QVector<QByteArray> texts;
        for (const QString &path : fixtureFiles()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray text = f.readAll();
            if (text.size() < 20000)
                texts << text;
        }
        QVERIFY(texts.size() > 20);
        static const char replacements[] = {'"', '\\', ',', ':', '}', ']', '{', '[', '0', '-', 'e',
            '.', ' ', '\n', 'u', char(0xc3), char(0x80), char(0xff), '\0', '\x1f'};
        int agreed = 0;
        for (int k = 0; k < 4000; ++k) {
            QByteArray text = texts.at(int(random.bounded(int(texts.size()))));
            const int at = int(random.bounded(int(text.size())));
            switch (random.bounded(3)) {
            case 0:
                text.truncate(at);
                break;
            case 1:
                text[at] = replacements[random.bounded(int(std::size(replacements)))];
                break;
            default:
                text.remove(at, 1);
                break;
            }
            const Outcome o = compare(text);
            QVERIFY(!o.fastOk || o.nlohmannOk);
            QVERIFY(!o.nlohmannOk || !o.fastOk || o.same);
            QCOMPARE(recordOutcome(text), nlohmannOutcome(text));
            ++agreed;
        }
        QCOMPARE(agreed, 4000);
    }
};

QTEST_GUILESS_MAIN(TestFastJson)
#include "tst_fast_json.moc"
