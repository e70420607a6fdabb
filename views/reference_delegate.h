// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStyledItemDelegate>

/// Paints one source of the References pane from ReferenceListModel roles: number badge, title,
/// domain and URI (or document, page, license), a text excerpt, the confidence score for the
/// selected segment or the relevance score; supporting sources are marked, missing ones drawn in
/// a warning style. Holds no data.
class ReferenceDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// The second line: domain and URI, document and page, or license and date.
    static QString secondaryText(const QModelIndex &index);
    /// The right-hand tag: "score 0.92" for the selected segment, else "relevance 0.73"; plus
    /// "whole answer" for sources of the whole message.
    static QString tagText(const QModelIndex &index);
};
