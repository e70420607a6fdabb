// SPDX-License-Identifier: GPL-2.0-or-later
// Timestamps and durations (formats.md §3.4): parsing, RFC 3339 output, display forms.
#include "transcript/display_time.h"
#include "transcript/timestamp.h"
#include "json/tolerant_json.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {
constexpr qint64 kBase = 1759414149LL * 1000000000LL; // 2025-10-02T14:09:09Z
}

class TestTimestamp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void displayTimeInLocalTimeOrUtc()
    {
        // 2026-03-02T10:15:00.0009999Z and one nanosecond before the epoch.
        Timestamp t {1772446500000999999, 0, true};
        Timestamp before {-1, 0, true};
        DisplayTime::setZone(DisplayTime::Zone::Utc);
        QCOMPARE(DisplayTime::zone(), DisplayTime::Zone::Utc);
        QCOMPARE(DisplayTime::timeSpec(), Qt::UTC);
        const QDateTime utc = DisplayTime::of(t);
        QCOMPARE(utc.timeSpec(), Qt::UTC);
        QCOMPARE(utc.toString(u"yyyy-MM-dd HH:mm:ss.zzz"_s), u"2026-03-02 10:15:00.000"_s);
        QCOMPARE(DisplayTime::of(before).toMSecsSinceEpoch(), -1); // floored, not rounded to 0
        QVERIFY(!DisplayTime::of(Timestamp {}).isValid());
        QCOMPARE(
            DisplayTime::at(QDate(2026, 3, 2), QTime(0, 0)).toMSecsSinceEpoch(), 1772409600000);
        const QDateTime local = QDateTime::fromMSecsSinceEpoch(5000, Qt::LocalTime);
        QCOMPARE(DisplayTime::of(local).timeSpec(), Qt::UTC);
        QCOMPARE(DisplayTime::of(local).toMSecsSinceEpoch(), 5000);

        DisplayTime::setZone(DisplayTime::Zone::Local);
        QCOMPARE(DisplayTime::of(t).timeSpec(), Qt::LocalTime);
        QCOMPARE(DisplayTime::of(t).toMSecsSinceEpoch(), 1772446500000);
        QCOMPARE(DisplayTime::of(t), t.toLocalDateTime());
    }

    void rfc3339_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<qint64>("nanos");
        QTest::addColumn<int>("offset");
        QTest::addColumn<bool>("naive");
        QTest::newRow("Z, no fraction") << u"2025-10-02T14:09:09Z"_s << true << kBase << 0 << false;
        QTest::newRow("3 digits") << u"2025-10-02T14:09:09.123Z"_s << true << kBase + 123000000 << 0
                                  << false;
        QTest::newRow("6 digits") << u"2025-10-02T14:09:09.123456Z"_s << true << kBase + 123456000
                                  << 0 << false;
        QTest::newRow("9 digits") << u"2025-10-02T14:09:09.123456789Z"_s << true
                                  << kBase + 123456789 << 0 << false;
        QTest::newRow("1 digit") << u"2025-10-02T14:09:09.5Z"_s << true << kBase + 500000000 << 0
                                 << false;
        QTest::newRow("+05:30") << u"2025-10-02T19:39:09+05:30"_s << true << kBase << 19800
                                << false;
        QTest::newRow("-07:00") << u"2025-10-02T07:09:09.000-07:00"_s << true << kBase << -25200
                                << false;
        QTest::newRow("+00:00") << u"2025-10-02T14:09:09+00:00"_s << true << kBase << 0 << false;
        QTest::newRow("lower case") << u"2025-10-02t14:09:09z"_s << true << kBase << 0 << false;
        QTest::newRow("space, offset")
            << u"2025-10-02 14:09:09.25+00:00"_s << true << kBase + 250000000 << 0 << false;
        QTest::newRow("naive") << u"2025-10-02T14:09:09.123456"_s << true << kBase + 123456000 << 0
                               << true;
        QTest::newRow("naive space") << u"2025-10-02 14:09:09"_s << true << kBase << 0 << true;
        QTest::newRow("before epoch")
            << u"1969-12-31T23:59:59.5Z"_s << true << qint64(-500000000) << 0 << false;
        QTest::newRow("leap day") << u"2024-02-29T00:00:00Z"_s << true
                                  << 1709164800LL * 1000000000LL << 0 << false;
        QTest::newRow("no leap day")
            << u"2025-02-29T00:00:00Z"_s << false << qint64(0) << 0 << false;
        QTest::newRow("month 13") << u"2025-13-01T00:00:00Z"_s << false << qint64(0) << 0 << false;
        QTest::newRow("garbage") << u"yesterday"_s << false << qint64(0) << 0 << false;
        QTest::newRow("trailing junk")
            << u"2025-10-02T14:09:09Zjunk"_s << false << qint64(0) << 0 << false;
        QTest::newRow("empty fraction")
            << u"2025-10-02T14:09:09.Z"_s << false << qint64(0) << 0 << false;
        QTest::newRow("beyond int64 ns")
            << u"9999-12-31T23:59:59Z"_s << false << qint64(0) << 0 << false;
    }

    void rfc3339()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(qint64, nanos);
        QFETCH(int, offset);
        QFETCH(bool, naive);
        bool wasNaive = !naive;
        const Timestamp t = tolerant::parseRfc3339(text, &wasNaive);
        QCOMPARE(t.valid, valid);
        if (!valid)
            return;
        QCOMPARE(t.nanosSinceEpoch, nanos);
        QCOMPARE(t.offsetSeconds, offset);
        QCOMPARE(wasNaive, naive);
        // The same through the JSON entry point.
        const Json j = text.toStdString();
        bool flag = !naive;
        const Timestamp u = tolerant::toTimestamp(&j, &flag);
        QCOMPARE(u.nanosSinceEpoch, nanos);
        QCOMPARE(flag, naive);
    }

    // A timestamp's ASCII text is read from its bytes (toTimestamp), other text as UTF-16
    // (parseRfc3339): the same result for every text, valid or broken in any place.
    void asciiTextReadsAsUtf16Does()
    {
        const QByteArray seeds[]
            = {"2026-01-01T00:00:05.156Z", "2026-02-29T23:59:60.123456789+09:00",
                "2025-02-28t12:00z", " 2024-02-29 01:02:03,5-05:30\t", "1999-12-31T23:59",
                "2026-13-01T00:00:00Z", "0001-01-01T00:00:00.0000000001Z"};
        static const char alphabet[] = "0123456789-:T tZz+.,\n\x0b";
        std::uint32_t state = 12345;
        const auto next = [&state](std::uint32_t n) {
            state = state * 1103515245u + 12345u;
            return (state >> 8) % n;
        };
        int valid = 0;
        for (int k = 0; k < 20000; ++k) {
            QByteArray text = seeds[next(std::size(seeds))];
            for (std::uint32_t edits = next(3); edits > 0; --edits) {
                const int at = int(next(std::uint32_t(text.size() + 1)));
                switch (next(3)) {
                case 0:
                    text.insert(at, alphabet[next(sizeof alphabet - 1)]);
                    break;
                case 1:
                    text.remove(at, 1);
                    break;
                default:
                    if (at < text.size())
                        text[at] = alphabet[next(sizeof alphabet - 1)];
                }
            }
            bool naive = false;
            const Timestamp general = tolerant::parseRfc3339(QString::fromLatin1(text), &naive);
            const Json j = text.toStdString();
            bool guessed = false;
            const Timestamp ascii = tolerant::toTimestamp(&j, &guessed);
            if (general.valid) {
                ++valid;
                QVERIFY2(ascii.valid, text.constData());
                QCOMPARE(ascii.nanosSinceEpoch, general.nanosSinceEpoch);
                QCOMPARE(ascii.offsetSeconds, general.offsetSeconds);
                QCOMPARE(guessed, naive);
            } else {
                // Only a number read as an epoch (guessed) is left.
                QVERIFY2(!ascii.valid || guessed, text.constData());
            }
        }
        QVERIFY(valid > 2000);
    }

    void secondsNanosObjects()
    {
        const Json a = Json::parse(R"({"seconds": "1759414149", "nanos": 600000000})");
        const Json b = Json::parse(R"({"seconds": 1759414149})");
        const Json c = Json::parse(R"({"seconds": "x"})");
        bool flag = true;
        QCOMPARE(tolerant::toTimestamp(&a, &flag).nanosSinceEpoch, kBase + 600000000);
        QVERIFY(!flag);
        QCOMPARE(tolerant::toTimestamp(&b).nanosSinceEpoch, kBase);
        QVERIFY(!tolerant::toTimestamp(&c).valid);
        const Json huge = Json::parse(R"({"seconds": "9223372036854775807"})");
        QVERIFY(!tolerant::toTimestamp(&huge).valid);
        QVERIFY(!tolerant::toTimestamp(static_cast<const tolerant::Json *>(nullptr)).valid);
    }

    void epochsByMagnitude_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<qint64>("nanos");
        QTest::newRow("float seconds") << QByteArray("1759414149.6") << kBase + 600000000;
        QTest::newRow("int seconds") << QByteArray("1759414149") << kBase;
        QTest::newRow("milliseconds") << QByteArray("1759414149600") << kBase + 600000000;
        QTest::newRow("microseconds") << QByteArray("1759414149600001") << kBase + 600001000;
        QTest::newRow("nanoseconds") << QByteArray("1759414149600001002") << kBase + 600001002;
        QTest::newRow("string seconds") << QByteArray("\"1759414149.25\"") << kBase + 250000000;
    }

    void epochsByMagnitude()
    {
        QFETCH(QByteArray, json);
        QFETCH(qint64, nanos);
        const Json j = Json::parse(json.toStdString());
        bool guessed = false;
        const Timestamp t = tolerant::toTimestamp(&j, &guessed);
        QVERIFY(t.valid);
        QCOMPARE(t.nanosSinceEpoch, nanos);
        QVERIFY(guessed);
    }

    void hugeEpochsDoNotOverflow()
    {
        const Json j = Json::parse("1e30");
        QVERIFY(!tolerant::toTimestamp(&j).valid);
        const Json k = Json::parse("18446744073709551615");
        QVERIFY(!tolerant::toTimestamp(&k).valid);
    }

    void toRfc3339UsesFewestDigits()
    {
        Timestamp t;
        t.valid = true;
        t.nanosSinceEpoch = kBase;
        QCOMPARE(t.toRfc3339(), u"2025-10-02T14:09:09Z"_s);
        t.nanosSinceEpoch = kBase + 120000000;
        QCOMPARE(t.toRfc3339(), u"2025-10-02T14:09:09.120Z"_s);
        t.nanosSinceEpoch = kBase + 123456000;
        QCOMPARE(t.toRfc3339(), u"2025-10-02T14:09:09.123456Z"_s);
        t.nanosSinceEpoch = kBase + 1;
        QCOMPARE(t.toRfc3339(), u"2025-10-02T14:09:09.000000001Z"_s);
        t.nanosSinceEpoch = -500000000;
        QCOMPARE(t.toRfc3339(), u"1969-12-31T23:59:59.500Z"_s);
        t.offsetSeconds = 19800; // output is always UTC
        QCOMPARE(t.toRfc3339(), u"1969-12-31T23:59:59.500Z"_s);
        QVERIFY(Timestamp().toRfc3339().isEmpty());
    }

    void roundTrip()
    {
        const Timestamp t = tolerant::parseRfc3339(u"2025-10-02T19:39:09.987654321+05:30"_s);
        QCOMPARE(t.toRfc3339(), u"2025-10-02T14:09:09.987654321Z"_s);
        QCOMPARE(tolerant::parseRfc3339(t.toRfc3339()).nanosSinceEpoch, t.nanosSinceEpoch);
    }

    void localDateTime()
    {
        const Timestamp t = tolerant::parseRfc3339(u"2025-10-02T14:09:09.123456Z"_s);
        const QDateTime dt = t.toLocalDateTime();
        QVERIFY(dt.isValid());
        QCOMPARE(dt.timeSpec(), Qt::LocalTime);
        QCOMPARE(dt.toMSecsSinceEpoch(), 1759414149123LL);
        QVERIFY(!Timestamp().toLocalDateTime().isValid());
    }

    void durations_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("nanos");
        QTest::newRow("1.5s") << QByteArray("\"1.5s\"") << true << qint64(1500000000);
        QTest::newRow("3s") << QByteArray("\"3s\"") << true << qint64(3000000000);
        QTest::newRow("0.000250s") << QByteArray("\"0.000250s\"") << true << qint64(250000);
        QTest::newRow("-2.5s") << QByteArray("\"-2.5s\"") << true << qint64(-2500000000);
        QTest::newRow("9 digits") << QByteArray("\"0.734000001s\"") << true << qint64(734000001);
        QTest::newRow("object") << QByteArray(R"({"seconds": "2", "nanos": 5})") << true
                                << qint64(2000000005);
        QTest::newRow("object nanos only")
            << QByteArray(R"({"nanos": 734000000})") << true << qint64(734000000);
        QTest::newRow("no suffix") << QByteArray("\"1.5\"") << false << qint64(0);
        QTest::newRow("ms suffix") << QByteArray("\"15ms\"") << false << qint64(0);
        QTest::newRow("bare number") << QByteArray("1.5") << false << qint64(0);
        QTest::newRow("huge") << QByteArray("\"99999999999999999999s\"") << false << qint64(0);
        QTest::newRow("just s") << QByteArray("\"s\"") << false << qint64(0);
    }

    void durations()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, ok);
        QFETCH(qint64, nanos);
        const Json j = Json::parse(json.toStdString());
        const auto d = tolerant::toDurationNanos(&j);
        QCOMPARE(d.has_value(), ok);
        if (ok)
            QCOMPARE(*d, nanos);
    }

    void formatsDurations()
    {
        QLocale::setDefault(QLocale::c());
        QCOMPARE(formatDuration(250000), u"250 µs"_s);
        QCOMPARE(formatDuration(734000000), u"734 ms"_s);
        QCOMPARE(formatDuration(1500000000), u"1.5 s"_s);
        QCOMPARE(formatDuration(123000000000LL), u"2 min 3 s"_s);
        QCOMPARE(formatDuration(3 * 3600 * 1000000000LL + 5 * 60 * 1000000000LL), u"3 h 5 min"_s);
        QCOMPARE(formatDuration(12), u"12 ns"_s);
        QCOMPARE(formatDuration(2500000), u"2.5 ms"_s);
        QCOMPARE(formatDuration(-1500000000), u"-1.5 s"_s);
        QVERIFY(!formatDuration(std::numeric_limits<qint64>::min()).isEmpty());
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
        QCOMPARE(formatDuration(1500000000), u"1,5 s"_s);
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_GUILESS_MAIN(TestTimestamp)
#include "tst_timestamp.moc"
