// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_card_layout.h"

#include "chunk_texts.h"
#include "search/text_matches.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QStyle>
#include <QStyleOptionButton>
#include <algorithm>

namespace {

/// True when every character of `text` is Latin: its lines are as tall as the font's (text beyond
/// Latin may take a taller fallback font).
bool isLatin(const QString &text)
{
    return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() < 0x250; });
}

constexpr int kMaxHighlights = 1000; ///< find highlights in one label

/// `padding` inside a border of `border` pixels.
QMargins withBorder(const QMargins &padding, int border)
{
    return padding + QMargins(border, border, border, border);
}

} // namespace

namespace PaintedLayout {

int Column::place(int itemHeight)
{
    if (!empty)
        y += spacing;
    empty = false;
    const int top = y;
    y += itemHeight;
    return top;
}

Metrics Metrics::measure(const QFont &font, const QPalette &palette)
{
    Metrics m;
    m.font = font;
    m.bold = m.font;
    m.bold.setBold(true);
    m.italic = m.font;
    m.italic.setItalic(true);
    m.fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    // View ▸ Zoom scales the message font (the list's): JSON trees and code follow it.
    const qreal normal = QApplication::font().pointSizeF();
    if (m.font.pointSizeF() > 0 && normal > 0 && m.fixed.pointSizeF() > 0)
        m.fixed.setPointSizeF(m.fixed.pointSizeF() * m.font.pointSizeF() / normal);
    m.badgeFont = m.font;
    m.badgeFont.setWeight(QFont::DemiBold);
    const QFontMetrics fm(m.font);
    m.lineHeight = fm.height();
    m.badgeHeight = QFontMetrics(m.badgeFont).height() + Theme::kRoleBadgePadding.top()
        + Theme::kRoleBadgePadding.bottom();
    m.chipHeight = m.lineHeight + Theme::kChipPadding.top() + Theme::kChipPadding.bottom();
    m.linkButtonHeight = m.lineHeight + 2 * Theme::kButtonPadding;
    // The push button of the platform style, without a widget.
    QStyleOptionButton option;
    option.fontMetrics = fm;
    option.text = ChunkTexts::saveText();
    const QSize push = QApplication::style()->sizeFromContents(
        QStyle::CT_PushButton, &option, QSize(fm.horizontalAdvance(option.text), m.lineHeight));
    m.pushButtonWidth = push.width();
    m.pushButtonHeight = push.height();
    m.treeRowHeight = QFontMetrics(m.fixed).height() + 2 * Theme::kTreeRowPadding;
    m.treeIndent = Theme::kTreeIndent;
    m.messageInsets = withBorder(Theme::kMessagePadding, Theme::kBorder);
    m.cardInsets = withBorder(Theme::kCardPadding, Theme::kBorder);
    m.theme = Theme(palette);
    m.text = palette.color(QPalette::WindowText);
    m.link = palette.link();
    return m;
}

int lineHeight(const QString &text, const QFont &font)
{
    const QFontMetrics fm(font);
    if (isLatin(text))
        return fm.height();
    return fm.boundingRect(QRect(0, 0, 1 << 20, 1 << 20), Qt::AlignLeft, text).height();
}

PaintedMessage::Text &addLabel(PaintedMessage &out, Column &column, const QString &text,
    const QFont &font, const QColor &color, bool wrap)
{
    PaintedMessage::Text label {QRect(column.x, 0, column.width, 0), text, font, color,
        int(Qt::AlignLeft | Qt::AlignTop | (wrap ? Qt::TextWordWrap : 0))};
    const int height = wrap ? PaintedMessage::layOutWrapped(label) : lineHeight(text, font);
    label.rect.setTop(column.place(height));
    label.rect.setHeight(height);
    out.texts.append(std::move(label));
    return out.texts.last();
}

void addSearchedLabel(PaintedMessage &out, Column &column, const Metrics &m, const QString &text,
    const QFont &font, const QColor &color, const CardContext &context)
{
    PaintedMessage::Text &label = addLabel(out, column, text, font, color, true);
    if (!context.state.finds())
        return;
    const ConversationMatch *current = context.current(ConversationMatch::Where::Text);
    highlight(
        label, findMatches(text, context.state.query), current ? current->ordinal : -1, m.theme);
}

void highlight(
    PaintedMessage::Text &text, const QVector<Utf16Range> &ranges, int current, const Theme &theme)
{
    for (int i = 0; i < ranges.size() && i < kMaxHighlights; ++i) {
        QTextLayout::FormatRange format;
        format.start = int(ranges.at(i).begin);
        format.length = int(ranges.at(i).length());
        format.format.setBackground(i == current ? theme.findCurrent : theme.findMatch);
        if (i == current)
            format.format.setForeground(theme.findCurrentText);
        text.formats.append(format);
    }
    text.currentFormat = current < text.formats.size() ? current : -1;
}

PaintedMessage::Target &addButton(
    PaintedMessage &out, PaintedMessage::Target::Kind kind, const QRect &rect, int chunk)
{
    PaintedMessage::Target target;
    target.kind = kind;
    target.rect = rect;
    target.chunk = chunk;
    out.targets.append(target);
    return out.targets.last();
}

} // namespace PaintedLayout
