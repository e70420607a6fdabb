// SPDX-License-Identifier: GPL-2.0-or-later
#include "find_highlight_delegate.h"

#include "find_highlight.h"
#include "search/text_matches.h"
#include "transcript/offsets.h"

#include <QApplication>
#include <QPainter>
#include <QTextLayout>

FindHighlightDelegate::FindHighlightDelegate(QObject *parent, int rangesRole, int currentRole)
    : QStyledItemDelegate(parent)
    , m_rangesRole(rangesRole)
    , m_currentRole(currentRole)
{ }

void FindHighlightDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QVector<Utf16Range> ranges;
    int current = -1;
    if (m_rangesRole >= 0) {
        ranges = index.data(m_rangesRole).value<QVector<Utf16Range>>();
        if (m_currentRole >= 0 && !ranges.isEmpty())
            current = index.data(m_currentRole).toInt();
    } else if (!m_query.isEmpty()) {
        ranges = findMatches(index.data(Qt::DisplayRole).toString(), m_query);
    }
    if (ranges.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    textRect.adjust(margin, 0, -margin, 0);

    // The ranges are in the full text; a shortened display ("…") shows those that fit.
    QList<QTextLayout::FormatRange> formats;
    for (int i = 0; i < ranges.size(); ++i) {
        const qsizetype begin = ranges.at(i).begin;
        const qsizetype end = qMin<qsizetype>(ranges.at(i).end, text.size());
        if (begin >= end)
            continue;
        QTextLayout::FormatRange f;
        f.start = int(begin);
        f.length = int(end - begin);
        f.format.setBackground(
            i == current ? FindHighlight::currentColor() : FindHighlight::matchColor());
        if (i == current)
            f.format.setForeground(FindHighlight::currentTextColor());
        formats.append(f);
    }
    QTextLayout layout(text, opt.font);
    QTextOption textOption;
    textOption.setWrapMode(QTextOption::NoWrap);
    layout.setTextOption(textOption);
    layout.setFormats(formats);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    if (line.isValid())
        line.setLineWidth(1e6);
    layout.endLayout();
    const bool selected = opt.state & QStyle::State_Selected;
    painter->save();
    painter->setClipRect(textRect);
    painter->setPen(
        opt.palette.color(opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled,
            selected ? QPalette::HighlightedText : QPalette::Text));
    const qreal y = textRect.top() + (textRect.height() - (line.isValid() ? line.height() : 0)) / 2;
    layout.draw(painter, QPointF(textRect.left(), y));
    painter->restore();
}
