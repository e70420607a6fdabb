// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_list_view.h"

#include "message_list_accessible.h"
#include "theme.h"

#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

using namespace Qt::StringLiterals;

MessageListView::MessageListView(QWidget *parent)
    : QAbstractItemView(parent)
{
    setObjectName(u"messageList"_s);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSelectionMode(QAbstractItemView::ExtendedSelection); // several: Copy and Export take them
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(false);
    // paintEvent() fills every pixel (the canvas between rows, the rows themselves): Qt's
    // background under them would be one more fill of the whole view per frame.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    // Assistive technologies see the rows on screen, their cards and buttons.
    static const bool accessible = [] {
        QAccessible::installFactory(&MessageListAccessible::factory);
        return true;
    }();
    Q_UNUSED(accessible);
}

void MessageListView::setSpacing(int spacing)
{
    if (spacing == m_spacing)
        return;
    m_spacing = qMax(0, spacing);
    invalidateLayout();
}

void MessageListView::setModel(QAbstractItemModel *model)
{
    for (const QMetaObject::Connection &c : std::as_const(m_modelConnections))
        disconnect(c);
    m_modelConnections.clear();
    QAbstractItemView::setModel(model);
    if (model) {
        // Rows came or went: every row's position may change.
        const auto dirty = [this] { invalidateLayout(); };
        m_modelConnections = {
            connect(model, &QAbstractItemModel::rowsInserted, this, dirty),
            connect(model, &QAbstractItemModel::rowsRemoved, this, dirty),
            connect(model, &QAbstractItemModel::rowsMoved, this, dirty),
            connect(model, &QAbstractItemModel::layoutChanged, this, dirty),
            connect(model, &QAbstractItemModel::modelReset, this, dirty),
        };
    }
    invalidateLayout();
}

void MessageListView::invalidateLayout()
{
    m_layoutDirty = true;
    scheduleDelayedItemsLayout();
}

int MessageListView::rowCount() const
{
    return model() ? model()->rowCount(rootIndex()) : 0;
}

int MessageListView::extentOf(int row) const
{
    int height = 0;
    if (m_heightOf) {
        height = m_heightOf(row);
    } else if (QAbstractItemDelegate *delegate = itemDelegate()) {
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        height = delegate->sizeHint(option, model()->index(row, 0, rootIndex())).height();
    }
    return qMax(0, height) + 2 * m_spacing; // QListView's look: a spacing above and below
}

void MessageListView::relayout()
{
    m_layoutDirty = false;
    const int rows = rowCount();
    QVector<int> extents(rows);
    for (int row = 0; row < rows; ++row)
        extents[row] = extentOf(row);
    m_rows.reset(extents);
}

void MessageListView::doItemsLayout()
{
    if (m_layoutDirty)
        relayout();
    QAbstractItemView::doItemsLayout(); // geometries, the index widgets' places, a repaint
}

bool MessageListView::updateRowHeight(int row)
{
    if (m_layoutDirty || row < 0 || row >= m_rows.count())
        return false; // the pending layout asks for every height anyway
    const qint64 top = m_rows.top(row);
    const int delta = m_rows.setHeight(row, extentOf(row));
    if (delta == 0)
        return false;
    QScrollBar *bar = verticalScrollBar();
    const int offset = bar->value();
    const int viewHeight = viewport()->height();
    bar->setRange(0, int(qMax<qint64>(0, m_spacing + m_rows.total() - viewHeight)));
    // A row wholly above the viewport: keep what the user looks at where it is.
    if (m_spacing + top + m_rows.height(row) - delta <= offset && offset > 0)
        bar->setValue(offset + delta);
    scheduleDelayedItemsLayout(); // moves the index widgets below it
    viewport()->update();
    return true;
}

int MessageListView::verticalOffset() const
{
    return verticalScrollBar()->value();
}

int MessageListView::rowAtContentY(qint64 y) const
{
    if (m_rows.count() == 0)
        return -1;
    if (y < m_spacing)
        return 0;
    return m_rows.rowAt(y - m_spacing);
}

QRect MessageListView::visualRect(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != model() || index.parent() != rootIndex()
        || index.column() != 0 || index.row() >= m_rows.count())
        return QRect();
    const qint64 top = m_spacing + m_rows.top(index.row()) - verticalOffset();
    const int height = m_rows.height(index.row()) - 2 * m_spacing;
    const int width = qMax(0, viewport()->width() - 2 * m_spacing);
    if (top > INT_MAX / 2 || top < INT_MIN / 2)
        return QRect(m_spacing, top > 0 ? INT_MAX / 2 : INT_MIN / 2, width, height);
    return QRect(m_spacing, int(top), width, height);
}

QModelIndex MessageListView::indexAt(const QPoint &point) const
{
    if (point.x() < m_spacing || point.x() >= viewport()->width() - m_spacing)
        return QModelIndex();
    const qint64 y = qint64(point.y()) + verticalOffset() - m_spacing;
    const int row = m_rows.rowAt(y);
    if (row < 0 || y - m_rows.top(row) >= m_rows.height(row) - 2 * m_spacing)
        return QModelIndex(); // past the end, or in the gap below a row
    return model()->index(row, 0, rootIndex());
}

void MessageListView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    const QRect rect = visualRect(index);
    if (!rect.isValid())
        return;
    const int viewHeight = viewport()->height();
    QScrollBar *bar = verticalScrollBar();
    int value = bar->value();
    const int top = rect.top() - m_spacing;
    const int bottom = rect.bottom() + 1 + m_spacing;
    switch (hint) {
    case EnsureVisible:
        if (top < 0 || rect.height() + 2 * m_spacing > viewHeight)
            value += top;
        else if (bottom > viewHeight)
            value += bottom - viewHeight;
        break;
    case PositionAtTop:
        value += top;
        break;
    case PositionAtBottom:
        value += bottom - viewHeight;
        break;
    case PositionAtCenter:
        value += rect.center().y() - viewHeight / 2;
        break;
    }
    bar->setValue(value);
}

QModelIndex MessageListView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers)
{
    const int rows = m_rows.count();
    if (!model() || rows == 0)
        return QModelIndex();
    const QModelIndex current = currentIndex();
    int row = current.isValid() ? current.row() : -1;
    const int page = qMax(1, viewport()->height());
    const auto rowAtDistance = [&](int dy) {
        const qint64 y = m_spacing + m_rows.top(qMax(0, row)) + dy;
        const int at = rowAtContentY(qBound<qint64>(0, y, m_rows.total()));
        return at < 0 ? rows - 1 : at;
    };
    switch (cursorAction) {
    case MoveUp:
    case MovePrevious:
        row = row < 0 ? 0 : row - 1;
        break;
    case MoveDown:
    case MoveNext:
        row = row + 1;
        break;
    case MoveHome:
        row = 0;
        break;
    case MoveEnd:
        row = rows - 1;
        break;
    case MovePageUp:
        row = row < 0 ? 0 : rowAtDistance(-page);
        break;
    case MovePageDown:
        row = row < 0 ? 0 : rowAtDistance(page);
        break;
    case MoveLeft:
    case MoveRight:
        return current;
    }
    return model()->index(qBound(0, row, rows - 1), 0, rootIndex());
}

void MessageListView::setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command)
{
    if (!model() || !selectionModel() || m_rows.count() == 0)
        return;
    const QRect r = rect.normalized();
    const int offset = verticalOffset();
    const int first = rowAtContentY(qint64(r.top()) + offset);
    int last = rowAtContentY(qint64(r.bottom()) + offset);
    if (first < 0) {
        selectionModel()->select(QItemSelection(), command);
        return;
    }
    if (last < 0)
        last = m_rows.count() - 1;
    const QItemSelection selection(
        model()->index(first, 0, rootIndex()), model()->index(last, 0, rootIndex()));
    selectionModel()->select(selection, command);
}

QRegion MessageListView::visualRegionForSelection(const QItemSelection &selection) const
{
    QRegion region;
    const QRect view = viewport()->rect();
    for (const QItemSelectionRange &range : selection) {
        if (range.parent() != rootIndex() || !range.isValid())
            continue;
        const QRect top = visualRect(model()->index(range.top(), 0, rootIndex()));
        const QRect bottom = visualRect(model()->index(range.bottom(), 0, rootIndex()));
        region += top.united(bottom).intersected(view);
    }
    return region;
}

void MessageListView::paintEvent(QPaintEvent *event)
{
    // The viewport is opaque (no background of Qt's): the canvas is filled here, only between
    // and beside the rows, since each row paints every pixel of its rectangle itself.
    QPainter painter(viewport());
    const QRect area = event->rect();
    painter.setClipRect(area); // a long text draws only its lines in it
    const QColor canvas = Theme::of(this).canvas;
    if (!model() || m_rows.count() == 0) {
        painter.fillRect(area, canvas);
        return;
    }
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    const int offset = verticalOffset();
    const QModelIndex current = currentIndex();
    const bool focus = hasFocus();
    const bool enabled = isEnabled();
    const int first = rowAtContentY(qint64(area.top()) + offset);
    QRegion gaps(area);
    QVector<QPair<QModelIndex, QRect>> shown;
    for (int row = first; row >= 0 && row < m_rows.count(); ++row) {
        const QModelIndex index = model()->index(row, 0, rootIndex());
        const QRect rect = visualRect(index);
        if (rect.top() > area.bottom())
            break;
        if (!rect.intersects(area))
            continue;
        gaps -= rect;
        if (!indexWidget(index)) // else its widget covers it
            shown.append({index, rect});
    }
    for (const QRect &gap : gaps)
        painter.fillRect(gap, canvas);
    for (const auto &[index, rect] : std::as_const(shown)) {
        option.rect = rect;
        option.state = enabled ? QStyle::State_Enabled : QStyle::State_None;
        if (selectionModel() && selectionModel()->isSelected(index))
            option.state |= QStyle::State_Selected;
        if (focus && index == current)
            option.state |= QStyle::State_HasFocus;
        itemDelegateForIndex(index)->paint(&painter, option, index);
    }
}

void MessageListView::resizeEvent(QResizeEvent *event)
{
    QAbstractItemView::resizeEvent(event); // updates the geometries
    Q_EMIT viewportChanged();
}

void MessageListView::scrollContentsBy(int dx, int dy)
{
    // Moves the painted rows and the index widgets (children of the viewport) alike.
    viewport()->scroll(dx, dy);
    Q_EMIT scrolled();
    Q_EMIT viewportChanged();
}

void MessageListView::updateGeometries()
{
    const int viewHeight = viewport()->height();
    QScrollBar *bar = verticalScrollBar();
    bar->setSingleStep(fontMetrics().height() * 2);
    bar->setPageStep(viewHeight);
    bar->setRange(0, int(qMax<qint64>(0, m_spacing + m_rows.total() - viewHeight)));
    horizontalScrollBar()->setRange(0, 0);
    QAbstractItemView::updateGeometries(); // the index widgets' places
    Q_EMIT viewportChanged();
}

bool MessageListView::scrollIntoView(const QRect &rect)
{
    const int viewHeight = viewport()->height();
    const int height = qMin(rect.height(), viewHeight);
    if (rect.top() >= 0 && rect.top() + height <= viewHeight)
        return false;
    QScrollBar *bar = verticalScrollBar();
    const int before = bar->value();
    bar->setValue(before + rect.top() - qMax(8, (viewHeight - height) / 3));
    return bar->value() != before;
}

void MessageListView::changeEvent(QEvent *event)
{
    QAbstractItemView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        Q_EMIT fontChanged();
}

void MessageListView::focusInEvent(QFocusEvent *event)
{
    // Focus makes the first row current without selecting it (Qt's NoUpdate); the current row is
    // the selected message, so a Ctrl+click then adds to it instead of starting alone.
    QAbstractItemView::focusInEvent(event);
    const QModelIndex current = currentIndex();
    if (current.isValid() && !selectionModel()->hasSelection())
        selectionModel()->select(current, QItemSelectionModel::ClearAndSelect);
}
