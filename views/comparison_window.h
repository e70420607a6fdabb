// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "compare/text_diff.h"

#include <QWidget>

#include <memory>

class ComparisonDelegate;
class ComparisonModel;
class QCheckBox;
class QLabel;
class QSortFilterProxyModel;
class QTreeView;
struct Conversation;
template<typename Owner>
class AsyncOwner;

/// File ▸ Compare With…: two conversations side by side, aligned by turn on the user's text,
/// each pair of turns compared (answers word by word, tool calls aligned, sources and variables
/// that differ); only the differing turns on request, and the word diff's toggles (white space,
/// case, full-width forms). The comparison is computed on the thread pool. Activating a turn of
/// the left conversation (the window's own) asks to show it (turnActivated). A top-level window
/// owned by the main window; holds the two conversations it compares.
class ComparisonWindow : public QWidget
{
    Q_OBJECT
public:
    explicit ComparisonWindow(QWidget *parent = nullptr);
    ~ComparisonWindow() override;

    /// Compares `left` (conversation `leftIndex` of the window's document) with `right`.
    void compare(std::shared_ptr<const Conversation> left, int leftIndex, const QString &leftTitle,
        std::shared_ptr<const Conversation> right, const QString &rightTitle);

    ComparisonModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QCheckBox *onlyDifferencesBox() const { return m_onlyDifferences; }
    QCheckBox *ignoreSpaceBox() const { return m_ignoreSpace; }
    QCheckBox *ignoreCaseBox() const { return m_ignoreCase; }
    QCheckBox *ignoreWidthBox() const { return m_ignoreWidth; }
    QString summaryText() const;

Q_SIGNALS:
    /// A turn of the left conversation was activated: show its first message.
    void turnActivated(const ChunkRef &where);
    /// A comparison was computed and is shown.
    void compared();

protected:
    void changeEvent(QEvent *event) override;

private:
    void recompute();
    void retranslate();
    void activate(const QModelIndex &index);
    TextDiffOptions options() const;

    ComparisonModel *m_model;
    QSortFilterProxyModel *m_filter;
    ComparisonDelegate *m_delegate;
    QTreeView *m_view;
    QLabel *m_summary;
    QCheckBox *m_onlyDifferences;
    QCheckBox *m_ignoreSpace;
    QCheckBox *m_ignoreCase;
    QCheckBox *m_ignoreWidth;
    std::shared_ptr<const Conversation> m_left;
    std::shared_ptr<const Conversation> m_right;
    int m_leftIndex = -1;
    QString m_titles[2];
    int m_generation = 0; ///< bumped per computation; a late result of an older one is dropped
    bool m_computing = false;
    std::shared_ptr<AsyncOwner<ComparisonWindow>> m_async;
};
