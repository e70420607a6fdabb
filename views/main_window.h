// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "find_actions.h"
#include "follow_mode.h"
#include "live_session.h"
#include "navigation_actions.h"
#include "open_documents.h"
#include "selection_relay.h"

#include <QMainWindow>

class CompareWith;
class EditActions;
class LinkedConversation;
class MessageZoom;
class FileFind;
class FileOpener;
class ProgressIndicator;
class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QueryPanel;
class WindowDocks;
class WindowExport;
class WindowLayout;

/// The application window: conversation list (left), messages (centre), details, references,
/// answer and query (right), trace, problems, state and citations (bottom), menus and status bar.
/// Builds and places them, and wires them to the controllers that hold the behaviour:
/// OpenDocuments, SelectionRelay (the place every pane shows), NavigationActions and FindActions
/// (the Go and Edit menus), EditActions, WindowExport (File ▸ Export and Print), FileFind,
/// FollowMode, LiveSession, FileOpener, WindowLayout. Owns all of them.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens each file in its own Document; the last one is shown.
    void openFiles(const QStringList &paths);
    /// Headless use: runs the event loop until every opened document has loaded or failed (or
    /// `msecs` passed; < 0 = no limit) and the first conversation is read. True when all are
    /// Ready.
    bool waitForLoaded(int msecs);
    /// Shows and raises a pane by name (WindowDocks::show()); unknown names are ignored.
    void showPanel(const QString &name);
    /// Whether the window keeps its geometry and dock layout (WindowLayout); the screenshot
    /// command turns it off before show().
    void setPersistLayout(bool persist);

    OpenDocuments *documents() const { return m_documents; }
    SelectionRelay *selection() const { return m_selection; }
    NavigationActions *navigation() const { return m_navigation; }
    FindActions *findActions() const { return m_findActions; }
    FileFind *fileFind() const { return m_fileFind; }
    FollowMode *followMode() const { return m_follow; }
    LiveSession *liveSession() const { return m_live; }
    CompareWith *compareWith() const { return m_compareWith; }
    WindowExport *windowExport() const { return m_export; }
    EditActions *editActions() const { return m_edit; }

    // Shortcuts into the controllers, for the command line, the benchmark and tests.
    Document *currentDocument() const { return m_documents->current(); }
    std::shared_ptr<const Conversation> openConversation() const
    {
        return m_selection->openConversation();
    }
    void selectConversation(int row) { m_selection->selectConversation(row); }
    void selectMessage(int row) { m_selection->selectMessage(row); }
    void nextMessage() { m_navigation->nextMessage(); }
    void nextConversation() { m_navigation->nextConversation(); }
    void find(const QString &text) { m_findActions->find(text); }
    void findNext() { m_findActions->findNext(); }
    Document *liveDocument() const { return m_live->document(); }

    MessageView *messageView() const { return m_panes.messages; }
    ConversationListPane *conversationList() const { return m_panes.list; }
    DetailsPane *detailsPane() const { return m_panes.details; }
    SpansPane *spansPane() const { return m_panes.spans; }
    StatePane *statePane() const { return m_panes.state; }
    ProblemsPane *problemsPane() const { return m_panes.problems; }
    AnswerPane *answerPane() const { return m_panes.answer; }
    ReferencesPane *referencesPane() const { return m_panes.references; }
    CitationsOverviewPane *citationsPane() const { return m_panes.citations; }
    EvaluationPane *evaluationPane() const { return m_panes.evaluation; }
    QueryPanel *queryPanel() const { return m_query; }

protected:
    void changeEvent(QEvent *event) override;

private:
    // main_window.cpp: the wiring
    void wireDocuments();
    void wireFind();
    void wirePanes();
    void showDocument(Document *document);
    void documentFinished();
    void reload();
    // main_window_ui.cpp: docks, actions, menus, status bar, translation
    void createActions();
    void createMenus();
    void createStatusBar();
    void retranslateUi();
    void updateStatus();
    void about();

    SelectionPanes m_panes;
    WindowDocks *m_docks = nullptr;
    QueryPanel *m_query = nullptr;
    OpenDocuments *m_documents = nullptr;
    SelectionRelay *m_selection = nullptr;
    NavigationActions *m_navigation = nullptr;
    FindActions *m_findActions = nullptr;
    FileFind *m_fileFind = nullptr;
    FollowMode *m_follow = nullptr;
    LiveSession *m_live = nullptr;
    CompareWith *m_compareWith = nullptr;
    LinkedConversation *m_linked = nullptr;
    FileOpener *m_opener = nullptr;
    WindowLayout *m_layout = nullptr;
    WindowExport *m_export = nullptr; ///< File ▸ Export…, Export as PDF…, Print…
    EditActions *m_edit = nullptr; ///< Edit ▸ Copy…, Select All, Preferences…

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_goMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_reloadAction = nullptr;
    QAction *m_showUncitedAction = nullptr; ///< View ▸ Show Uncited Sentences (remembered)
    QAction *m_followAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_shortcutsAction = nullptr; ///< Help ▸ Keyboard Shortcuts
    MessageZoom *m_zoom = nullptr; ///< View ▸ Zoom In / Zoom Out / Actual Size
    QLabel *m_formatLabel = nullptr;
    QLabel *m_countLabel = nullptr;
    ProgressIndicator *m_loading = nullptr; ///< loading the current document
    ProgressIndicator *m_finding = nullptr; ///< the file-wide find
};
