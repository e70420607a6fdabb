// SPDX-License-Identifier: GPL-2.0-or-later
// The shape of views/ read from its sources: no class over about 600 lines with its split files
// counted together, and panes that never include each other (the window and its relay forward
// their value signals).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxClassLines = 600;

// The panes the window places side by side; none may know another.
const QStringList &paneHeaders()
{
    static const QStringList panes = {u"answer_pane.h"_s, u"conversation_list_pane.h"_s,
        u"details_pane.h"_s, u"problems_pane.h"_s, u"references_pane.h"_s, u"spans_pane.h"_s,
        u"state_pane.h"_s, u"message_view.h"_s, u"query_panel.h"_s, u"citations_overview_pane.h"_s};
    return panes;
}

QString viewsDir()
{
    return QStringLiteral(INSPECTOR_SOURCE_DIR "/views");
}

struct SourceFile {
    QString path; ///< relative to views/, without the suffix
    QString suffix;
    QString text;
    int lines = 0;
};

QVector<SourceFile> viewsSources()
{
    QVector<SourceFile> files;
    const QDir root(viewsDir());
    QDirIterator it(viewsDir(), {u"*.cpp"_s, u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        SourceFile source;
        const QString relative = root.relativeFilePath(file.fileName());
        source.suffix = relative.section(u'.', -1);
        source.path = relative.chopped(source.suffix.size() + 1);
        source.text = QString::fromUtf8(file.readAll());
        source.lines = int(source.text.count(u'\n'));
        files.append(source);
    }
    return files;
}

} // namespace

class TestViewsArchitecture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void classesStaySmall()
    {
        // A class's files: its header, the .cpp of the same name, and every .cpp without a
        // header of its own that defines the class's members (message_view_paint.cpp belongs to
        // MessageView, message_view_filter.cpp to MessageViewFind).
        const QVector<SourceFile> files = viewsSources();
        QVERIFY2(files.size() > 20, qPrintable(viewsDir()));
        QSet<QString> headers;
        QHash<QString, QString> classStem; ///< class name → header stem
        static const QRegularExpression classDeclaration(
            u"^(?:class|struct)\\s+(\\w+)\\s*(?:final\\s*)?(?::[^;]*)?$"_s,
            QRegularExpression::MultilineOption);
        for (const SourceFile &file : files) {
            if (file.suffix != u"h"_s)
                continue;
            headers.insert(file.path);
            for (auto it = classDeclaration.globalMatch(file.text); it.hasNext();)
                classStem.insert(it.next().captured(1), file.path);
        }
        QMap<QString, int> lines; ///< header stem → lines of its class's files
        QMap<QString, QStringList> members;
        // A definition starts its line (a return type may come first); calls are indented.
        static const QRegularExpression qualified(
            u"^(?:[\\w:<>,*& ]+[ *&])?([A-Z]\\w*)::~?\\w+\\("_s,
            QRegularExpression::MultilineOption);
        for (const SourceFile &file : files) {
            QString stem = file.path;
            if (!headers.contains(stem)) {
                QHash<QString, int> defined;
                for (auto it = qualified.globalMatch(file.text); it.hasNext();) {
                    const QString name = it.next().captured(1);
                    if (classStem.contains(name))
                        ++defined[name];
                }
                QString best;
                for (auto it = defined.cbegin(); it != defined.cend(); ++it) {
                    if (best.isEmpty() || it.value() > defined.value(best))
                        best = it.key();
                }
                if (!best.isEmpty())
                    stem = classStem.value(best);
            }
            lines[stem] += file.lines;
            members[stem].append(file.path + u'.' + file.suffix);
        }
        QVERIFY2(members.value(u"message_view"_s).size() > 2,
            qPrintable(members.value(u"message_view"_s).join(u", "_s))); // its split files found
        QStringList over;
        for (auto it = lines.cbegin(); it != lines.cend(); ++it) {
            if (it.value() <= kMaxClassLines)
                continue;
            over.append(u"%1: %2 lines (%3)"_s.arg(
                it.key(), QString::number(it.value()), members.value(it.key()).join(u", "_s)));
        }
        QVERIFY2(over.isEmpty(),
            qPrintable(u"over %1 lines: "_s.arg(kMaxClassLines) + over.join(u"; "_s)));
        QVERIFY2(lines.value(u"main_window"_s) > 0, "the main window is counted");
    }

    void panesNeverIncludeEachOther()
    {
        // Panes emit small value types; MainWindow and the SelectionRelay forward them.
        QStringList found;
        for (const SourceFile &file : viewsSources()) {
            // A pane's files: pane.h, pane.cpp and its split files (message_view_find.cpp).
            const QString name = file.path.section(u'/', -1);
            for (const QString &pane : paneHeaders()) {
                const QString stem = pane.chopped(2);
                if (name != stem && !name.startsWith(stem + u'_'))
                    continue;
                for (const QString &other : paneHeaders()) {
                    if (other != pane && file.text.contains(u"#include \""_s + other))
                        found.append(file.path + u'.' + file.suffix + u" includes "_s + other);
                }
            }
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u"; "_s)));
    }
};

QTEST_GUILESS_MAIN(TestViewsArchitecture)
#include "tst_views_architecture.moc"
