// SPDX-License-Identifier: GPL-2.0-or-later
// Every control a keyboard can reach has a name and a description for assistive technologies:
// walks the main window (every pane, the Query panel's pages), the comparison window and each
// dialog (Export, Preferences, Keyboard Shortcuts, the image viewer) in English, Japanese and
// Spanish, and fails on a focusable widget whose accessible interface has no name, or has a name
// but no description (Qt reads the accessible description, else the tool tip).
#include "comparison_window.h"
#include "export_dialog.h"
#include "image_viewer.h"
#include "language_manager.h"
#include "main_window.h"
#include "preferences_dialog.h"
#include "shortcuts_dialog.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// Where `widget` is: its class and object name, with those of its named ancestors.
QString describe(const QWidget *widget)
{
    QStringList path;
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        if (w == widget || !w->objectName().isEmpty())
            path.prepend(QString::fromLatin1(w->metaObject()->className())
                + (w->objectName().isEmpty() ? QString() : u'#' + w->objectName()));
    }
    return path.join(u" > "_s);
}

/// Controls that need no description beyond their name: the standard buttons of a dialog's
/// button box (OK, Cancel, Close) and the scroll arrows Qt adds to a tab bar.
bool needsNoDescription(QWidget *widget)
{
    if (const auto *box = qobject_cast<const QDialogButtonBox *>(widget->parentWidget()))
        return box->standardButton(qobject_cast<QAbstractButton *>(widget))
            != QDialogButtonBox::NoButton;
    return qobject_cast<const QTabBar *>(widget->parentWidget())
        && (widget->objectName() == u"ScrollLeftButton"_s
            || widget->objectName() == u"ScrollRightButton"_s);
}

/// The focusable widgets under `root` whose accessible interface has no name ("unnamed: …") or
/// a name but no description ("undescribed: … [name]").
QStringList unreadableControls(QWidget *root)
{
    QStringList missing;
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        if (!(widget->focusPolicy() & Qt::TabFocus))
            continue;
        // Parts of a control that has the name: a spin box's text field, a combo box's field and
        // its pop-up list.
        if (qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
            continue;
        bool insideCombo = false;
        for (QWidget *up = widget->parentWidget(); up && !insideCombo; up = up->parentWidget())
            insideCombo = qobject_cast<QComboBox *>(up) != nullptr;
        if (insideCombo)
            continue;
        // A label's name is its text (nothing to read while it is empty).
        if (qobject_cast<QLabel *>(widget))
            continue;
        // A tab bar is read by its tabs: each needs a text.
        if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->tabText(i).trimmed().isEmpty())
                    missing << u"unnamed: "_s + describe(widget) + u" tab "_s + QString::number(i);
            }
            continue;
        }
        // A scroll area's viewport takes focus for its view, which carries the name.
        if (const auto *area = qobject_cast<QAbstractScrollArea *>(widget->parentWidget());
            area && area->viewport() == widget)
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
        const QString name = iface ? iface->text(QAccessible::Name).trimmed() : QString();
        if (name.isEmpty())
            missing << u"unnamed: "_s + describe(widget);
        else if (iface->text(QAccessible::Description).trimmed().isEmpty()
            && !needsNoDescription(widget))
            missing << u"undescribed: %1 [%2]"_s.arg(describe(widget), name);
    }
    return missing;
}

} // namespace

class TstAccessibilityWalk : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(u"tst_accessibility_walk"_s);
    }

    void everyFocusableControlHasANameAndDescription_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ja") << u"ja"_s;
        QTest::newRow("es") << u"es"_s;
    }

    void everyFocusableControlHasANameAndDescription()
    {
        QFETCH(QString, language);
        LanguageManager::instance()->applyLanguage(language);
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversation.json")});
        QVERIFY(w.waitForLoaded(30000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        QStringList missing = unreadableControls(&w);

        ExportDialog exportDialog(ExportScopes {3, 0, true, true, u"x"_s}, std::nullopt, &w);
        missing += unreadableControls(&exportDialog);
        PreferencesDialog preferences(&w);
        missing += unreadableControls(&preferences);
        ShortcutsDialog shortcuts(w.menuBar(), &w);
        missing += unreadableControls(&shortcuts);
        QImage image(32, 32, QImage::Format_RGB32);
        image.fill(Qt::gray);
        ImageViewer viewer(image, u"image/png"_s, &w);
        missing += unreadableControls(&viewer);
        ComparisonWindow comparison(&w);
        missing += unreadableControls(&comparison);
        missing.removeDuplicates();
        for (const QString &control : std::as_const(missing))
            qWarning("%s", qPrintable(control)); // the failure message is cut short
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
    }
};

QTEST_MAIN(TstAccessibilityWalk)
#include "tst_accessibility_walk.moc"
