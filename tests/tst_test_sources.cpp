// SPDX-License-Identifier: GPL-2.0-or-later
// The test sources themselves (issue 15): no test waits a fixed time or asserts on elapsed time.
// Timings belong in the benchmark (bench/, scripts/bench.sh); a test waits for the condition it
// needs (QSignalSpy::wait, QTRY_*, QTest::qWaitFor), whose timeout is a ceiling, never a
// measurement. Reads every C++ file under tests/ (the parent of INSPECTOR_TEST_DATA).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// `source` with comments, string and character literals blanked (newlines kept, so line
/// numbers stay right): what they say is not code.
QString codeOnly(const QString &source)
{
    QString out = source;
    const auto blank = [&out](qsizetype from, qsizetype to) {
        for (qsizetype i = from; i < to && i < out.size(); ++i)
            if (out.at(i) != u'\n')
                out[i] = u' ';
    };
    qsizetype i = 0;
    while (i < source.size()) {
        const QChar c = source.at(i);
        const QChar next = i + 1 < source.size() ? source.at(i + 1) : QChar();
        if (c == u'/' && next == u'/') {
            qsizetype end = source.indexOf(u'\n', i);
            end = end < 0 ? source.size() : end;
            blank(i, end);
            i = end;
        } else if (c == u'/' && next == u'*') {
            qsizetype end = source.indexOf(u"*/"_s, i + 2);
            end = end < 0 ? source.size() : end + 2;
            blank(i, end);
            i = end;
        } else if (c == u'"' && i > 0 && source.at(i - 1) == u'R') {
            // A raw string: R"delimiter( ... )delimiter".
            const qsizetype open = source.indexOf(u'(', i);
            const QString close = u')' + source.mid(i + 1, open - i - 1) + u'"';
            qsizetype end = open < 0 ? -1 : source.indexOf(close, open);
            end = end < 0 ? source.size() : end + close.size();
            blank(i, end);
            i = end;
        } else if (c == u'\'' && i > 0 && source.at(i - 1).isDigit() && next.isLetterOrNumber()) {
            ++i; // a digit separator (1'000)
        } else if (c == u'"' || c == u'\'') {
            qsizetype j = i + 1;
            while (j < source.size() && source.at(j) != c && source.at(j) != u'\n')
                j += source.at(j) == u'\\' ? 2 : 1;
            blank(i, j + 1);
            i = j + 1;
        } else {
            ++i;
        }
    }
    return out;
}

/// The text between the parenthesis at `open` and its match (exclusive), or a null string.
QString argumentsAt(const QString &code, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < code.size(); ++i) {
        if (code.at(i) == u'(')
            ++depth;
        else if (code.at(i) == u')' && --depth == 0)
            return code.mid(open + 1, i - open - 1);
    }
    return QString();
}

/// Milliseconds of a wait's argument: a plain integer in `unitMs` units, or a std::chrono
/// literal or duration (`150ms`, `std::chrono::milliseconds(150)`); -1 when it is neither.
double waitMs(const QString &argument, double unitMs)
{
    const QString text = argument.simplified().remove(u' ').remove(u'\'');
    static const QRegularExpression plain(u"^(\\d+)[uUlL]*$"_s);
    static const QRegularExpression literal(u"^(\\d+)(ns|us|ms|s|min|h)$"_s);
    static const QRegularExpression duration(
        u"^(?:std::)?(?:chrono::)?(nanoseconds|microseconds|milliseconds|seconds|minutes|hours)"
        "[({](\\d+)[)}]$"_s);
    const QHash<QString, double> units {{u"ns"_s, 1e-6}, {u"us"_s, 1e-3}, {u"ms"_s, 1},
        {u"s"_s, 1e3}, {u"min"_s, 6e4}, {u"h"_s, 3.6e6}, {u"nanoseconds"_s, 1e-6},
        {u"microseconds"_s, 1e-3}, {u"milliseconds"_s, 1}, {u"seconds"_s, 1e3}, {u"minutes"_s, 6e4},
        {u"hours"_s, 3.6e6}};
    QRegularExpressionMatch m = plain.match(text);
    if (m.hasMatch())
        return m.captured(1).toDouble() * unitMs;
    m = literal.match(text);
    if (m.hasMatch())
        return m.captured(1).toDouble() * units.value(m.captured(2));
    m = duration.match(text);
    if (m.hasMatch())
        return m.captured(2).toDouble() * units.value(m.captured(1));
    return -1;
}

} // namespace

/// What a test source does with clocks: one "line N: ..." per finding.
QStringList clockFindings(const QString &source)
{
    const QString code = codeOnly(source);
    QStringList findings;
    const auto lineOf = [&code](qsizetype at) { return int(code.left(at).count(u'\n')) + 1; };
    const auto report = [&](qsizetype at, const QString &what) {
        findings << u"line %1: %2"_s.arg(lineOf(at)).arg(what);
    };

    // Fixed waits: a sleep or an event-loop wait of a set time instead of a condition.
    static const QRegularExpression wait(
        u"\\b(qWait|qSleep|msleep|usleep|sleep|sleep_for|sleep_until|nanosleep)\\s*\\("_s);
    for (auto it = wait.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString name = m.captured(1);
        const QString argument = argumentsAt(code, m.capturedEnd() - 1);
        const double unitMs = name == u"usleep"_s ? 1e-3 : name == u"sleep"_s ? 1e3 : 1;
        const double ms
            = name == u"sleep_until"_s || name == u"nanosleep"_s ? -1 : waitMs(argument, unitMs);
        if (ms < 0)
            report(m.capturedStart(),
                u"%1(%2): a wait whose length is not a literal"_s.arg(name, argument.simplified()));
        else if (ms >= 100)
            report(m.capturedStart(),
                u"%1(%2): a fixed wait of %3 ms"_s.arg(name, argument.simplified()).arg(ms));
    }

    // Assertions on elapsed time, also when written over several lines.
    static const QRegularExpression assertion(u"\\b(QVERIFY\\w*|QCOMPARE\\w*|QTRY_\\w+)\\s*\\("_s);
    static const QRegularExpression timing(
        u"elapsed|msecsTo|hasExpired|remainingTime"_s, QRegularExpression::CaseInsensitiveOption);
    for (auto it = assertion.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString arguments = argumentsAt(code, m.capturedEnd() - 1);
        if (timing.match(arguments).hasMatch())
            report(m.capturedStart(),
                u"%1 on elapsed time: %2"_s.arg(m.captured(1), arguments.simplified().left(80)));
    }

    // Clocks: a test that measures time asserts on it sooner or later (or loops on it).
    static const QRegularExpression clock(
        u"\\b(QElapsedTimer|steady_clock|system_clock|high_resolution_clock|clock_gettime|"
        "gettimeofday|currentMSecsSinceEpoch|nsecsElapsed)\\b"_s);
    for (auto it = clock.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        report(m.capturedStart(), u"%1: a clock in a test"_s.arg(m.captured(1)));
    }
    return findings;
}

class TstTestSources : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsClocks_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("findings");
        // The snippets are cut in two so that no line of this file matches what they show.
        const QString wait = u"QTest::qW"_s + u"ait("_s;
        QTest::newRow("qWait of 100 ms") << wait + u"100);"_s << 1;
        QTest::newRow("qWait of 1500 ms") << u"  "_s + wait + u" 1500 );\n"_s << 1;
        QTest::newRow("qWait of 50 ms") << wait + u"50);"_s << 0;
        QTest::newRow("qWait of a variable") << wait + u"ms);"_s << 1;
        QTest::newRow("qWaitFor a condition")
            << u"QTest::qWaitFor([&] { return done; }, 60000);"_s << 0;
        QTest::newRow("window exposed") << u"QTest::qWaitForWindowExposed(&w);"_s << 0;
        QTest::newRow("msleep") << u"QThread::ms"_s + u"leep(200);"_s << 1;
        QTest::newRow("sleep in seconds") << u"QThread::s"_s + u"leep(1);"_s << 1;
        QTest::newRow("usleep 5 ms") << u"us"_s + u"leep(5000);"_s << 0;
        QTest::newRow("usleep 500 ms") << u"us"_s + u"leep(500000);"_s << 1;
        QTest::newRow("sleep_for literal") << u"std::this_thread::sleep"_s + u"_for(250ms);"_s << 1;
        QTest::newRow("sleep_for duration")
            << u"std::this_thread::sleep"_s + u"_for(std::chrono::milliseconds(150));"_s << 1;
        QTest::newRow("sleep_for 10 ms")
            << u"std::this_thread::sleep"_s + u"_for(std::chrono::milliseconds(10));"_s << 0;
        QTest::newRow("qSleep") << u"QTest::qS"_s + u"leep(100);"_s << 1;
        const QString timer = u"QElapsed"_s + u"Timer t;\n"_s;
        QTest::newRow("a clock") << timer << 1;
        QTest::newRow("assertion on a clock")
            << u"QVER"_s + u"IFY(t.ela"_s + u"psed() < 50);"_s << 1;
        QTest::newRow("assertion over lines")
            << u"QVER"_s + u"IFY2(\n    call.ela"_s + u"psedMs\n < 1500, \"slow\");"_s << 1;
        QTest::newRow("msecsTo") << u"QCOM"_s + u"PARE(a.msecs"_s + u"To(b) < 10, true);"_s << 1;
        QTest::newRow("deadline") << u"QVER"_s + u"IFY(!d.has"_s + u"Expired());"_s << 1;
        QTest::newRow("QTRY with a ceiling")
            << u"QTRY_VERIFY_WITH_TIMEOUT(spy.count() == 1, 60000);"_s << 0;
        QTest::newRow("in a comment")
            << u"// "_s + wait + u"500) was here\n/* "_s + timer + u" */"_s << 0;
        QTest::newRow("in a string") << u"const char *s = \""_s + wait + u"500)\";"_s << 0;
        QTest::newRow("in a raw string")
            << u"auto s = R\"x(\")"_s + wait + u"500)\")x\";\n"_s + wait + u"900);"_s << 1;
        QTest::newRow("digit separators") << u"int n = 1'000;\n"_s + wait + u"2'000);"_s << 1;
    }

    void findsClocks()
    {
        QFETCH(QString, source);
        QFETCH(int, findings);
        const QStringList found = clockFindings(source);
        QVERIFY2(found.size() == findings, qPrintable(found.join(u"; "_s)));
    }

    void testsHaveNoClocks()
    {
        QDir tests(QStringLiteral(INSPECTOR_TEST_DATA));
        QVERIFY(tests.cdUp());
        QVERIFY(tests.exists(u"tst_test_sources.cpp"_s));
        const QStringList skipped {u"data"_s, u"node_modules"_s, u"corpus"_s, u"regressions"_s};
        QStringList problems;
        int files = 0;
        QDirIterator it(
            tests.path(), {u"*.cpp"_s, u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = tests.relativeFilePath(path);
            if (std::any_of(skipped.cbegin(), skipped.cend(),
                    [&](const QString &dir) { return relative.split(u'/').contains(dir); }))
                continue;
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            ++files;
            const QStringList found = clockFindings(QString::fromUtf8(file.readAll()));
            for (const QString &f : found)
                problems << u"tests/%1 %2"_s.arg(relative, f);
        }
        QVERIFY2(
            files >= 50, qPrintable(u"only %1 sources under %2"_s.arg(files).arg(tests.path())));
        QVERIFY2(problems.isEmpty(),
            qPrintable(u"wait for the condition (QSignalSpy::wait, QTRY_*, QTest::qWaitFor) and "
                       "measure time in bench/:\n"_s
                + problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TstTestSources)
#include "tst_test_sources.moc"
