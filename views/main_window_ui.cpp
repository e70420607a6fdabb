// SPDX-License-Identifier: GPL-2.0-or-later
// MainWindow, part 2: docks, actions, menus, status bar and translation.
#include "main_window.h"

#include "answer_pane.h"
#include "citations_overview_pane.h"
#include "compare_with.h"
#include "conversation_list_pane.h"
#include "details_pane.h"
#include "document/document.h"
#include "edit_actions.h"
#include "file_opener.h"
#include "formats/format_names.h"
#include "items/plain_tool_tip.h"
#include "language_menu.h"
#include "message_view.h"
#include "message_zoom.h"
#include "problems_pane.h"
#include "progress_indicator.h"
#include "query_panel.h"
#include "recent_files_menu.h"
#include "references_pane.h"
#include "remembered_action.h"
#include "shortcuts_dialog.h"
#include "spans_pane.h"
#include "state_pane.h"
#include "window_docks.h"
#include "window_export.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

using namespace Qt::StringLiterals;

void MainWindow::showPanel(const QString &name)
{
    m_docks->show(name);
}

void MainWindow::createActions()
{
    m_reloadAction = new QAction(this);
    m_reloadAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_reloadAction, &QAction::triggered, this, &MainWindow::reload);
    m_followAction = new QAction(this);
    m_followAction->setObjectName(u"followAction"_s);
    m_followAction->setCheckable(true);
    m_followAction->setEnabled(false); // until a file is shown
    m_followAction->setShortcut(QKeySequence(Qt::Key_F)); // klogg's key for the same
    m_followAction->setShortcutContext(Qt::WindowShortcut);
    addAction(m_followAction);
    m_showUncitedAction = new RememberedAction(u"view/showUncitedSentences"_s, false, this);
    m_showUncitedAction->setObjectName(u"showUncitedAction"_s);
    connect(m_showUncitedAction, &QAction::toggled, m_panes.messages, &MessageView::setShowUncited);
    m_panes.messages->setShowUncited(m_showUncitedAction->isChecked());
    m_closeAction = new QAction(this);
    m_closeAction->setObjectName(u"closeAction"_s);
    m_closeAction->setShortcut(QKeySequence::Close);
    m_closeAction->setEnabled(false); // until a file is shown
    connect(m_closeAction, &QAction::triggered, m_documents, &OpenDocuments::closeCurrent);
    m_export = new WindowExport(
        m_selection, [this] { return m_panes.list->selectedConversations(); }, this);
    connect(m_export, &WindowExport::statusMessage, statusBar(), &QStatusBar::showMessage);
    m_edit = new EditActions(m_panes.messages, m_selection, this);

    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
    m_shortcutsAction = new QAction(this);
    m_shortcutsAction->setObjectName(u"shortcutsAction"_s);
    m_shortcutsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(m_shortcutsAction, &QAction::triggered, this, [this] {
        auto *dialog = new ShortcutsDialog(menuBar(), this); // the keys in the language of now
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    m_zoom = new MessageZoom(m_panes.messages, this);
    connect(m_edit, &EditActions::preferencesApplied, m_zoom, &MessageZoom::refresh);
}

void MainWindow::createMenus()
{
    auto menu = [this](const QString &name, QMenu *menu = nullptr) {
        menu = menu ? menu : new QMenu(menuBar());
        menu->setObjectName(name);
        menuBar()->addMenu(menu);
        return menu;
    };
    m_fileMenu = menu(u"fileMenu"_s);
    m_fileMenu->addAction(m_opener->openAction());
    m_fileMenu->addMenu(m_opener->recentMenu());
    m_fileMenu->addAction(m_reloadAction);
    m_fileMenu->addAction(m_followAction);
    m_fileMenu->addAction(m_compareWith->action());
    m_fileMenu->addAction(m_panes.list->compareAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addActions(
        {m_export->exportAction(), m_export->pdfAction(), m_export->printAction()});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_query->connectAdkAction());
    m_fileMenu->addAction(m_query->connectAgentEngineAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_closeAction);
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menu(u"editMenu"_s);
    m_edit->addTo(m_editMenu);
    m_editMenu->addSeparator();
    m_findActions->addTo(m_editMenu);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_edit->preferencesAction());
    m_viewMenu = menu(u"viewMenu"_s);
    m_viewMenu->addActions(m_docks->toggleActions());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_panes.messages->finder()->filterBarAction());
    m_viewMenu->addAction(m_panes.messages->finder()->focusFilterAction()); // Ctrl+Shift+L
    m_viewMenu->addAction(m_showUncitedAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_zoom->actions());
    m_goMenu = menu(u"goMenu"_s);
    m_navigation->addTo(m_goMenu);
    m_languageMenu = menu(u"languageMenu"_s, new LanguageMenu(menuBar()));
    m_helpMenu = menu(u"helpMenu"_s);
    m_helpMenu->addAction(m_shortcutsAction);
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::createStatusBar()
{
    m_formatLabel = new QLabel(this);
    m_formatLabel->setObjectName(u"formatLabel"_s);
    m_formatLabel->setTextFormat(Qt::PlainText);
    m_countLabel = new QLabel(this);
    m_countLabel->setObjectName(u"countLabel"_s);
    m_countLabel->setTextFormat(Qt::PlainText);
    m_loading = new ProgressIndicator(u"loading"_s, this);
    m_finding = new ProgressIndicator(u"find"_s, this);
    statusBar()->addPermanentWidget(m_countLabel);
    statusBar()->addPermanentWidget(m_formatLabel);
    statusBar()->addPermanentWidget(m_finding);
    statusBar()->addPermanentWidget(m_loading);
}

void MainWindow::updateStatus()
{
    const Document *document = m_documents->current();
    if (!document) {
        m_formatLabel->clear();
        m_countLabel->clear();
        //: window title when no file is open
        setWindowTitle(tr("Conversation Inspector"));
        return;
    }
    const QString name = formats::displayName(document->formatId());
    const QString format = !name.isEmpty() ? name
        : document->formatId().isEmpty()   ? tr("unknown format")
                                           : document->formatId();
    //: status bar: %1 format name such as "ADK session", %2 framing such as json or jsonl
    m_formatLabel->setText(tr("%1 (%2)").arg(format, framingId(document->framing())));
    // The id `check` prints and formats.md names.
    m_formatLabel->setToolTip(plainToolTip(document->formatId()));
    const QString conversations = tr("%n conversation(s)", nullptr, document->conversationCount());
    if (const auto open = m_selection->openConversation())
        //: status bar: %1 "N conversations", %2 "N messages" (of the open conversation)
        m_countLabel->setText(tr("%1, %2").arg(
            conversations, tr("%n message(s)", nullptr, int(open->messages.size()))));
    else
        m_countLabel->setText(conversations);
    //: window title: %1 file name
    setWindowTitle(tr("%1 — Conversation Inspector").arg(document->displayName()));
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Conversation Inspector"),
        //: about box text; %1 version number
        tr("<h3>Conversation Inspector %1</h3><p>Inspects transcripts of conversational AI agents: "
           "messages, tool calls, grounding and traces.</p><p>License: GPL-2.0-or-later</p>")
                .arg(QString::fromLatin1(INSPECTOR_VERSION))
            //: about box: the libraries the app is built on; %1 Qt's version
            + tr("<p>Built on Qt %1 (LGPL-3.0), nlohmann/json (MIT), simdjson (Apache-2.0), "
                 "mimalloc (MIT) and QtKeychain (BSD-3-Clause).</p>")
                  .arg(QLibraryInfo::version().toString()));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    //: menu
    m_fileMenu->setTitle(tr("&File"));
    //: menu action: read the file again
    m_reloadAction->setText(tr("Re&load"));
    //: File menu: keep showing what another program appends to the file (like tail -f)
    m_followAction->setText(tr("&Follow File"));
    m_followAction->setToolTip(
        tr("Show records appended to the file as they arrive; reload it when it is replaced"));
    m_compareWith->retranslate();
    //: File menu: close the file shown
    m_closeAction->setText(tr("&Close"));
    //: menu action
    m_quitAction->setText(tr("&Quit"));
    m_export->retranslate();
    m_edit->retranslate();
    //: menu
    m_editMenu->setTitle(tr("&Edit"));
    //: menu
    m_viewMenu->setTitle(tr("&View"));
    //: menu: moving between messages, conversations and places visited
    m_goMenu->setTitle(tr("&Go"));
    //: menu: choose the user interface language
    m_languageMenu->setTitle(tr("&Language"));
    //: menu
    m_helpMenu->setTitle(tr("&Help"));
    //: menu action
    m_aboutAction->setText(tr("&About Conversation Inspector"));
    //: Help menu: the list of every keyboard shortcut
    m_shortcutsAction->setText(tr("&Keyboard Shortcuts"));
    m_zoom->retranslate();
    m_docks->retranslate();
    //: button in the status bar that stops loading a file, or counting find matches in it
    const QString cancel = tr("Cancel");
    m_loading->setCancelText(cancel, tr("Stop loading the file (what was read stays shown)"));
    m_finding->setCancelText(cancel, tr("Stop counting the matches in the whole file"));
    m_opener->retranslate();
    m_navigation->retranslate();
    m_findActions->retranslate();
    //: View menu: mark the sentences of grounded answers that no citation supports
    m_showUncitedAction->setText(tr("Show &Uncited Sentences"));
    m_showUncitedAction->setToolTip(
        //: tooltip of View > Show Uncited Sentences
        tr("Marks each sentence of a grounded answer that has no cited source"));
    updateStatus();
}
