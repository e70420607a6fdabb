// SPDX-License-Identifier: GPL-2.0-or-later
// The window's View ▸ Zoom actions (keys, Ctrl+wheel, remembered) and Help ▸ Keyboard
// Shortcuts (built from the actions themselves, searchable, in the current language).
#include "language_manager.h"
#include "main_window.h"
#include "message_list_view.h"
#include "message_view.h"
#include "message_zoom.h"
#include "painted_message.h"
#include "shortcuts_dialog.h"

#include <QAction>
#include <QApplication>
#include <QFontDatabase>
#include <QLineEdit>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QWheelEvent>

using namespace Qt::StringLiterals;

namespace {

QAction *action(const MainWindow &w, const QString &name)
{
    return w.findChild<QAction *>(name);
}

void ctrlWheel(QWidget *viewport, int angle)
{
    const QPointF at(viewport->width() / 2.0, viewport->height() / 2.0);
    QWheelEvent wheel(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, angle), Qt::NoButton,
        Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &wheel);
}

} // namespace

class TstWindowMenus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(u"tst_window_menus"_s);
        QSettings().remove(u"view/messageZoom"_s);
    }

    void init() { LanguageManager::instance()->applyLanguage(u"en"_s); }

    void zoomStepsKeysAndWheel()
    {
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversation.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        MessageView *view = w.messageView();
        QTRY_VERIFY(view->paintedMessage(0) != nullptr);
        const int normalHeight = view->paintedMessage(0)->height;
        const qreal normalSize = view->listView()->font().pointSizeF();
        auto *zoom = w.findChild<MessageZoom *>();
        QVERIFY(zoom);
        const auto zoomed = [&] { return view->listView()->font().pointSizeF() / normalSize; };
        QAction *in = action(w, u"zoomInAction"_s);
        QAction *out = action(w, u"zoomOutAction"_s);
        QAction *reset = action(w, u"actualSizeAction"_s);
        QVERIFY(in && out && reset);
        QVERIFY(in->shortcuts().contains(QKeySequence(QKeySequence::ZoomIn)));
        QCOMPARE(reset->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));
        QVERIFY(!reset->isEnabled()); // at 100 % already

        in->trigger();
        QCOMPARE(zoom->percent(), 110);
        QCOMPARE(zoomed(), 1.1);
        QCOMPARE(view->font().pointSizeF(), normalSize); // the bars keep theirs
        in->trigger();
        QCOMPARE(zoom->percent(), 120);
        // The rows are laid out again in the larger font: taller, the JSON tree's fixed font too.
        QTRY_VERIFY(view->paintedMessage(0) && view->paintedMessage(0)->height > normalHeight);
        const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        bool fixedZoomed = false;
        for (const PaintedMessage::Text &text : view->paintedMessage(0)->texts)
            fixedZoomed |= text.font.family() == fixed.family()
                && qFuzzyCompare(text.font.pointSizeF(), fixed.pointSizeF() * 1.2);
        QVERIFY(fixedZoomed); // the default variables' tree
        QCOMPARE(QSettings().value(u"view/messageZoom"_s).toInt(), 120);

        reset->trigger();
        QCOMPARE(zoom->percent(), 100);
        QTRY_COMPARE(view->paintedMessage(0)->height, normalHeight);
        out->trigger();
        QCOMPARE(zoom->percent(), 90);

        // Ctrl+wheel over the messages: one notch a step; a touchpad's small angles add up.
        QWidget *viewport = view->listView()->viewport();
        ctrlWheel(viewport, 120);
        QCOMPARE(zoom->percent(), 100);
        ctrlWheel(viewport, 60);
        QCOMPARE(zoom->percent(), 100);
        ctrlWheel(viewport, 60);
        QCOMPARE(zoom->percent(), 110);
        ctrlWheel(viewport, -240);
        QCOMPARE(zoom->percent(), 90);

        // Bounded: Zoom Out stops at the smallest step and is disabled there.
        for (int i = 0; i < 20; ++i)
            out->trigger();
        QCOMPARE(zoom->percent(), 50);
        QVERIFY(!out->isEnabled());
        QVERIFY(in->isEnabled());
    }

    void zoomIsRemembered()
    {
        QSettings().setValue(u"view/messageZoom"_s, 150);
        MainWindow w;
        QCOMPARE(w.findChild<MessageZoom *>()->percent(), 150);
        const qreal normalSize = w.messageView()->font().pointSizeF();
        QCOMPARE(w.messageView()->listView()->font().pointSizeF(), normalSize * 1.5);
        action(w, u"actualSizeAction"_s)->trigger();
        QCOMPARE(QSettings().value(u"view/messageZoom"_s).toInt(), 100);
        // A value no step has is kept within the range.
        QSettings().setValue(u"view/messageZoom"_s, 1000);
        MainWindow again;
        QCOMPARE(again.findChild<MessageZoom *>()->percent(), 300);
        QSettings().remove(u"view/messageZoom"_s);
    }

    void shortcutsFromTheActions()
    {
        MainWindow w;
        QAction *open = action(w, u"shortcutsAction"_s);
        QVERIFY(open);
        QCOMPARE(open->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Slash));
        open->trigger();
        auto *dialog = w.findChild<ShortcutsDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QTableView *table = dialog->table();
        const QAbstractItemModel *rows = table->model();
        const int all = dialog->shownRows();
        QVERIFY(all >= 15);
        // Every action of the menus with a key is listed, with its menu.
        const auto find = [rows](const QString &text) {
            for (int r = 0; r < rows->rowCount(); ++r) {
                if (rows->index(r, 0).data().toString() == text)
                    return r;
            }
            return -1;
        };
        const int reload = find(u"Reload"_s);
        QVERIFY(reload >= 0);
        QCOMPARE(rows->index(reload, 1).data().toString(),
            QKeySequence(Qt::Key_F5).toString(QKeySequence::NativeText));
        QCOMPARE(rows->index(reload, 2).data().toString(), u"File"_s);
        const int zoomIn = find(u"Zoom In"_s);
        QVERIFY(zoomIn >= 0);
        QCOMPARE(rows->index(zoomIn, 2).data().toString(), u"View"_s);
        QVERIFY(find(u"Keyboard Shortcuts"_s) >= 0);
        // The search keeps the rows whose action, key or menu holds the text.
        dialog->searchField()->setText(u"zoom"_s); // Zoom In, Zoom Out
        QCOMPARE(dialog->shownRows(), 2);
        dialog->searchField()->setText(u"F5"_s);
        QCOMPARE(dialog->shownRows(), 1);
        dialog->searchField()->clear();
        QCOMPARE(dialog->shownRows(), all);
        QVERIFY(!dialog->searchField()->accessibleName().isEmpty());
        QVERIFY(!table->accessibleName().isEmpty());
        dialog->close();

        // In Japanese: the texts the menus show now.
        LanguageManager::instance()->applyLanguage(u"ja"_s);
        QTRY_VERIFY(action(w, u"zoomInAction"_s)->text() != u"Zoom &In"_s);
        ShortcutsDialog japanese(w.menuBar(), &w);
        QCOMPARE(japanese.windowTitle(),
            QCoreApplication::translate("ShortcutsDialog", "Keyboard Shortcuts"));
        QVERIFY(japanese.windowTitle() != u"Keyboard Shortcuts"_s);
        bool translatedRow = false;
        for (int r = 0; r < japanese.table()->model()->rowCount(); ++r)
            translatedRow |= japanese.table()->model()->index(r, 0).data().toString()
                == action(w, u"zoomInAction"_s)
                       ->text()
                       .remove(QRegularExpression(u"\\(&.\\)"_s))
                       .remove(u'&');
        QVERIFY(translatedRow);
    }
};

QTEST_MAIN(TstWindowMenus)
#include "tst_window_menus.moc"
