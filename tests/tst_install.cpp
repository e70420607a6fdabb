// SPDX-License-Identifier: GPL-2.0-or-later
// `cmake --install` of this build into a scratch prefix: every file a desktop needs is there
// (the executable, the icon in each hicolor size, the translated desktop entry with the file
// types, the shared-mime-info types, the AppStream metadata, the man page, the translations),
// the freedesktop.org and AppStream validators accept them, and the installed binary runs.
#include "cli_process.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace {

const QString kAppId = QStringLiteral(INSPECTOR_APP_ID);

/// The tool's path; empty, with a warning, when it is missing.
QString tool(const QString &name)
{
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        qWarning("%s is missing: scripts/install_deps.sh installs it", qPrintable(name));
    return path;
}

} // namespace

class TestInstall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void installedFiles_data();
    void installedFiles();
    void iconSizes();
    void desktopEntry();
    void mimeTypes();
    void appStreamMetadata();
    void manPage();
    void installedBinaryRuns();

private:
    QString installed(const QString &relative) const { return m_prefix + u'/' + relative; }

    QTemporaryDir m_root;
    QString m_prefix;
};

void TestInstall::initTestCase()
{
    QVERIFY(m_root.isValid());
    m_prefix = m_root.filePath(u"usr"_s);
    const CliRun install = runProgram(QStringLiteral(INSPECTOR_CMAKE),
        {u"--install"_s, QStringLiteral(INSPECTOR_BUILD_DIR), u"--prefix"_s, m_prefix});
    QVERIFY2(install.exitCode == 0, qPrintable(QString::fromUtf8(install.out) + install.err));
}

void TestInstall::installedFiles_data()
{
    QTest::addColumn<QString>("path");
    const QStringList paths = {u"bin/conversation-inspector"_s,
        u"share/applications/%1.desktop"_s.arg(kAppId), u"share/mime/packages/%1.xml"_s.arg(kAppId),
        u"share/metainfo/%1.metainfo.xml"_s.arg(kAppId),
        u"share/man/man1/conversation-inspector.1.gz"_s,
        u"share/icons/hicolor/scalable/apps/%1.svg"_s.arg(kAppId),
        u"share/conversation-inspector/translations/inspector_ja.qm"_s,
        u"share/conversation-inspector/translations/inspector_es.qm"_s,
        u"share/conversation-inspector/translations/inspector_en.qm"_s};
    for (const QString &path : paths)
        QTest::newRow(qPrintable(path)) << path;
}

void TestInstall::installedFiles()
{
    QFETCH(QString, path);
    const QFileInfo info(installed(path));
    QVERIFY2(info.isFile(), qPrintable(info.filePath()));
    QVERIFY(info.size() > 0);
    if (path.startsWith(u"bin/"_s))
        QVERIFY(info.isExecutable());
    if (path.endsWith(u".qm"_s)) {
        QTranslator translator;
        QVERIFY(translator.load(info.filePath()));
        QVERIFY(!translator.isEmpty());
    }
}

void TestInstall::iconSizes()
{
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256, 512}) {
        const QString path
            = installed(u"share/icons/hicolor/%1x%1/apps/%2.png"_s.arg(size).arg(kAppId));
        const QImage image(path);
        QVERIFY2(!image.isNull(), qPrintable(path));
        QCOMPARE(image.size(), QSize(size, size));
        QVERIFY(image.hasAlphaChannel());
        // Drawn, not blank: the centre is the icon's opaque blue square.
        QCOMPARE(qAlpha(image.pixel(size / 2, size / 2)), 255);
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0); // the rounded corner is transparent
    }
}

void TestInstall::desktopEntry()
{
    const QString path = installed(u"share/applications/%1.desktop"_s.arg(kAppId));
    const QString validator = tool(u"desktop-file-validate"_s);
    QVERIFY(!validator.isEmpty());
    const CliRun validated = runProgram(validator, {path});
    QCOMPARE(validated.exitCode, 0);
    QCOMPARE(QString::fromUtf8(validated.out) + validated.err, QString()); // no hint either
    // key=value lines (QSettings would split a value at its commas).
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QHash<QString, QString> entry;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        if (line.contains(u'=') && !line.startsWith(u'#'))
            entry.insert(line.section(u'=', 0, 0), line.section(u'=', 1));
    }
    QCOMPARE(entry.value(u"Icon"_s), kAppId);
    QCOMPARE(entry.value(u"Exec"_s), u"conversation-inspector %F"_s);
    for (const QString &key : {u"Name"_s, u"GenericName"_s, u"Comment"_s}) {
        for (const QString &language : {u"ja"_s, u"es"_s})
            QVERIFY2(!entry.value(key + u'[' + language + u']').isEmpty(),
                qPrintable(key + u'[' + language + u']'));
    }
    QCOMPARE(entry.value(u"GenericName[ja]"_s), u"会話トランスクリプト ビューアー"_s);
    QVERIFY(entry.value(u"Comment[es]"_s).startsWith(u"Explora transcripciones"_s));
    const QStringList types = entry.value(u"MimeType"_s).split(u';', Qt::SkipEmptyParts);
    for (const QString &type :
        {u"application/json"_s, u"application/jsonl"_s, u"text/event-stream"_s})
        QVERIFY2(types.contains(type), qPrintable(type));
}

void TestInstall::mimeTypes()
{
    // The package's types compiled into a database of their own: the globs are there.
    const QString updater = tool(u"update-mime-database"_s);
    QVERIFY(!updater.isEmpty());
    const QString mime = installed(u"share/mime"_s);
    const CliRun updated = runProgram(updater, {mime});
    QVERIFY2(updated.exitCode == 0, qPrintable(updated.err));
    QFile globs(mime + u"/globs2"_s);
    QVERIFY(globs.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(globs.readAll());
    QVERIFY(text.contains(u"application/jsonl:*.jsonl"_s));
    QVERIFY(text.contains(u"application/jsonl:*.ndjson"_s));
    QVERIFY(text.contains(u"text/event-stream:*.sse"_s));
}

void TestInstall::appStreamMetadata()
{
    const QString appstream = tool(u"appstreamcli"_s);
    QVERIFY(!appstream.isEmpty());
    const QString path = installed(u"share/metainfo/%1.metainfo.xml"_s.arg(kAppId));
    const CliRun validated
        = runProgram(appstream, {u"validate"_s, u"--pedantic"_s, u"--no-net"_s, path});
    QVERIFY2(validated.exitCode == 0, qPrintable(QString::fromUtf8(validated.out) + validated.err));
    // Pedantic: not even a hint (lines "P:", "I:", "W:", "E:").
    static const QRegularExpression issue(u"^[PIWE]: "_s, QRegularExpression::MultilineOption);
    QVERIFY2(!issue.match(QString::fromUtf8(validated.out)).hasMatch(),
        qPrintable(QString::fromUtf8(validated.out)));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString xml = QString::fromUtf8(file.readAll());
    QVERIFY(xml.contains(u"<release version=\"%1\""_s.arg(QStringLiteral(INSPECTOR_VERSION))));
    QVERIFY(xml.contains(u"<summary xml:lang=\"ja\">"_s));
    QVERIFY(xml.contains(u"<summary xml:lang=\"es\">"_s));
    QVERIFY(xml.contains(u"<screenshot type=\"default\">"_s));
    QVERIFY(!xml.contains(u'@')); // every @VARIABLE@ configured
}

void TestInstall::manPage()
{
    const QString man = tool(u"man"_s);
    QVERIFY(!man.isEmpty());
    const QString page = installed(u"share/man/man1/conversation-inspector.1.gz"_s);
    // As lintian checks a page: groff warnings go to standard error.
    const CliRun rendered = runProgram(man, {u"--warnings"_s, u"-E"_s, u"UTF-8"_s, u"-l"_s, page},
        {u"MANWIDTH=100"_s, u"MANROFFSEQ="_s, u"MAN_KEEP_FORMATTING=0"_s, u"PAGER=cat"_s});
    QVERIFY2(rendered.exitCode == 0, qPrintable(rendered.err));
    QCOMPARE(rendered.err, QString());
    // The same texts as --help: the window's options and every command's own help.
    const CliRun help = runProgram(installed(u"bin/conversation-inspector"_s), {u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(QString::fromUtf8(rendered.out)
                .contains(u"Transcript files to open; - reads standard input."_s));
    static const QRegularExpression commandLine(
        u"^  ([a-z][a-z-]+) "_s, QRegularExpression::MultilineOption);
    const QString commands
        = QString::fromUtf8(help.out).section(u"Commands:\n"_s, 1).section(u"\nRun "_s, 0, 0);
    int count = 0;
    for (auto it = commandLine.globalMatch(commands); it.hasNext(); ++count) {
        const QString command = it.next().captured(1);
        const CliRun own = runProgram(installed(u"bin/conversation-inspector"_s),
            {command, u"--help"_s}, {u"QT_QPA_PLATFORM=offscreen"_s});
        QCOMPARE(own.exitCode, 0);
        const QString description
            = QString::fromUtf8(own.out).section(u'\n', 1, 1); // after "Usage: …"
        QVERIFY2(QString::fromUtf8(rendered.out).simplified().contains(description.simplified()),
            qPrintable(command + u": "_s + description));
    }
    QVERIFY(count >= 8);
}

void TestInstall::installedBinaryRuns()
{
    const QString binary = installed(u"bin/conversation-inspector"_s);
    const CliRun version = runProgram(binary, {u"--version"_s});
    QCOMPARE(version.exitCode, 0);
    QCOMPARE(QString::fromUtf8(version.out).trimmed(),
        u"conversation-inspector "_s + QStringLiteral(INSPECTOR_VERSION));
    const QString fixture = QStringLiteral(INSPECTOR_TEST_DATA) + u"/ces_conversation.json"_s;
    const CliRun checked = runProgram(binary, {u"check"_s, fixture});
    QVERIFY2(checked.exitCode == 0, qPrintable(checked.err));
    QVERIFY(QString::fromUtf8(checked.out).contains(u"ces.conversation"_s));
    const QString png = m_root.filePath(u"window.png"_s);
    const CliRun shot = runProgram(
        binary, {u"screenshot"_s, u"--output"_s, png, fixture}, {u"QT_QPA_PLATFORM=offscreen"_s});
    QVERIFY2(shot.exitCode == 0, qPrintable(shot.err));
    QCOMPARE(QImage(png).size(), QSize(1400, 900));
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
