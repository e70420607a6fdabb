// SPDX-License-Identifier: GPL-2.0-or-later
// The house rules a reading of the sources can check (DEVELOPERS.md "Layers"):
// - the folders of models/ include only the floors below them, and their CMake targets link
//   only those (so a cycle cannot come back);
// - a format id is compared only in its family's own files (models/formats/<family>_*); the
//   rest of the program asks the descriptor table (formats/format_descriptor.h).
// - models/ never includes QtWidgets; nlohmann is included only by .cpp files of models/ (its
//   headers may forward-declare it with json_fwd.hpp), never by views/ or app/.
// Each rule is first shown to catch a violation, then run over the whole tree.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString sourceDir()
{
    return QStringLiteral(INSPECTOR_SOURCE_DIR);
}

/// The floors of models/, bottom first, each with the floors it may include and link: every
/// floor below it that it reaches through its CMake links (models/<folder>/CMakeLists.txt).
const QVector<QPair<QString, QStringList>> &floors()
{
    static const QVector<QPair<QString, QStringList>> graph = {
        {u"transcript"_s, {}},
        {u"json"_s, {u"transcript"_s}},
        {u"search"_s, {u"transcript"_s}},
        {u"formats"_s, {u"json"_s, u"transcript"_s}},
        {u"document"_s, {u"formats"_s, u"search"_s, u"json"_s, u"transcript"_s}},
        {u"export"_s, {u"json"_s, u"transcript"_s}},
        {u"live"_s, {u"json"_s, u"transcript"_s}},
        {u"compare"_s, {u"json"_s, u"transcript"_s}},
        {u"items"_s,
            {u"document"_s, u"export"_s, u"live"_s, u"compare"_s, u"formats"_s, u"search"_s,
                u"json"_s, u"transcript"_s}},
    };
    return graph;
}

QStringList allowedBelow(const QString &folder)
{
    for (const auto &floor : floors()) {
        if (floor.first == folder)
            return floor.second;
    }
    return {};
}

QSet<QString> folderNames()
{
    QSet<QString> names;
    for (const auto &floor : floors())
        names.insert(floor.first);
    return names;
}

/// The includes of `text` (a file of models/`folder`) that go against the graph, as
/// "line: include" strings.
QStringList includeViolations(const QString &folder, const QString &text)
{
    static const QRegularExpression include(
        uR"re(^\s*#\s*include\s*"([^"]+)")re"_s, QRegularExpression::MultilineOption);
    const QSet<QString> names = folderNames();
    const QStringList allowed = allowedBelow(folder);
    QStringList out;
    for (auto it = include.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString path = m.captured(1);
        const QString first = path.section(u'/', 0, 0);
        const bool escapes = path.startsWith(u"../"_s) || path.contains(u"/../"_s);
        const bool foreign = path.contains(u'/') && names.contains(first) && first != folder
            && !allowed.contains(first);
        if (escapes || foreign)
            out << u"%1: %2"_s.arg(text.left(m.capturedStart()).count(u'\n') + 1).arg(path);
    }
    return out;
}

/// The lines of `text` (the file `path`, relative to the source tree) that include what its
/// layer may not: QtWidgets in models/, nlohmann outside models/ or in a models header (except
/// its json_fwd.hpp), as "line: include" strings.
QStringList layerViolations(const QString &path, const QString &text)
{
    static const QRegularExpression include(
        uR"re(^\s*#\s*include\s*[<"]([^>"]+)[>"])re"_s, QRegularExpression::MultilineOption);
    static const QRegularExpression widgets(
        uR"re(^(QtWidgets/|Q(Widget|Dialog|Application)\b|QMainWindow|QLabel|QAbstractItemView|QStyle|QPushButton|QLineEdit))re"_s);
    const bool inModels = path.startsWith(u"models/"_s);
    const bool header = path.endsWith(u".h"_s);
    QStringList out;
    for (auto it = include.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString file = m.captured(1);
        const bool json = file.startsWith(u"nlohmann/"_s);
        const bool bad = (inModels && widgets.match(file).hasMatch())
            || (json && (!inModels || (header && file != u"nlohmann/json_fwd.hpp"_s)));
        if (bad)
            out << u"%1: %2"_s.arg(text.left(m.capturedStart()).count(u'\n') + 1).arg(file);
    }
    return out;
}

/// The models_* libraries `text` (a models/<folder>/CMakeLists.txt) links, by target.
QHash<QString, QStringList> modelLinks(const QString &text)
{
    static const QRegularExpression call(uR"re(target_link_libraries\s*\(\s*(\S+)([^)]*)\))re"_s);
    static const QRegularExpression library(uR"re(\bmodels_(\w+))re"_s);
    QHash<QString, QStringList> links;
    for (auto it = call.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QStringList &libs = links[m.captured(1)]; // listed even when it links no floor
        for (auto lib = library.globalMatch(m.captured(2)); lib.hasNext();)
            libs << lib.next().captured(1);
    }
    return links;
}

/// Where format ids of each family may be compared: the family's own reader files.
QString familyFiles(const QString &family)
{
    if (family == u"agentengine"_s)
        return u"models/formats/adk_"_s;
    if (family == u"discoveryengine"_s)
        return u"models/formats/discovery_"_s;
    return u"models/formats/"_s + family + u'_';
}

/// The lines of `text` (the file `path`, relative to the source tree) that compare a format id
/// literal outside its family's files, as "line: text" strings.
QStringList formatIdViolations(const QString &path, const QString &text)
{
    // A literal format id: "ces.conversation", u"adk.sessions"_s, QStringLiteral("gemini.stream")
    // or a family prefix "agentengine." (a host name such as "discoveryengine.googleapis.com"
    // has a second dot).
    const QString id
        = uR"re((?:u|QStringLiteral\(|QLatin1String\()?"(ces|adk|agentengine|gemini|discoveryengine)\.[a-z-]*"(?:_s|_L1)?\)?)re"_s;
    static const QRegularExpression compared(
        uR"re((?:[=!]=\s*%1)|(?:%1\s*[=!]=)|(?:(?:startsWith|endsWith|compare|contains)\(\s*%1))re"_s
            .arg(id));
    QStringList out;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString code = lines.at(i).section(u"//"_s, 0, 0); // comments may name ids
        for (auto it = compared.globalMatch(code); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            QString family;
            for (int group = 1; group <= m.lastCapturedIndex() && family.isEmpty(); ++group)
                family = m.captured(group);
            if (!path.startsWith(familyFiles(family)))
                out << u"%1: %2"_s.arg(i + 1).arg(lines.at(i).trimmed());
        }
    }
    return out;
}

/// The lines of `text` (the file `path`) that hold a format id literal at all: only the format
/// table, detection and the family readers (models/formats/) may name one; the rest asks them.
QStringList formatIdLiterals(const QString &path, const QString &text)
{
    static const QRegularExpression literal(
        uR"re("(ces|adk|agentengine|gemini|discoveryengine)\.[a-z][a-z-]*")re"_s);
    QStringList out;
    if (path.startsWith(u"models/formats/"_s))
        return out;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString code = lines.at(i).section(u"//"_s, 0, 0); // comments may name ids
        if (code.trimmed().startsWith(u'*') || code.trimmed().startsWith(u"/*"_s))
            continue;
        if (literal.match(code).hasMatch())
            out << u"%1: %2"_s.arg(i + 1).arg(lines.at(i).trimmed());
    }
    return out;
}

QString readAll(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(f.readAll());
}

/// Every .h and .cpp under `folders` of the source tree, relative to it.
QStringList sources(const QStringList &folders)
{
    QStringList out;
    const QDir root(sourceDir());
    for (const QString &folder : folders) {
        QDirIterator it(root.filePath(folder), {u"*.h"_s, u"*.cpp"_s}, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext())
            out << root.relativeFilePath(it.next());
    }
    out.sort();
    return out;
}

} // namespace

class TestArchitecture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void floorsAreOrdered()
    {
        // Each floor names only floors listed before it: the graph has no cycle.
        QSet<QString> below;
        for (const auto &floor : floors()) {
            for (const QString &f : floor.second)
                QVERIFY2(below.contains(f), qPrintable(floor.first + u" → "_s + f));
            below.insert(floor.first);
        }
        // Every folder of models/ is a floor.
        const QStringList folders
            = QDir(sourceDir() + u"/models"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(QSet<QString>(folders.cbegin(), folders.cend()), folderNames());
    }

    void includeRuleCatchesViolations()
    {
        const QString text = u"#include \"document/mapped_file.h\"\n"
                             "#include \"search/find_query.h\"\n"
                             "#include \"transcript/offsets.h\"\n"
                             "#include \"../document/document.h\"\n"
                             "#include \"local.h\"\n#include <QString>\n"_s;
        QCOMPARE(includeViolations(u"search"_s, text),
            QStringList({u"1: document/mapped_file.h"_s, u"4: ../document/document.h"_s}));
        QCOMPARE(
            includeViolations(u"items"_s, text), QStringList({u"4: ../document/document.h"_s}));
        QCOMPARE(includeViolations(u"transcript"_s, u"#include \"json/json_node.h\""_s),
            QStringList({u"1: json/json_node.h"_s}));
    }

    void modelIncludesFollowTheFloors()
    {
        QStringList violations;
        const QStringList files = sources({u"models"_s});
        QVERIFY(files.size() > 100);
        for (const QString &file : files) {
            const QString folder = file.section(u'/', 1, 1);
            for (const QString &v : includeViolations(folder, readAll(sourceDir() + u'/' + file)))
                violations << file + u':' + v;
        }
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    }

    void layerRuleCatchesViolations()
    {
        const QString text = u"#include <QWidget>\n#include <QtWidgets/QLabel>\n"
                             "#include <nlohmann/json.hpp>\n#include <nlohmann/json_fwd.hpp>\n"
                             "#include <QString>\n#include \"json/tolerant_json.h\"\n"_s;
        QCOMPARE(layerViolations(u"models/items/x.cpp"_s, text),
            QStringList({u"1: QWidget"_s, u"2: QtWidgets/QLabel"_s}));
        QCOMPARE(layerViolations(u"models/json/x.h"_s, text),
            QStringList({u"1: QWidget"_s, u"2: QtWidgets/QLabel"_s, u"3: nlohmann/json.hpp"_s}));
        QCOMPARE(layerViolations(u"views/x.cpp"_s, text),
            QStringList({u"3: nlohmann/json.hpp"_s, u"4: nlohmann/json_fwd.hpp"_s}));
    }

    void layersIncludeWhatTheyMay()
    {
        QStringList violations;
        const QStringList files = sources({u"models"_s, u"views"_s, u"app"_s});
        QVERIFY(files.size() > 200);
        for (const QString &file : files) {
            for (const QString &v : layerViolations(file, readAll(sourceDir() + u'/' + file)))
                violations << file + u':' + v;
        }
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    }

    void modelTargetsLinkOnlyTheFloorsBelow()
    {
        QVERIFY(modelLinks(u"target_link_libraries(models_document PUBLIC models_formats\n"
                           "    models_search PRIVATE nlohmann_json::nlohmann_json)"_s)
            == (QHash<QString, QStringList> {{u"models_document"_s, {u"formats"_s, u"search"_s}}}));
        for (const auto &floor : floors()) {
            const QString target = u"models_"_s + floor.first;
            const QHash<QString, QStringList> links = modelLinks(
                readAll(sourceDir() + u"/models/"_s + floor.first + u"/CMakeLists.txt"_s));
            QVERIFY2(links.contains(target), qPrintable(target + u" is not defined"_s));
            for (auto it = links.cbegin(); it != links.cend(); ++it) {
                for (const QString &lib : it.value()) {
                    QVERIFY2(it.key() == target && floor.second.contains(lib),
                        qPrintable(it.key() + u" links models_"_s + lib));
                }
            }
        }
    }

    void formatIdRuleCatchesViolations()
    {
        const QString text = u"if (id == u\"ces.message\"_s)\n"
                             "if (u\"adk.sessions\"_s != id)\n"
                             "if (id.startsWith(u\"agentengine.\"_s))\n"
                             "return d.formatId == QStringLiteral(\"gemini.stream\");\n"
                             "if (host == u\"discoveryengine.googleapis.com\"_s)\n"
                             "// e.g. id == \"ces.conversation\"\n"
                             "const QString id = u\"discoveryengine.answer\"_s;\n"_s;
        QCOMPARE(formatIdViolations(u"models/document/units.cpp"_s, text),
            QStringList(
                {u"1: if (id == u\"ces.message\"_s)"_s, u"2: if (u\"adk.sessions\"_s != id)"_s,
                    u"3: if (id.startsWith(u\"agentengine.\"_s))"_s,
                    u"4: return d.formatId == QStringLiteral(\"gemini.stream\");"_s}));
        QCOMPARE(formatIdViolations(u"models/formats/ces_reader.cpp"_s, text),
            QStringList({u"2: if (u\"adk.sessions\"_s != id)"_s,
                u"3: if (id.startsWith(u\"agentengine.\"_s))"_s,
                u"4: return d.formatId == QStringLiteral(\"gemini.stream\");"_s}));
        QCOMPARE(formatIdViolations(u"models/formats/adk_reader.cpp"_s,
                     u"x == u\"agentengine.events\"_s || y == \"gemini.response\""_s),
            QStringList({u"1: x == u\"agentengine.events\"_s || y == \"gemini.response\""_s}));
    }

    void formatIdsAreComparedOnlyInTheirFamily()
    {
        QStringList violations;
        const QStringList files = sources({u"models"_s, u"views"_s, u"app"_s});
        for (const QString &file : files) {
            const QString text = readAll(sourceDir() + u'/' + file);
            for (const QString &v : formatIdViolations(file, text))
                violations << file + u':' + v;
            // Nor kept in a constant of its own to compare with (app/ask_command.cpp did).
            for (const QString &v : formatIdLiterals(file, text))
                violations << file + u':' + v;
        }
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
        QCOMPARE(
            formatIdLiterals(u"app/x.cpp"_s, u"const QString k = u\"adk.session\"_s;"_s).size(), 1);
        QVERIFY(formatIdLiterals(u"app/x.cpp"_s, u"// \"adk.session\" in a comment"_s).isEmpty());
        QVERIFY(
            formatIdLiterals(u"models/formats/adk_reader.cpp"_s, u"\"adk.session\""_s).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestArchitecture)
#include "tst_architecture.moc"
