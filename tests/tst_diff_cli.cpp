// SPDX-License-Identifier: GPL-2.0-or-later
// `conversation-inspector diff` (docs/cli.md): the built binary on fixtures of two families,
// its text and JSON, and its exit codes.
#include "cli_process.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA "/") + QLatin1String(name);
}

} // namespace

class TestDiffCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameConversation()
    {
        const CliRun r = runCli({u"diff"_s, u"--exit-code"_s, fixture("adk_session_kyoto_ts.json"),
            fixture("adk_session_kyoto_ts.json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("0 of 1 turn"));
    }

    void twoSessions()
    {
        const QStringList files
            = {fixture("adk_session_kyoto_ts.json"), fixture("adk_session_grounded_ja.json")};
        const CliRun text = runCli(QStringList {u"diff"_s} + files);
        QCOMPARE(text.exitCode, 0); // differences are no error without --exit-code
        QVERIFY(text.out.contains("tool lookup_season in A, get_weather in B"));
        QVERIFY(text.out.contains("[-頃-]{+事+}"));
        QCOMPARE(runCli(QStringList {u"diff"_s, u"--exit-code"_s} + files).exitCode, 3);
        const CliRun json = runCli(QStringList {u"diff"_s, u"--json"_s} + files);
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(u"differences"_s).toInt(), 1);
        const QJsonObject turn = o.value(u"turns"_s).toArray().first().toObject();
        QCOMPARE(turn.value(u"tools"_s).toArray().first().toObject().value(u"status"_s).toString(),
            u"nameDiffers"_s);
        QVERIFY(
            turn.value(u"sourcesOnlyInB"_s).toArray().contains(u"https://ryokan.example/gion"_s));
    }

    void acrossFamilies()
    {
        // A CES conversation against a Gemini response: different turns, no crash, exit 3.
        const CliRun r = runCli({u"diff"_s, u"--exit-code"_s, fixture("ces_conversation.json"),
            fixture("gemini_response.json")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.out.contains("turn"));
    }

    void errors()
    {
        QCOMPARE(runCli({u"diff"_s, fixture("adk_session_kyoto_ts.json")}).exitCode, 2);
        QCOMPARE(
            runCli({u"diff"_s, u"--a-conversation"_s, u"0"_s, fixture("adk_session_kyoto_ts.json"),
                       fixture("adk_session_kyoto_ts.json")})
                .exitCode,
            2);
        const CliRun missing = runCli(
            {u"diff"_s, fixture("adk_session_kyoto_ts.json"), fixture("no_such_file.json")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(u"no_such_file.json"_s));
        const CliRun beyond = runCli({u"diff"_s, u"--b-conversation"_s, u"9"_s,
            fixture("adk_session_kyoto_ts.json"), fixture("adk_session_kyoto_ts.json")});
        QCOMPARE(beyond.exitCode, 1);
        QVERIFY(beyond.err.contains(u"9"_s));
    }
};

QTEST_GUILESS_MAIN(TestDiffCli)
#include "tst_diff_cli.moc"
