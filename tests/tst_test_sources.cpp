// SPDX-License-Identifier: GPL-2.0-or-later
// The test sources themselves (issue 15): no test waits a fixed time or asserts on elapsed time,
// and no source or test list is included OPTIONAL (a deleted list would silently drop its files).
// Timings belong in the benchmark (bench/, scripts/bench.sh); a test waits for the condition it
// needs (QSignalSpy::wait, QTRY_*, QTest::qWaitFor), whose timeout is a ceiling, never a
// measurement. Reads every C++ file under tests/ and every CMake file of the project.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// Blanks [from, to) of `text`, newlines kept (so line numbers stay).
void blank(QString &text, qsizetype from, qsizetype to)
{
    for (qsizetype i = from; i < to && i < text.size(); ++i)
        if (text.at(i) != u'\n')
            text[i] = u' ';
}

/// C++ `source` with comments, string and character literals blanked: what they say is not code.
QString cppCode(const QString &source)
{
    QString out = source;
    qsizetype i = 0;
    while (i < source.size()) {
        const QChar c = source.at(i);
        const QChar next = i + 1 < source.size() ? source.at(i + 1) : QChar();
        qsizetype end = i + 1;
        if (c == u'/' && next == u'/') {
            end = source.indexOf(u'\n', i);
            end = end < 0 ? source.size() : end;
        } else if (c == u'/' && next == u'*') {
            end = source.indexOf(u"*/"_s, i + 2);
            end = end < 0 ? source.size() : end + 2;
        } else if (c == u'"' && i > 0 && source.at(i - 1) == u'R') {
            // A raw string: R"delimiter( ... )delimiter".
            const qsizetype open = source.indexOf(u'(', i);
            const QString close = u')' + source.mid(i + 1, open - i - 1) + u'"';
            end = open < 0 ? -1 : source.indexOf(close, open);
            end = end < 0 ? source.size() : end + close.size();
        } else if (c == u'\'' && i > 0 && source.at(i - 1).isDigit() && next.isLetterOrNumber()) {
            ++i; // a digit separator (1'000)
            continue;
        } else if (c == u'"' || c == u'\'') {
            end = i + 1;
            while (end < source.size() && source.at(end) != c && source.at(end) != u'\n')
                end += source.at(end) == u'\\' ? 2 : 1;
            ++end;
        } else {
            ++i;
            continue;
        }
        blank(out, i, end);
        i = end;
    }
    return out;
}

/// CMake `source` with # comments blanked (not inside a quoted argument).
QString cmakeCode(const QString &source)
{
    QString out = source;
    bool quoted = false;
    for (qsizetype i = 0; i < source.size(); ++i) {
        const QChar c = source.at(i);
        if (c == u'\\' && quoted) {
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u'#' && !quoted) {
            qsizetype end = source.indexOf(u'\n', i);
            end = end < 0 ? source.size() : end;
            blank(out, i, end);
            i = end;
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

/// Calls `report(offset, text)` for every match of `pattern` in `code` whose arguments (the
/// parenthesis that ends the match) satisfy `bad`.
template<typename Bad, typename Report>
void findCalls(const QString &code, const QRegularExpression &pattern, Bad bad, Report report)
{
    for (auto it = pattern.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString arguments = argumentsAt(code, m.capturedEnd() - 1);
        if (bad(arguments))
            report(
                m.capturedStart(), u"%1(%2)"_s.arg(m.captured(1), arguments.simplified().left(80)));
    }
}

using Findings = QVector<QPair<int, QString>>; ///< line (1-based), what

Findings findingsAt(const QString &code, const QVector<QPair<qsizetype, QString>> &found)
{
    Findings findings;
    for (const auto &[at, what] : found)
        findings.append({int(QStringView(code).left(at).count(u'\n')) + 1, what});
    return findings;
}

/// What a C++ test source does with clocks.
Findings clockFindings(const QString &source)
{
    const QString code = cppCode(source);
    QVector<QPair<qsizetype, QString>> found;
    const auto any = [](const QString &) { return true; };
    const auto report = [&found](const QString &why) {
        return [&found, why](qsizetype at, const QString &call) {
            found.append({at, u"%1: %2"_s.arg(call, why)});
        };
    };

    // Fixed waits: the event loop or the thread held for a set time instead of a condition.
    static const QRegularExpression wait(
        u"\\b(qWait|qSleep|sleep|msleep|usleep|sleep_for|sleep_until|nanosleep)\\s*\\("_s);
    findCalls(code, wait, any, report(u"a fixed wait"_s));
    // A single-shot timer of a set time used as a delay (0 ms only asks for an event-loop pass).
    static const QRegularExpression singleShot(u"\\b(singleShot)\\s*\\("_s);
    static const QRegularExpression positive(u"^\\s*0*[1-9][\\d']*\\s*(ms|s)?\\s*,"_s);
    findCalls(
        code, singleShot,
        [](const QString &arguments) { return positive.match(arguments).hasMatch(); },
        report(u"a timer used as a delay"_s));

    // Assertions on elapsed time, also when written over several lines.
    static const QRegularExpression assertion(u"\\b(QVERIFY\\w*|QCOMPARE\\w*|QTRY_\\w+)\\s*\\("_s);
    // (A clock's call or a measured duration's member; not a name like a model's ElapsedRole.)
    static const QRegularExpression timing(
        u"(\\.|->)\\s*\\w*elapsed|\\w*elapsed\\w*\\s*\\(|msecsTo|secsTo|hasExpired|remainingTime"_s,
        QRegularExpression::CaseInsensitiveOption);
    findCalls(
        code, assertion,
        [](const QString &arguments) { return timing.match(arguments).hasMatch(); },
        report(u"an assertion on elapsed time"_s));

    // Clocks: a test that measures time asserts on it sooner or later (or loops on it).
    static const QRegularExpression clock(
        u"\\b(QElapsedTimer|QDeadlineTimer|steady_clock|system_clock|high_resolution_clock|"
        "clock_gettime|gettimeofday|currentMSecsSinceEpoch|currentSecsSinceEpoch|"
        "nsecsElapsed)\\b"_s);
    for (auto it = clock.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        found.append({m.capturedStart(), u"%1: a clock in a test"_s.arg(m.captured(1))});
    }
    std::sort(found.begin(), found.end());
    return findingsAt(code, found);
}

/// include() calls of a CMake file that may silently find nothing.
Findings optionalIncludes(const QString &source)
{
    const QString code = cmakeCode(source);
    QVector<QPair<qsizetype, QString>> found;
    static const QRegularExpression include(
        u"\\b(include)\\s*\\("_s, QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression optional(u"(^|\\s)OPTIONAL(\\s|$)"_s);
    findCalls(
        code, include,
        [](const QString &arguments) { return optional.match(arguments).hasMatch(); },
        [&found](qsizetype at, const QString &call) {
            found.append({at, call + u": OPTIONAL drops a missing list without a word"_s});
        });
    return findingsAt(code, found);
}

/// The files named like `names` under `dir` (recursively), never descending into build folders,
/// hidden folders, dependencies or fixtures.
void collect(const QDir &dir, const QStringList &names, QStringList *paths)
{
    static const QStringList skipped {u"data"_s, u"node_modules"_s, u"corpus"_s, u"regressions"_s};
    for (const QFileInfo &info : dir.entryInfoList(names, QDir::Files, QDir::Name))
        *paths << info.filePath();
    for (const QString &sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (!sub.startsWith(u"build"_s) && !skipped.contains(sub))
            collect(QDir(dir.filePath(sub)), names, paths);
    }
}

/// "path:line: what" for each finding of `check` in the files under `root` named like `names`,
/// paths relative to `root`.
QStringList scan(
    const QDir &root, const QStringList &names, Findings (*check)(const QString &), int *files)
{
    QStringList paths;
    collect(root, names, &paths);
    QStringList problems;
    for (const QString &path : std::as_const(paths)) {
        const QString relative = root.relativeFilePath(path);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            problems << u"%1: cannot be read"_s.arg(relative);
            continue;
        }
        ++*files;
        for (const auto &[line, what] : check(QString::fromUtf8(file.readAll())))
            problems << u"%1:%2: %3"_s.arg(relative).arg(line).arg(what);
    }
    return problems;
}

} // namespace

class TstTestSources : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsClocks_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QList<int>>("lines");
        // The snippets are cut in two so that no line of this file shows what they show (and
        // they are string literals, which the scan blanks anyway).
        const QString wait = u"QTest::qW"_s + u"ait("_s;
        QTest::newRow("qWait") << wait + u"100);"_s << QList<int> {1};
        QTest::newRow("qWait, short") << u"\n  "_s + wait + u" 5 );\n"_s << QList<int> {2};
        QTest::newRow("qWait of a variable") << wait + u"ms);"_s << QList<int> {1};
        QTest::newRow("qWait with a digit separator")
            << u"int n = 1'000;\n"_s + wait + u"2'000);"_s << QList<int> {2};
        QTest::newRow("qWaitFor a condition")
            << u"QTest::qWaitFor([&] { return done; }, 60000);"_s << QList<int> {};
        QTest::newRow("window exposed") << u"QTest::qWaitForWindowExposed(&w);"_s << QList<int> {};
        QTest::newRow("msleep") << u"QThread::ms"_s + u"leep(200);"_s << QList<int> {1};
        QTest::newRow("sleep") << u"QThread::s"_s + u"leep(1);"_s << QList<int> {1};
        QTest::newRow("usleep") << u"us"_s + u"leep(5000);"_s << QList<int> {1};
        QTest::newRow("sleep_for")
            << u"std::this_thread::sleep"_s + u"_for(std::chrono::milliseconds(10));"_s
            << QList<int> {1};
        QTest::newRow("qSleep") << u"QTest::qS"_s + u"leep(100);"_s << QList<int> {1};
        QTest::newRow("a timer as a delay")
            << u"QTimer::single"_s + u"Shot(30, this, [&] { fired = true; });"_s << QList<int> {1};
        QTest::newRow("an event-loop pass")
            << u"QTimer::singleShot(0, this, [&] { fired = true; });"_s << QList<int> {};
        QTest::newRow("a server's configured delay")
            << u"QTimer::singleShot(delay, this, [this] { answer(); });"_s << QList<int> {};
        const QString timer = u"QElapsed"_s + u"Timer t;\n"_s;
        QTest::newRow("a clock") << timer << QList<int> {1};
        QTest::newRow("a deadline") << u"QDeadline"_s + u"Timer d(500);"_s << QList<int> {1};
        QTest::newRow("assertion on a clock")
            << u"QVER"_s + u"IFY(t.ela"_s + u"psed() < 50);"_s << QList<int> {1};
        QTest::newRow("assertion over lines")
            << u"\nQVER"_s + u"IFY2(\n    call.ela"_s + u"psedMs\n < 1500, \"slow\");"_s
            << QList<int> {2};
        QTest::newRow("msecsTo") << u"QCOM"_s + u"PARE(a.msecs"_s + u"To(b) < 10, true);"_s
                                 << QList<int> {1};
        QTest::newRow("a model's elapsed role")
            << u"QCOMPARE(index.data(LogModel::ElapsedRole).toInt(), 1234);"_s << QList<int> {};
        QTest::newRow("QTRY on a deadline")
            << u"QTRY_VERIFY(!d.has"_s + u"Expired());"_s << QList<int> {1};
        QTest::newRow("QTRY with a ceiling")
            << u"QTRY_VERIFY_WITH_TIMEOUT(spy.count() == 1, 60000);"_s << QList<int> {};
        QTest::newRow("in comments")
            << u"// "_s + wait + u"500) was here\n/* "_s + timer + u" */"_s << QList<int> {};
        QTest::newRow("in a string")
            << u"const char *s = \""_s + wait + u"500)\";"_s << QList<int> {};
        QTest::newRow("in a character literal")
            << u"QChar c = '\"'; // "_s + wait + u"1)"_s << QList<int> {};
        QTest::newRow("in a raw string") << u"auto s = R\"x(\")"_s + wait + u"500)\")x\";\n"_s
                + wait + u"900);"_s << QList<int> {2};
        QTest::newRow("several, in order")
            << timer + u"QVER"_s + u"IFY(t.ela"_s + u"psed() < 50);\n"_s + wait + u"9);"_s
            << QList<int> {1, 2, 3};
    }

    void findsClocks()
    {
        QFETCH(QString, source);
        QFETCH(QList<int>, lines);
        QList<int> found;
        QStringList what;
        for (const auto &[line, text] : clockFindings(source)) {
            found << line;
            what << text;
        }
        QVERIFY2(found == lines, qPrintable(what.join(u"; "_s)));
    }

    void findsOptionalIncludes_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QList<int>>("lines");
        const QString optional = u"OPTION"_s + u"AL"_s;
        QTest::newRow("a test list")
            << u"include(views_tests.cmake "_s + optional + u")\n"_s << QList<int> {1};
        QTest::newRow("over lines, upper case")
            << u"\nINCLUDE(\n  ${CMAKE_CURRENT_SOURCE_DIR}/genai_sources.cmake\n  "_s + optional
                + u"\n)\n"_s
            << QList<int> {2};
        QTest::newRow("required") << u"include(views_tests.cmake)\n"_s << QList<int> {};
        QTest::newRow("a module") << u"include(GNUInstallDirs)\n"_s << QList<int> {};
        QTest::newRow("commented out")
            << u"# include(x.cmake "_s + optional + u")\n"_s << QList<int> {};
        QTest::newRow("optional components") << u"find_package(Qt6 COMPONENTS Core "_s + optional
                + u"_COMPONENTS Svg)\n"_s << QList<int> {};
        QTest::newRow("a # in a string")
            << u"message(\"#\")\ninclude(x.cmake "_s + optional + u")\n"_s << QList<int> {2};
    }

    void findsOptionalIncludes()
    {
        QFETCH(QString, source);
        QFETCH(QList<int>, lines);
        QList<int> found;
        for (const auto &finding : optionalIncludes(source))
            found << finding.first;
        QCOMPARE(found, lines);
    }

    void testsHaveNoClocks()
    {
        const QDir tests(QStringLiteral(INSPECTOR_TESTS_DIR));
        QVERIFY(tests.exists(u"tst_test_sources.cpp"_s)); // scanned too: it does not match itself
        int files = 0;
        QStringList problems = scan(tests, {u"*.cpp"_s, u"*.h"_s}, clockFindings, &files);
        for (QString &problem : problems)
            problem.prepend(u"tests/"_s);
        QVERIFY2(
            files >= 50, qPrintable(u"only %1 sources under %2"_s.arg(files).arg(tests.path())));
        QVERIFY2(problems.isEmpty(),
            qPrintable(u"wait for the condition (QSignalSpy::wait, QTRY_*, QTest::qWaitFor) and "
                       "measure time in bench/:\n"_s
                + problems.join(u'\n')));
    }

    void listsAreIncludedRequired()
    {
        const QDir project(QStringLiteral(INSPECTOR_SOURCE_DIR));
        QVERIFY(project.exists(u"tests/CMakeLists.txt"_s));
        int files = 0;
        const QStringList problems
            = scan(project, {u"CMakeLists.txt"_s, u"*.cmake"_s}, optionalIncludes, &files);
        QVERIFY2(files >= 10, qPrintable(u"only %1 CMake files"_s.arg(files)));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TstTestSources)
#include "tst_test_sources.moc"
