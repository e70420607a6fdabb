// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_message_builder.h"

#include "chunk_texts.h"
#include "event_badges.h"
#include "items/message_list_model.h"
#include "message_texts.h"
#include "search/text_matches.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QStyle>
#include <QStyleOptionButton>
#include <algorithm>

using namespace Qt::StringLiterals;

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

int PaintedMessageBuilder::Column::place(int itemHeight)
{
    if (!empty)
        y += spacing;
    empty = false;
    const int top = y;
    y += itemHeight;
    return top;
}

PaintedMessageBuilder::PaintedMessageBuilder()
    : m_documents(std::make_unique<PaintedDocuments>())
{ }

void PaintedMessageBuilder::setStyle(const QFont &font, const QPalette &palette)
{
    m_font = font;
    m_palette = palette;
    invalidate();
}

void PaintedMessageBuilder::measure() const
{
    m_measured = true;
    m_warmedFonts = 0; // other fonts perhaps
    m.font = m_font;
    m.bold = m.font;
    m.bold.setBold(true);
    m.italic = m.font;
    m.italic.setItalic(true);
    m.fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
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
    m.theme = Theme(m_palette);
    m.text = m_palette.color(QPalette::WindowText);
    m.link = m_palette.link();
}

int PaintedMessageBuilder::lineHeight(const QString &text, const QFont &font) const
{
    const QFontMetrics fm(font);
    if (isLatin(text))
        return fm.height();
    return fm.boundingRect(QRect(0, 0, 1 << 20, 1 << 20), Qt::AlignLeft, text).height();
}

PaintedMessage::Text &PaintedMessageBuilder::addLabel(PaintedMessage &out, Column &column,
    const QString &text, const QFont &font, const QColor &color, bool wrap) const
{
    PaintedMessage::Text label {QRect(column.x, 0, column.width, 0), text, font, color,
        int(Qt::AlignLeft | Qt::AlignTop | (wrap ? Qt::TextWordWrap : 0))};
    const int height = wrap ? PaintedMessage::layOutWrapped(label) : lineHeight(text, font);
    label.rect.setTop(column.place(height));
    label.rect.setHeight(height);
    out.texts.append(std::move(label));
    return out.texts.last();
}

void PaintedMessageBuilder::highlight(
    PaintedMessage::Text &text, const QVector<Utf16Range> &ranges, int current) const
{
    for (int i = 0; i < ranges.size() && i < kMaxHighlights; ++i) {
        QTextLayout::FormatRange format;
        format.start = int(ranges.at(i).begin);
        format.length = int(ranges.at(i).length());
        format.format.setBackground(i == current ? m.theme.findCurrent : m.theme.findMatch);
        if (i == current)
            format.format.setForeground(m.theme.findCurrentText);
        text.formats.append(format);
    }
    text.currentFormat = current < text.formats.size() ? current : -1;
}

bool PaintedMessageBuilder::warmUpNextFont() const
{
    ensureMeasured();
    const QFont *fonts[kWarmFonts] = {&m.font, &m.bold, &m.italic, &m.fixed, &m.badgeFont};
    if (m_warmedFonts >= kWarmFonts)
        return false;
    // Shaping loads the fallback engines of each script it meets (kanji, kana, full-width).
    const QFontMetrics metrics(*fonts[m_warmedFonts++]);
    metrics.horizontalAdvance(u"漢字かなカナ、。？（）Ａ"_s);
    return m_warmedFonts < kWarmFonts;
}

std::shared_ptr<const PaintedMessage> PaintedMessageBuilder::build(
    const Conversation &conversation, int row, int width, const RowState &state) const
{
    ensureMeasured();
    auto out = std::make_shared<PaintedMessage>();
    out->width = width;
    const Message &message = conversation.messages.at(row);
    out->boxes.append(
        {QRect(), m.theme.messageFill, m.theme.messageBorder, Theme::kMessageRadius, -1});
    const QMargins in = m.messageInsets;
    Column column {in.left(), width - in.left() - in.right(), in.top(), Theme::kMessageSpacing};
    addHeader(*out, column, conversation, message);
    for (int i = 0; i < message.chunks.size(); ++i)
        addCard(*out, column, message, row, i, state);
    if (message.chunks.isEmpty())
        addLabel(*out, column, MessageTexts::emptyText(message), m.font, m.theme.muted, true);
    out->height = column.y + in.bottom();
    out->boxes.first().rect = QRect(0, 0, width, out->height);
    out->prepare();
    return out;
}

void PaintedMessageBuilder::addHeader(PaintedMessage &out, Column &column,
    const Conversation &conversation, const Message &message) const
{
    // The row is as tall as its tallest label (a Japanese one may be taller).
    const QFont &badgeFont = m.badgeFont;
    const QString role = MessageListModel::displayRole(MessageListModel::shownRole(message));
    const QString time = MessageTexts::timeText(message);
    const QString turn = MessageTexts::turnText(message);
    const QString problems = MessageTexts::problemsText(message);
    const int badgeHeight = m.badgeHeight - m.lineHeight + lineHeight(role, badgeFont);
    int rowHeight = qMax(badgeHeight, lineHeight(time, m.font));
    for (const QString &text : {message.author, turn, problems})
        rowHeight = qMax(rowHeight, text.isEmpty() ? 0 : lineHeight(text, m.font));
    const int top = column.place(rowHeight);
    const auto centred = [&](int height) { return top + (rowHeight - height) / 2; };
    int x = column.x;
    // Role badge: white bold text on the role's colour (style sheet: padding 1px 7px).
    const int badgeWidth = QFontMetrics(badgeFont).horizontalAdvance(role)
        + Theme::kRoleBadgePadding.left() + Theme::kRoleBadgePadding.right();
    const QString roleClass = MessageTexts::roleClass(message);
    const QColor roleColour = roleClass == u"user"_s ? m.theme.roleUser
        : roleClass == u"agent"_s                    ? m.theme.roleAgent
                                                     : m.theme.roleOther;
    const QRect badge(x, centred(badgeHeight), badgeWidth, badgeHeight);
    out.boxes.append({badge, roleColour, QColor(), Theme::kRoleBadgeRadius});
    out.texts.append({badge, role, badgeFont, m.theme.roleText, int(Qt::AlignCenter)});
    x += badgeWidth + Theme::kHeaderSpacing;
    const auto addText = [&](const QString &text, const QFont &font, const QColor &color) {
        const int w = QFontMetrics(font).horizontalAdvance(text);
        out.texts.append({QRect(x, top, w + 1, rowHeight), text, font, color,
            int(Qt::AlignLeft | Qt::AlignVCenter)});
        x += w + Theme::kHeaderSpacing;
    };
    if (!message.author.isEmpty())
        addText(message.author, m.bold, m.text);
    addText(time, m.font, m.theme.muted);
    int right = column.x + column.width; // the turn, then the problems, from the right
    const auto addRight = [&](const QString &text, const QColor &color) {
        const int w = QFontMetrics(m.font).horizontalAdvance(text);
        right -= w;
        out.texts.append({QRect(right, top, w + 1, rowHeight), text, m.font, color,
            int(Qt::AlignLeft | Qt::AlignVCenter)});
        right -= Theme::kHeaderSpacing;
    };
    if (!turn.isEmpty())
        addRight(turn, m.theme.muted);
    if (!problems.isEmpty())
        addRight(problems, m.theme.warning);

    const QVector<EventBadges::Badge> badges = EventBadges::badges(
        message, MessageTexts::showsCandidate(conversation, message), m.theme);
    if (badges.isEmpty())
        return;
    int chipHeight = m.chipHeight;
    for (const EventBadges::Badge &b : badges)
        chipHeight = qMax(chipHeight, m.chipHeight - m.lineHeight + lineHeight(b.text, m.font));
    const int chipsTop = column.place(chipHeight);
    x = column.x;
    const QFontMetrics fm(m.font);
    const int padding = Theme::kChipPadding.left() + Theme::kChipPadding.right();
    // When the row is too narrow, the plain badges (names, paths: no fill of their own) give up
    // room first, down to a few characters each, elided.
    QVector<int> widths;
    int overflow = -column.width;
    for (const EventBadges::Badge &b : badges) {
        widths.append(fm.horizontalAdvance(b.text) + padding);
        overflow += widths.last() + Theme::kChipSpacing;
    }
    const int minimum = fm.horizontalAdvance(u"xxxx…"_s) + padding;
    for (int i = 0; i < badges.size() && overflow > 0; ++i) {
        if (badges.at(i).background.isValid() || widths.at(i) <= minimum)
            continue;
        const int give = qMin(overflow, widths.at(i) - minimum);
        widths[i] -= give;
        overflow -= give;
    }
    for (int i = 0; i < badges.size(); ++i) {
        const EventBadges::Badge &b = badges.at(i);
        const int w = widths.at(i);
        if (x + w > column.x + column.width)
            break; // still too narrow: what does not fit is left out
        const QRect chip(x, chipsTop, w, chipHeight);
        if (b.background.isValid())
            out.boxes.append({chip, b.background, QColor(), Theme::kChipRadius});
        const bool shrunk = w < fm.horizontalAdvance(b.text) + padding;
        out.texts.append(
            {chip, shrunk ? fm.elidedText(b.text, Qt::ElideRight, w - padding) : b.text, m.font,
                b.foreground, int(Qt::AlignCenter)});
        x += w + Theme::kChipSpacing;
    }
}
