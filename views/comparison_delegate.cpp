// SPDX-License-Identifier: GPL-2.0-or-later
#include "comparison_delegate.h"

#include "compare/tool_trajectory.h"
#include "export/safe_text_document.h"
#include "items/comparison_model.h"
#include "theme.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QTextCursor>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

constexpr int kMargin = 6;

/// Inserts `text` with `format`, and with `tinted` as background over the ranges `changed`.
void insertMarked(QTextCursor &cursor, const QString &text, const QVector<Utf16Range> &changed,
    const QTextCharFormat &format, const QColor &tinted)
{
    QTextCharFormat marked = format;
    marked.setBackground(tinted);
    qsizetype at = 0;
    for (const Utf16Range &r : changed) {
        const qsizetype begin = qBound<qsizetype>(at, r.begin, text.size());
        const qsizetype end = qBound<qsizetype>(begin, r.end, text.size());
        cursor.insertText(text.mid(at, begin - at), format);
        cursor.insertText(text.mid(begin, end - begin), marked);
        at = end;
    }
    cursor.insertText(text.mid(at), format);
}

} // namespace

ComparisonDelegate::ComparisonDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
    , m_documents(200)
{ }

void ComparisonDelegate::clear()
{
    m_documents.clear();
}

void ComparisonDelegate::attach(QTreeView *view)
{
    m_view = view;
    m_viewport = view->viewport();
    view->setItemDelegate(this);
    view->setRootIsDecorated(false);
    view->setAlternatingRowColors(true);
    view->setVerticalScrollMode(QAbstractItemView::ScrollPerItem); // rows measured as shown
    view->header()->setSectionResizeMode(QHeaderView::Stretch);
    view->viewport()->installEventFilter(this);
    view->installEventFilter(this);
    // The cells are cached by row: rows that come, go or move (a filter) start afresh.
    const QAbstractItemModel *model = view->model();
    connect(model, &QAbstractItemModel::modelReset, this, &ComparisonDelegate::clear);
    connect(model, &QAbstractItemModel::layoutChanged, this, &ComparisonDelegate::clear);
    connect(model, &QAbstractItemModel::rowsInserted, this, &ComparisonDelegate::clear);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &ComparisonDelegate::clear);
}

bool ComparisonDelegate::eventFilter(QObject *watched, QEvent *event)
{
    // Pointers compared, nothing called: events come while the view is destroyed too.
    const bool resized = watched == m_viewport && event->type() == QEvent::Resize;
    if (resized || (watched == m_view && event->type() == QEvent::LanguageChange)) {
        clear();
        m_view->doItemsLayout();
    }
    return QStyledItemDelegate::eventFilter(watched, event);
}

QString ComparisonDelegate::statusText(int status)
{
    switch (TrajectoryRow::Status(status)) {
    case TrajectoryRow::Status::Same:
        //: comparison window: a tool call the other side makes alike
        return tr("✓ same");
    case TrajectoryRow::Status::ArgsDiffer:
        //: comparison window: the other side calls the same tool with other arguments
        return tr("≠ other arguments");
    case TrajectoryRow::Status::NameDiffers:
        //: comparison window: the other side calls another tool at this place
        return tr("≠ other tool");
    case TrajectoryRow::Status::OutOfOrder:
        //: comparison window: the other side calls this tool at another place
        return tr("⇄ out of order");
    case TrajectoryRow::Status::Missing:
        //: comparison window: only the left side calls this tool
        return tr("− only here");
    case TrajectoryRow::Status::Extra:
        //: comparison window: only the right side calls this tool
        return tr("+ only here");
    }
    return QString();
}

QTextDocument *ComparisonDelegate::document(
    const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int width = qMax(80, option.rect.width() - 2 * kMargin);
    const QString key = u"%1:%2:%3"_s.arg(index.row()).arg(index.column()).arg(width);
    if (QTextDocument *cached = m_documents.object(key))
        return cached;
    const Theme theme = Theme::app();
    auto *doc = new SafeTextDocument;
    doc->setDefaultFont(option.font);
    doc->setDocumentMargin(0);
    doc->setTextWidth(width);
    QTextCursor cursor(doc);
    QTextCharFormat plain;
    plain.setForeground(theme.text);
    QTextCharFormat muted = plain;
    muted.setForeground(theme.muted);
    QTextCharFormat bold = plain;
    bold.setFontWeight(QFont::Bold);
    const bool left = index.column() == 0;
    const QColor tint = left ? theme.diffRemoved : theme.diffAdded;
    if (index.data(ComparisonModel::TurnRole).toInt() < 0) {
        const QString empty = index.data(ComparisonModel::EmptyTextRole).toString();
        //: comparison window: an empty cell beside a turn the other conversation has alone
        cursor.insertText(empty.isEmpty() ? tr("No turn here") : empty, muted);
        m_documents.insert(key, doc);
        return doc;
    }
    bool empty = true; // each part on a line of its own, the first on the first line
    const auto newLine = [&] {
        if (!std::exchange(empty, false))
            cursor.insertBlock();
    };
    const QString user = index.data(ComparisonModel::UserTextRole).toString();
    if (!user.isEmpty()) {
        newLine();
        cursor.insertText(user, bold);
    }
    const QString answer = index.data(ComparisonModel::AnswerTextRole).toString();
    if (!answer.isEmpty()) {
        newLine();
        insertMarked(cursor, answer,
            index.data(ComparisonModel::ChangedRangesRole).value<QVector<Utf16Range>>(), plain,
            tint);
    }
    const QStringList tools = index.data(ComparisonModel::ToolLinesRole).toStringList();
    const QVector<int> statuses
        = index.data(ComparisonModel::ToolStatusesRole).value<QVector<int>>();
    for (qsizetype k = 0; k < tools.size(); ++k) {
        newLine();
        const int status = statuses.value(k);
        QTextCharFormat mark = muted;
        if (status != int(TrajectoryRow::Status::Same))
            mark.setBackground(tint);
        cursor.insertText(statusText(status) + u"  "_s, mark);
        cursor.insertText(tools.at(k), plain);
    }
    const auto list
        = [&](const QString &label, const QStringList &items, const QStringList &changed) {
              if (items.isEmpty())
                  return;
              newLine();
              cursor.insertText(label + u' ', muted);
              for (qsizetype k = 0; k < items.size(); ++k) {
                  QTextCharFormat f = plain;
                  const QString name = items.at(k).section(u'=', 0, 0);
                  if (changed.contains(items.at(k)) || changed.contains(name))
                      f.setBackground(tint);
                  cursor.insertText(items.at(k), f);
                  if (k + 1 < items.size())
                      cursor.insertText(u", "_s, muted);
              }
          };
    //: comparison window: label before the sources a turn's answers cite
    list(tr("Sources:"), index.data(ComparisonModel::ReferencesRole).toStringList(),
        index.data(ComparisonModel::ChangedReferencesRole).toStringList());
    //: comparison window: label before the variables a turn sets
    list(tr("Variables:"), index.data(ComparisonModel::VariablesRole).toStringList(),
        index.data(ComparisonModel::ChangedVariablesRole).toStringList());
    m_documents.insert(key, doc);
    return doc;
}

void ComparisonDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    // A selected turn gets the selected card's quiet fill and border: the tints that mark the
    // differences stay readable on it (the palette's highlight would drown them).
    const bool selected = opt.state & QStyle::State_Selected;
    opt.state &= ~QStyle::State_Selected;
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (selected) {
        const Theme theme = Theme::app();
        painter->fillRect(option.rect, theme.selectedCardFill);
        painter->setPen(theme.selectedCardBorder);
        painter->drawRect(option.rect.adjusted(0, 0, -1, -1));
    }
    QTextDocument *doc = document(option, index);
    painter->save();
    painter->translate(option.rect.topLeft() + QPoint(kMargin, kMargin));
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = QRectF(0, 0, option.rect.width() - 2 * kMargin, option.rect.height());
    doc->documentLayout()->draw(painter, context);
    painter->restore();
}

QSize ComparisonDelegate::sizeHint(
    const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    if (opt.rect.width() <= 0)
        opt.rect.setWidth(400);
    const QTextDocument *doc = document(opt, index);
    return QSize(opt.rect.width(), int(std::ceil(doc->size().height())) + 2 * kMargin);
}
