// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCache>
#include <QStyledItemDelegate>

class QTextDocument;
class QTreeView;

/// Paints one side of a compared turn (ComparisonModel's roles) as wrapped plain text: the
/// user's words, the answer with what the other side lacks on a tinted background, each tool
/// call after a mark saying how it compares, the sources and the variables, the differing ones
/// tinted. The texts never reach rich text (they are inserted as plain text into a
/// SafeTextDocument). Keeps a small cache of laid-out cells; owned by its view.
class ComparisonDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit ComparisonDelegate(QObject *parent = nullptr);

    /// Paints the cells of `view` (a QTreeView of two columns over a model with
    /// ComparisonModel's roles): rows as tall as their wrapped text at the columns' width, laid
    /// out again when the view is resized, its model is reset or the language changes.
    void attach(QTreeView *view);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// Forgets the laid-out cells (the model or the language changed).
    void clear();

    /// The words a tool row's status shows before the call ("✓ same", …), translated.
    static QString statusText(int status);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The laid-out text of `index` at `width` pixels.
    QTextDocument *document(const QStyleOptionViewItem &option, const QModelIndex &index) const;

    mutable QCache<QString, QTextDocument> m_documents;
    QTreeView *m_view = nullptr;
    QObject *m_viewport = nullptr; ///< m_view's viewport (its events are watched)
};
