// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QTimer;
class QToolButton;

/// The slim find bar under the messages (Ctrl+F): the text, the case / whole word / regular
/// expression switches, the match count ("3 of 120", "No matches", or why a pattern is invalid,
/// plus the file-wide total when known) and Previous / Next. Emits the query (debounced while
/// typing) and navigation requests; knows nothing of the conversation. Owned by MessageView.
class FindBar : public QWidget
{
    Q_OBJECT
public:
    explicit FindBar(QWidget *parent = nullptr);

    /// The query as the controls say now (also while the debounce timer runs).
    FindQuery query() const;
    /// Puts `text` in the field and applies it at once.
    void setText(const QString &text);
    /// Shows the bar, focuses the field and selects its text (Ctrl+F).
    void activate();
    /// Emits a pending debounced queryChanged now.
    void flush();

    /// The match count of the open conversation: `current` (0-based, -1 none) of `total`;
    /// `complete` false while searching; `truncated` when the search stopped at its limit.
    void setMatchCount(int current, int total, bool complete, bool truncated = false);
    /// The file-wide total (FileSearch), shown after the conversation's count ("· 4,210 in
    /// file"); `complete` false while counting. `total` < 0 hides it (the default).
    void setFileMatches(qint64 total, bool complete);
    qint64 fileMatches() const { return m_fileTotal; }

    QLineEdit *lineEdit() const { return m_edit; }
    QToolButton *caseButton() const { return m_case; }
    QToolButton *wordButton() const { return m_word; }
    QToolButton *regexButton() const { return m_regex; }
    QToolButton *previousButton() const { return m_previous; }
    QToolButton *nextButton() const { return m_next; }
    QToolButton *closeButton() const { return m_close; }
    /// The count, or the reason the pattern is invalid.
    QString statusText() const;

public Q_SLOTS:
    /// Next match (Enter, F3): asks for the next conversation with matches when this one's last
    /// match is current and the file has more, else emits nextRequested.
    void findNext();
    /// Previous match (Shift+Enter, Shift+F3), symmetric to findNext.
    void findPrevious();
    /// Hides the bar (Escape) and emits closed.
    void dismiss();

Q_SIGNALS:
    /// The query changed: after ~150 ms without typing, or at once for a switch.
    void queryChanged(const FindQuery &query);
    void nextRequested();
    void previousRequested();
    /// Next passed the last match of this conversation while the file has more matches.
    void nextConversationRequested();
    /// Previous passed the first match of this conversation while the file has more matches.
    void previousConversationRequested();
    /// The bar was closed: highlights should go.
    void closed();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void updateStatus();
    void emitQuery();

    QLineEdit *m_edit = nullptr;
    QToolButton *m_case = nullptr;
    QToolButton *m_word = nullptr;
    QToolButton *m_regex = nullptr;
    QLabel *m_status = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QToolButton *m_close = nullptr;
    QTimer *m_debounce = nullptr;
    FindQuery m_emitted; ///< the last query emitted
    int m_current = -1;
    int m_total = 0;
    bool m_complete = true;
    bool m_truncated = false;
    qint64 m_fileTotal = -1;
    bool m_fileComplete = true;
};
