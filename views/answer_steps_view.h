// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/answer_details.h"

#include <QWidget>
#include <memory>

class AnswerStepsModel;
class QLabel;
class QMenu;
class QModelIndex;
class QTreeView;
class QUrl;

/// The steps part of the answer pane: a timeline tree of steps → search actions → results over
/// an AnswerStepsModel, and below it the selected item in full (description and thought, or the
/// result's URI, snippets with their bold kept, chunk contents). A result's link opens only from
/// its context menu ("Open link", http/https only) and can be copied. Owns its model; shares the
/// AnswerDetails.
class AnswerStepsView : public QWidget
{
    Q_OBJECT
public:
    explicit AnswerStepsView(QWidget *parent = nullptr);

    /// Shows the steps of `answer` (null clears) and selects the first search result (else the
    /// first step) so that its details show.
    void setAnswer(std::shared_ptr<const AnswerDetails> answer);
    QTreeView *tree() const { return m_tree; }
    AnswerStepsModel *model() const { return m_model; }
    /// The rich text shown for the selected item (tests).
    QString detailText() const;
    /// The context menu for the item at `index` (tests; the caller owns the menu).
    QMenu *createContextMenu(const QModelIndex &index, QWidget *parent);
    /// Whether `uri` may be opened in the system browser (http and https only).
    static bool isWebLink(const QString &uri);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Sets the tree's accessible name and description in the current language.
    void retranslate();
    void showDetail();
    void fitTreeHeight();
    QString stepDetail(const QModelIndex &index) const;
    QString actionDetail(const QModelIndex &index) const;
    QString resultDetail(const QModelIndex &index) const;

    AnswerStepsModel *m_model = nullptr;
    QTreeView *m_tree = nullptr;
    QLabel *m_detail = nullptr;
};
