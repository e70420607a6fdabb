// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "navigation_history.h"
#include "search/find_query.h"
#include "search/search_types.h"
#include "transcript/conversation.h"

#include <QMainWindow>
#include <QMap>
#include <QPointer>
#include <QVector>
#include <memory>

class AnswerPane;
class ConversationListPane;
class DetailsPane;
class Document;
class FileSearch;
class MessageView;
class ProblemsPane;
class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QueryPanel;
class SearchRangeList;
class QToolButton;
class ReferencesPane;
class SpansPane;
class StatePane;

/// The application window: conversation list (left), messages (centre), details (right), trace
/// and problems (bottom), menus and status bar. Owns one Document per opened file (the file
/// chooser above the list switches between them) and relays the panes' value signals; panes never
/// see each other.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens each file in its own Document; the last one is shown.
    void openFiles(const QStringList &paths);
    /// Opens bytes already in memory (stdin, tests) as a document named `displayName`.
    void openData(const QByteArray &data, const QString &displayName);
    /// Headless use: runs the event loop until every opened document has loaded or failed (or
    /// `msecs` passed; < 0 = no limit). True when all are Ready.
    bool waitForLoaded(int msecs);
    /// Selects the conversation with this index in the shown document.
    void selectConversation(int row);
    /// Selects message `row` of the open conversation.
    void selectMessage(int row);
    /// Shows and raises a pane: "details", "trace" (spans), "problems", "state", "references";
    /// "answer"; "query" when it exists; unknown names are ignored.
    void showPanel(const QString &name);
    /// Whether the window saves its geometry and dock layout on close and restores them when first
    /// shown (QSettings "window/geometry", "window/state"). Default true; the screenshot command
    /// turns it off before show() so that screenshots never depend on the user's layout.
    void setPersistLayout(bool persist) { m_persistLayout = persist; }
    bool persistLayout() const { return m_persistLayout; }

    /// Keyboard navigation (also bound to actions): next/previous message of the open
    /// conversation, next/previous conversation of the document, back/forward after a jump.
    void nextMessage();
    void previousMessage();
    void nextConversation();
    void previousConversation();
    void goBack();
    void goForward();
    /// Go ▸ Next/Previous Citation: selects the next (previous) cited segment of the open
    /// conversation, across messages, and shows its sources in the References pane.
    void nextCitation();
    void previousCitation();
    /// Go ▸ Next/Previous Turn: selects the first message of the next (previous) turn
    /// (Message::turn) of the open conversation.
    void nextTurn();
    void previousTurn();
    /// Opens the conversation of `ref` if needed and selects its message or chunk.
    void navigateTo(const ChunkRef &ref);
    const NavigationHistory &history() const { return m_history; }

    // main_window_find.cpp: Find in the open conversation (Edit menu, Ctrl+F, F3, Shift+F3)
    /// Opens the find bar with `text` and searches the open conversation for it.
    void find(const QString &text);
    /// Edit ▸ Find Next / Find Previous: through the find bar (opened if hidden), so that they
    /// go on to another conversation when the file-wide results say there are more matches.
    void findNext();
    void findPrevious();

    // main_window_follow.cpp
    /// File ▸ Follow File: shows what is appended to the current file as it arrives (also
    /// after a reload); off stops watching.
    void setFollowing(bool on);
    bool isFollowing() const;

    Document *currentDocument() const;
    std::shared_ptr<const Conversation> openConversation() const { return m_open; }
    MessageView *messageView() const { return m_messages; }
    ConversationListPane *conversationList() const { return m_list; }
    DetailsPane *detailsPane() const { return m_details; }
    SpansPane *spansPane() const { return m_spans; }
    StatePane *statePane() const { return m_state; }
    ProblemsPane *problemsPane() const { return m_problems; }
    AnswerPane *answerPane() const { return m_answer; }
    ReferencesPane *referencesPane() const { return m_references; }
    QueryPanel *queryPanel() const { return m_query; }
    /// The document the query panel's answers open in (null before the first answer).
    Document *liveDocument() const { return m_liveDocument; }
    /// Opens (or replaces) the live document with `jsonl` named `displayName`, then selects the
    /// message whose id is `answerName` (else the last answer).
    void openLiveSession(
        const QByteArray &jsonl, const QString &displayName, const QString &answerName);

public Q_SLOTS:
    /// File-wide Find (connect FileSearch here): `total` matches in the whole file, shown in the
    /// find bar after the conversation's count; `complete` false while counting; < 0 hides it.
    void setFileFindResults(qint64 total, bool complete);
    /// Opens conversation `conversation` and shows its first match (its last with `last`) once
    /// found: the answer to next/previousFindConversationRequested.
    void showFindInConversation(int conversation, bool last);

Q_SIGNALS:
    /// The find query applied to the open conversation changed (empty when Find was closed):
    /// start (or stop) the file-wide search.
    void findQueryChanged(const FindQuery &query);
    /// Find Next passed the open conversation's last match and the file has more matches: call
    /// showFindInConversation(next conversation with matches, false).
    void nextFindConversationRequested();
    /// Find Previous passed the first match: call showFindInConversation(previous one, true).
    void previousFindConversationRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // main_window.cpp: documents and selection
    void addDocument(Document *document);
    void showDocument(int index);
    void onConversationSelected(int conversation);
    void onMessageSelected(ChunkRef ref);
    void onChunkSelected(ChunkRef ref);
    void refreshProblems();
    void stepCitation(int step);
    void reload();

    // main_window_ui.cpp: actions, menus, docks, status bar, translation
    void createActions();
    void createMenus();
    void createDocks();
    void createStatusBar();
    void retranslateUi();
    void updateStatus();
    void updateRecentMenu();
    void updateLanguageMenu();
    void openDialog();
    void about();
    void updateNavigationActions();
    void saveLayout();
    void restoreLayout();

    // main_window_find.cpp
    void createFindActions();
    void createFindMenu();
    void retranslateFind();
    // main_window_file_find.cpp: the file-wide search behind the find bar
    void createFileSearch();
    // main_window_follow.cpp: File ▸ Follow File
    void createFollowAction();
    void retranslateFollow();
    void syncFollowAction();
    void watchForFollow(Document *document);
    void startFileSearch(const FindQuery &query);
    /// Marks the cached search ranges stale when `document` changes (main_window_file_find.cpp).
    void watchSearchRanges(Document *document);
    void refreshFileSearch();
    void goToFileMatchConversation(bool forward);

    // main_window_live.cpp: the query panel and its live document
    void createQueryDock();
    void retranslateQueryDock();
    void askRelatedQuestion(const QString &question);
    void selectLiveAnswer(Document *document, const QString &answerName);

    QVector<Document *> m_documents; ///< owned (children of this window)
    int m_current = -1;
    int m_conversation = -1;
    std::shared_ptr<const Conversation> m_open;
    NavigationHistory m_history;
    bool m_persistLayout = true;
    bool m_layoutRestored = false;

    ConversationListPane *m_list = nullptr;
    MessageView *m_messages = nullptr;
    DetailsPane *m_details = nullptr;
    SpansPane *m_spans = nullptr;
    StatePane *m_state = nullptr;
    ProblemsPane *m_problems = nullptr;
    QDockWidget *m_listDock = nullptr;
    QDockWidget *m_detailsDock = nullptr;
    QDockWidget *m_spansDock = nullptr;
    QDockWidget *m_stateDock = nullptr;
    QDockWidget *m_problemsDock = nullptr;
    AnswerPane *m_answer = nullptr;
    QDockWidget *m_answerDock = nullptr;
    ReferencesPane *m_references = nullptr;
    QDockWidget *m_referencesDock = nullptr;
    QueryPanel *m_query = nullptr;
    QDockWidget *m_queryDock = nullptr;
    Document *m_liveDocument = nullptr; ///< one of m_documents, or null

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_reloadAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QMenu *m_goMenu = nullptr;
    QAction *m_nextMessageAction = nullptr;
    QAction *m_previousMessageAction = nullptr;
    QAction *m_nextConversationAction = nullptr;
    QAction *m_previousConversationAction = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_forwardAction = nullptr;
    QAction *m_nextTurnAction = nullptr;
    QAction *m_previousTurnAction = nullptr;
    QAction *m_nextCitationAction = nullptr;
    QAction *m_previousCitationAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QMenu *m_editMenu = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_findNextAction = nullptr;
    QAction *m_findPreviousAction = nullptr;
    FileSearch *m_fileSearch = nullptr;
    QAction *m_followAction = nullptr;
    bool m_followWanted = false; ///< follow mode asked for (kept through reloads)
    QMap<int, int> m_fileHits; ///< conversation → matches of the file-wide search
    FindQuery m_fileQuery; ///< the find bar's query (the file-wide search may not run)
    /// The search ranges of m_rangesDocument (until it changes), built by the first search
    /// that uses them on its own thread (a million records take long), shared by the next ones.
    std::shared_ptr<const SearchRangeList> m_searchRanges;
    QPointer<const Document> m_rangesDocument;
    bool m_rangesStale = true;

    QLabel *m_formatLabel = nullptr;
    QLabel *m_countLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancel = nullptr;
};
