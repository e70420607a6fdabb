// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_header.h"

#include "event_badges.h"
#include "items/message_list_model.h"
#include "message_texts.h"
#include "transcript/conversation.h"

#include <QFontMetrics>

using namespace Qt::StringLiterals;
using namespace PaintedLayout;

namespace PaintedHeader {

void add(PaintedMessage &out, Column &column, const Metrics &m, const Conversation &conversation,
    const Message &message)
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
    // At most the row's width (a role may be any text the file holds: it is elided).
    const int badgeWidth = qMin(column.width,
        QFontMetrics(badgeFont).horizontalAdvance(role) + Theme::kRoleBadgePadding.left()
            + Theme::kRoleBadgePadding.right());
    const QString roleClass = MessageTexts::roleClass(message);
    const QColor roleColour = roleClass == u"user"_s ? m.theme.roleUser
        : roleClass == u"agent"_s                    ? m.theme.roleAgent
                                                     : m.theme.roleOther;
    const QRect badge(x, centred(badgeHeight), badgeWidth, badgeHeight);
    out.boxes.append({badge, roleColour, QColor(), Theme::kRoleBadgeRadius});
    out.texts.append({badge, role, badgeFont, m.theme.roleText, int(Qt::AlignCenter)});
    x += badgeWidth + Theme::kHeaderSpacing;
    // The turn, then the problems, from the right; the author and the time get the room left
    // between the badge and them (the author elided first), so that nothing overlaps.
    int right = column.x + column.width;
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
    const auto addText
        = [&](const QString &text, const QFont &font, const QColor &color, int room) {
              const QFontMetrics metrics(font);
              const int full = metrics.horizontalAdvance(text);
              const int w = qMin(full, room);
              if (w <= metrics.horizontalAdvance(u"x…"_s))
                  return; // no room for even a letter
              out.texts.append({QRect(x, top, w + 1, rowHeight),
                  w < full ? metrics.elidedText(text, Qt::ElideRight, w) : text, font, color,
                  int(Qt::AlignLeft | Qt::AlignVCenter)});
              x += w + Theme::kHeaderSpacing;
          };
    const int timeWidth = QFontMetrics(m.font).horizontalAdvance(time);
    if (!message.author.isEmpty())
        addText(message.author, m.bold, m.text, right - x - timeWidth - Theme::kHeaderSpacing);
    addText(time, m.font, m.theme.muted, right - x);

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

} // namespace PaintedHeader
