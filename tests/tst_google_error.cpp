// SPDX-License-Identifier: GPL-2.0-or-later
// GoogleError (models/live/google_error.h): Google's REST error envelope in a few words, each
// kind of `details`, and bodies that are no envelope. The CES client's errors carry this text
// (tst_ces_session_client checks ErrorInfo, RetryInfo, ResourceInfo and DebugInfo there).
#include "live/google_error.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TstGoogleError : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Google's error envelope in a few words: each kind of `details`, and bodies that are none.
    void googleErrorWords_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("words");
        QTest::newRow("bad request")
            << QByteArray("{\"error\":{\"code\":400,\"message\":\"Invalid inputs.\","
                          "\"status\":\"INVALID_ARGUMENT\",\"details\":[{\"@type\":"
                          "\"type.googleapis.com/google.rpc.BadRequest\",\"fieldViolations\":"
                          "[{\"field\":\"inputs[0].text\",\"description\":\"empty\"}]}]}}")
            << u"INVALID_ARGUMENT: Invalid inputs. — BadRequest: inputs[0].text: empty"_s;
        QTest::newRow("quota and help")
            << QByteArray("{\"error\":{\"code\":429,\"status\":\"RESOURCE_EXHAUSTED\","
                          "\"message\":\"Quota.\",\"details\":[{\"@type\":\"type.googleapis"
                          ".com/google.rpc.QuotaFailure\",\"violations\":[{\"subject\":"
                          "\"project:p1\",\"description\":\"runs per minute\"}]},{\"@type\":"
                          "\"type.googleapis.com/google.rpc.Help\",\"links\":[{\"description\":"
                          "\"Quotas\",\"url\":\"https://cloud.google.com/quotas\"}]}]}}")
            << u"RESOURCE_EXHAUSTED: Quota. — QuotaFailure: project:p1: runs per minute; Help: "
               "Quotas https://cloud.google.com/quotas"_s;
        QTest::newRow("unknown detail")
            << QByteArray("{\"error\":{\"code\":500,\"message\":\"x\",\"details\":"
                          "[{\"@type\":\"type.example.com/acme.Hint\",\"hint\":\"retry\"}]}}")
            << u"x — Hint {\"hint\":\"retry\"}"_s;
        QTest::newRow("a stream's error as an array") << QByteArray(
            "[{\"error\":{\"code\":503,\"message\":\"down\",\"status\":"
            "\"UNAVAILABLE\"}}]") << u"UNAVAILABLE: down"_s;
        QTest::newRow("not an envelope")
            << QByteArray("<html><b>502</b> Bad   Gateway</html>") << u"502 Bad Gateway"_s;
    }

    void googleErrorWords()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, words);
        QCOMPARE(GoogleError::describe(body), words);
    }

    void parsedFields()
    {
        const GoogleError e = GoogleError::parse(
            "{\"error\":{\"code\":\"404\",\"message\":\"gone\",\"status\":\"NOT_FOUND\"}}");
        QCOMPARE(e.code, 404);
        QCOMPARE(e.status, u"NOT_FOUND"_s);
        QCOMPARE(e.message, u"gone"_s);
        QVERIFY(e.details.isEmpty());
        QVERIFY(GoogleError::parse("[]").isNull());
        QVERIFY(GoogleError::parse("not json").isNull());
        QVERIFY(GoogleError::parse("{\"error\":[1]}").isNull());
        QCOMPARE(GoogleError::describe(QByteArray(2000, 'x'), 10), QString(10, u'x'));
    }
};

QTEST_GUILESS_MAIN(TstGoogleError)
#include "tst_google_error.moc"
