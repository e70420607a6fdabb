// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "row_offsets.h"

#include <QAbstractItemView>
#include <functional>

/// The list of the message view: one column of rows of varying heights, scrolled per pixel. Its
/// own layout (RowOffsets, prefix sums of the heights) makes a row's height change O(log n)
/// instead of QListView's layout of every row, so a 100,000-message conversation stays smooth
/// while rows are laid out. Heights come from a provider (the view's height cache); the rows
/// are laid out again only when the model's rows change or invalidateLayout() is called. Owned by
/// MessageView.
class MessageListView : public QAbstractItemView
{
    Q_OBJECT
public:
    using HeightProvider = std::function<int(int row)>;

    explicit MessageListView(QWidget *parent = nullptr);

    /// Where the rows' heights come from (row: a row of the model the list shows).
    void setHeightProvider(HeightProvider provider) { m_heightOf = std::move(provider); }
    /// Runs a pending layout now (rows' positions are then current).
    void flushLayout() { executeDelayedItemsLayout(); }
    /// Asks the provider for every row's height again (width or fonts changed).
    void invalidateLayout();
    /// Row `row` has a new height (asked from the provider): the rows below it move. A row above
    /// the viewport keeps what is on screen still. True when the height changed.
    bool updateRowHeight(int row);
    int spacing() const { return m_spacing; }
    void setSpacing(int spacing);

    void setModel(QAbstractItemModel *model) override;
    QRect visualRect(const QModelIndex &index) const override;
    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;
    QModelIndex indexAt(const QPoint &point) const override;
    void doItemsLayout() override;

    /// Scrolls so that `rect` (viewport coordinates) is in view when it is not: its top a third
    /// down the viewport (8 px at least), the top of a rect taller than the viewport. True when
    /// it scrolled.
    bool scrollIntoView(const QRect &rect);

Q_SIGNALS:
    /// The list's own font changed (View ▸ Zoom sets it): the rows are painted in it.
    void fontChanged();
    /// The viewport was resized or scrolled, or rows moved.
    void viewportChanged();
    /// The content was scrolled (by the user, or to show a row); emitted before viewportChanged.
    void scrolled();

protected:
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    int horizontalOffset() const override { return 0; }
    int verticalOffset() const override;
    bool isIndexHidden(const QModelIndex &) const override { return false; }
    void setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command) override;
    QRegion visualRegionForSelection(const QItemSelection &selection) const override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void updateGeometries() override;

private:
    void relayout();
    int extentOf(int row) const; ///< the row's height plus twice the spacing (below it)
    /// The row at content height `y` (the gap below a row counts with it); -1 past the end.
    int rowAtContentY(qint64 y) const;
    int rowCount() const;

    HeightProvider m_heightOf;
    RowOffsets m_rows;
    int m_spacing = 6;
    bool m_layoutDirty = true;
    QVector<QMetaObject::Connection> m_modelConnections;
};
