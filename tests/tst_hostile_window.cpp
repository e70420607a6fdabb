// SPDX-License-Identifier: GPL-2.0-or-later
// Hostile markup in every text field a transcript can carry never reaches rich text in the window:
// labels show it as plain text, tool tips escape it, and no text document loads a resource.
#include "conversation_list_pane.h"
#include "document/document.h"
#include "export/safe_text_document.h"
#include "items/message_list_model.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_list_view.h"
#include "message_view.h"
#include "painted_message.h"

#include <QAbstractItemView>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QHelpEvent>
#include <QLabel>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextEdit>
#include <QToolTip>
#include <QTreeView>
#include <algorithm>
#include <functional>
#include <sys/inotify.h>
#include <sys/resource.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

#if defined(__SANITIZE_ADDRESS__)
#define HOSTILE_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HOSTILE_UNDER_ASAN 1
#endif
#endif

#ifdef HOSTILE_UNDER_ASAN
// The fixtures hold <img src=/dev/zero>: a document that read it would grow without end. ASan
// ends the test past this much memory instead (it cannot run under RLIMIT_AS).
extern "C" const char *__asan_default_options()
{
    return "hard_rss_limit_mb=3072";
}
#endif

namespace {

/// What the fixtures put in text fields; found raw in rich text, each would be rendered (or
/// loaded). Sanitised snippets keep `<b>` on purpose, so the fixtures bold "SNIPPETBOLD" there.
const QStringList kRawMarkers
    = {u"<img"_s, u"<b>BOLD"_s, u"<a href=\"x\""_s, u"<font color=red"_s, u"&lt;ENTITY"_s};

/// The first raw marker in `text` when Qt would render it as rich text (`format`), else empty.
QString hostileIn(const QString &text, Qt::TextFormat format = Qt::AutoText)
{
    const bool rich
        = format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
    if (!rich)
        return QString();
    for (const QString &marker : kRawMarkers) {
        if (text.contains(marker, Qt::CaseInsensitive))
            return marker;
    }
    return QString();
}

QString describe(const QObject *o)
{
    QStringList path;
    for (; o; o = o->parent())
        path.prepend(QString::fromLatin1(o->metaObject()->className()) + u'#' + o->objectName());
    return path.join(u" > "_s);
}

/// Watches a file for opens and reads (inotify): a document that loads `<img src=…>` opens it.
class OpenWatch
{
public:
    explicit OpenWatch(const QString &path)
        : m_fd(inotify_init1(IN_NONBLOCK | IN_CLOEXEC))
    {
        if (m_fd >= 0)
            m_watch
                = inotify_add_watch(m_fd, QFile::encodeName(path).constData(), IN_OPEN | IN_ACCESS);
    }
    ~OpenWatch()
    {
        if (m_fd >= 0)
            close(m_fd);
    }
    bool isWatching() const { return m_fd >= 0 && m_watch >= 0; }
    /// True when the file was opened or read since the watch began.
    bool touched() const
    {
        char buffer[4096];
        return read(m_fd, buffer, sizeof buffer) > 0;
    }

private:
    int m_fd = -1;
    int m_watch = -1;
};

} // namespace

class TstHostileWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
#ifndef HOSTILE_UNDER_ASAN
        // Without ASan: a bounded address space turns an endless read into a failed allocation.
        const rlim_t limit = rlim_t(8) * 1024 * 1024 * 1024;
        rlimit current {};
        if (getrlimit(RLIMIT_AS, &current) == 0 && current.rlim_cur > limit) {
            current.rlim_cur = limit;
            setrlimit(RLIMIT_AS, &current);
        }
#endif
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(u"tst_hostile_window"_s);
        QSettings().remove(u"window"_s);
        // Relative names (<img src=hostile_canary.png>) resolve against the working directory:
        // make it a folder where that file exists, so that loading it would open it.
        QVERIFY(m_dir.isValid());
        QImage canary(4, 4, QImage::Format_RGB32);
        canary.fill(Qt::red);
        m_canary = m_dir.filePath(u"hostile_canary.png"_s);
        QVERIFY(canary.save(m_canary));
        QVERIFY(QDir::setCurrent(m_dir.path()));
    }

    void init()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
    }

    void fixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QStringList>("panels");
        // ADK session: state, grounding (web and retrieved chunks, chips), tool call/response,
        // authors, a transfer, an error event, Markdown link titles and images, bad values.
        QTest::newRow("adk") << u"hostile_markup.json"_s << u"adk.session"_s
                             << QStringList {u"references"_s, u"citations"_s, u"state"_s,
                                    u"details"_s, u"trace"_s, u"problems"_s};
        // CES conversation: role, tool and agent names, args, variables, spans, diagnostics.
        QTest::newRow("ces") << u"hostile_markup_ces.json"_s << u"ces.conversation"_s
                             << QStringList {u"details"_s, u"trace"_s, u"state"_s, u"problems"_s};
        // Discovery Engine answer: references, steps with results and snippets, related
        // questions, classifications, safety ratings, skipped reasons, attachments.
        QTest::newRow("discovery")
            << u"hostile_markup_de.json"_s << u"discoveryengine.answer-response"_s
            << QStringList {
                   u"answer"_s, u"references"_s, u"citations"_s, u"details"_s, u"problems"_s};
    }

    void fixture()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(QStringList, panels);
        m_literalLabels.clear();
        m_toolTips.clear();
        OpenWatch canary(m_canary);
        QVERIFY(canary.isWatching());
        const int refusedBefore = SafeTextDocument::refusedLoads();

        MainWindow w;
        w.setPersistLayout(false);
        w.resize(1400, 900);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/") + file});
        QVERIFY(w.waitForLoaded(20000));
        QVERIFY(w.currentDocument());
        QCOMPARE(w.currentDocument()->formatId(), format);
        for (const QString &panel : std::as_const(panels))
            w.showPanel(panel);

        for (const QString &language : {u"en"_s, u"ja"_s}) {
            LanguageManager::instance()->applyLanguage(language);
            visitEverything(w);
            if (QTest::currentTestFailed())
                return;
        }
        // Every tool tip that passed is shown for real (QToolTip lays it out as Qt would).
        showEveryToolTip(w);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(!canary.touched(), "a text document opened <img src=hostile_canary.png>");
        QCOMPARE(SafeTextDocument::refusedLoads() - refusedBefore, 0);
        // The markup did reach the window: as literal text in labels, escaped in tool tips.
        QVERIFY2(m_literalLabels.size() >= 3,
            qPrintable(QStringList(m_literalLabels.values()).join(u", "_s)));
        const auto escaped = std::count_if(m_toolTips.cbegin(), m_toolTips.cend(),
            [](const QString &tip) { return tip.contains(u"&lt;img src=/dev/zero&gt;"_s); });
        QVERIFY2(escaped >= 3, qPrintable(QString::number(escaped)));
        qDebug("%d kinds of label showed the markup as text, %d tool tips escaped it",
            int(m_literalLabels.size()), int(escaped));
    }

private:
    void visitEverything(MainWindow &w)
    {
        const int conversations = w.currentDocument()->conversationCount();
        QVERIFY(conversations > 0);
        for (int c = 0; c < conversations; ++c) {
            w.selectConversation(c);
            QTRY_VERIFY(w.openConversation() != nullptr);
            QTRY_COMPARE(
                w.messageView()->model()->rowCount(), int(w.openConversation()->messages.size()));
            const auto conversation = w.openConversation();
            for (int m = 0; m < conversation->messages.size(); ++m) {
                w.selectMessage(m);
                const auto painted = w.messageView()->paintedMessage(m);
                QVERIFY(painted != nullptr);
                // Painted labels are plain text: the markup shows as what it is.
                for (const PaintedMessage::Text &text : painted->texts) {
                    if (text.chunk >= 0 && text.text.contains(u"<img src=/dev/zero>"_s))
                        m_literalLabels.insert(u"painted %1"_s.arg(
                            int(conversation->messages.at(m).chunks.at(text.chunk).kind)));
                }
                selectItemsOfEveryView(w);
                checkWindow(w, u"conversation %1, message %2"_s.arg(c).arg(m));
                if (QTest::currentTestFailed())
                    return;
                for (int k = 0; k < conversation->messages.at(m).chunks.size(); ++k) {
                    // The details pane shows the chunk.
                    w.selection()->navigateTo(ChunkRef {c, m, k});
                    checkWindow(w, u"conversation %1, message %2, chunk %3"_s.arg(c).arg(m).arg(k));
                    if (QTest::currentTestFailed())
                        return;
                }
            }
        }
    }

    /// Makes every item of every item view (but the conversation list) current once, so that the
    /// panes show their details (reference details, state values, answer step texts).
    static void selectItemsOfEveryView(MainWindow &w)
    {
        const auto views = w.findChildren<QAbstractItemView *>();
        for (QAbstractItemView *view : views) {
            if (!view->isVisible() || view == w.conversationList()->view())
                continue;
            QAbstractItemModel *model = view->model();
            if (!model || view->selectionMode() == QAbstractItemView::NoSelection)
                continue;
            std::function<void(const QModelIndex &)> visit = [&](const QModelIndex &parent) {
                for (int r = 0; r < model->rowCount(parent); ++r) {
                    const QModelIndex index = model->index(r, 0, parent);
                    view->setCurrentIndex(index);
                    QCoreApplication::processEvents();
                    visit(index);
                }
            };
            visit(QModelIndex());
        }
    }

    /// Fails on a label that renders a marker, a tool tip that would, a model tool tip that would
    /// and a text document character format whose tool tip would.
    void checkWindow(MainWindow &w, const QString &where)
    {
        QCoreApplication::processEvents();
        const auto labels = w.findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            const QString hit = hostileIn(label->text(), label->textFormat());
            QVERIFY2(hit.isEmpty(),
                qPrintable(u"%1: label %2 renders %3 in %4"_s.arg(
                    where, describe(label), hit, label->text())));
            if (label->isVisible() && label->textFormat() == Qt::PlainText
                && label->text().contains(u"<img src=/dev/zero>"_s))
                m_literalLabels.insert(label->objectName());
        }
        const auto widgets = w.findChildren<QWidget *>();
        for (const QWidget *widget : widgets) {
            const QString hit = hostileIn(widget->toolTip());
            QVERIFY2(hit.isEmpty(),
                qPrintable(u"%1: tool tip of %2 renders %3 in %4"_s.arg(
                    where, describe(widget), hit, widget->toolTip())));
        }
        const auto actions = w.findChildren<QAction *>();
        for (const QAction *action : actions) {
            const QString hit = hostileIn(action->toolTip());
            QVERIFY2(hit.isEmpty(),
                qPrintable(
                    u"%1: tool tip of action %2 renders %3"_s.arg(where, action->text(), hit)));
        }
        const auto views = w.findChildren<QAbstractItemView *>();
        for (const QAbstractItemView *view : views) {
            if (QAbstractItemModel *model = view->model())
                checkModel(model, QModelIndex(), u"%1: %2"_s.arg(where, describe(view)));
            if (QTest::currentTestFailed())
                return;
        }
        const auto edits = w.findChildren<QTextEdit *>();
        for (const QTextEdit *edit : edits) {
            for (QTextBlock b = edit->document()->begin(); b.isValid(); b = b.next()) {
                for (auto it = b.begin(); !it.atEnd(); ++it) {
                    const QString tip = it.fragment().charFormat().toolTip();
                    const QString hit = hostileIn(tip);
                    QVERIFY2(hit.isEmpty(),
                        qPrintable(u"%1: text tool tip in %2 renders %3 in %4"_s.arg(
                            where, describe(edit), hit, tip)));
                    if (!tip.isEmpty())
                        m_toolTips.insert(tip);
                }
            }
        }
        for (const QWidget *widget : widgets)
            if (!widget->toolTip().isEmpty())
                m_toolTips.insert(widget->toolTip());
    }

    void checkModel(QAbstractItemModel *model, const QModelIndex &parent, const QString &where)
    {
        for (int r = 0; r < model->rowCount(parent); ++r) {
            for (int c = 0; c < model->columnCount(parent); ++c) {
                const QModelIndex index = model->index(r, c, parent);
                const QString tip = index.data(Qt::ToolTipRole).toString();
                const QString hit = hostileIn(tip);
                QVERIFY2(hit.isEmpty(),
                    qPrintable(u"%1 row %2 column %3: tool tip renders %4 in %5"_s.arg(where)
                                   .arg(r)
                                   .arg(c)
                                   .arg(hit, tip)));
                if (!tip.isEmpty())
                    m_toolTips.insert(tip);
            }
            checkModel(model, model->index(r, 0, parent), where);
            if (QTest::currentTestFailed())
                return;
        }
    }

    /// Shows every tool tip seen (they all passed the check) and the tool tips of cited text in
    /// every Markdown view: QToolTip lays each out, so a resource it asked for would be opened.
    void showEveryToolTip(MainWindow &w)
    {
        for (const QString &tip : std::as_const(m_toolTips)) {
            QToolTip::showText(w.mapToGlobal(QPoint(20, 20)), tip, &w);
            QCoreApplication::processEvents();
        }
        // The cited text of the painted rows on screen: hovered where each segment is shown.
        MessageView *view = w.messageView();
        const auto conversation = w.openConversation();
        for (int m = 0; conversation && m < conversation->messages.size(); ++m) {
            const auto painted = view->paintedMessage(m);
            const Message &message = conversation->messages.at(m);
            if (!painted || !message.grounding || !view->rowRect(m).isValid())
                continue;
            for (int s = 0; s < message.grounding->citations.size(); ++s) {
                for (const QRect &r : painted->segmentRects(s)) {
                    const QPoint at = view->rowRect(m).topLeft() + r.center();
                    if (!view->listView()->viewport()->rect().contains(at))
                        continue;
                    QWidget *viewport = view->listView()->viewport();
                    QHelpEvent help(QEvent::ToolTip, at, viewport->mapToGlobal(at));
                    QCoreApplication::sendEvent(viewport, &help);
                    const QString tip = QToolTip::isVisible() ? QToolTip::text() : QString();
                    const QString hit = hostileIn(tip);
                    QVERIFY2(hit.isEmpty(),
                        qPrintable(u"citation tool tip renders %1 in %2"_s.arg(hit, tip)));
                }
            }
        }
        QToolTip::hideText();
        QCoreApplication::processEvents();
    }

    QTemporaryDir m_dir;
    QString m_canary;
    QSet<QString> m_toolTips; ///< every tool tip seen (all passed)
    QSet<QString> m_literalLabels; ///< the object names of labels that showed markup as text
};

QTEST_MAIN(TstHostileWindow)
#include "tst_hostile_window.moc"
