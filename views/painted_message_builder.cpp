// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_message_builder.h"

#include "chunk_cards/blob_card.h"
#include "chunk_cards/chunk_card.h"
#include "event_badges.h"
#include "items/message_list_model.h"
#include "json_tree_view.h"
#include "message_widget.h"

#include <QFontDatabase>
#include <QFontMetrics>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QToolButton>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// The widget's frame (style-sheet border) plus its layout's margins.
QMargins insetsOf(QWidget *w)
{
    w->ensurePolished();
    const QRect outer = w->rect();
    const QRect inner = w->contentsRect();
    QMargins m(inner.left() - outer.left(), inner.top() - outer.top(),
        outer.right() - inner.right(), outer.bottom() - inner.bottom());
    if (w->layout())
        m += w->layout()->contentsMargins();
    return m;
}

/// True when every character of `text` is Latin: its lines are as tall as the font's (text beyond
/// Latin may take a taller fallback font).
bool isLatin(const QString &text)
{
    return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() < 0x250; });
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

PaintedMessageBuilder::PaintedMessageBuilder(QWidget *styleHost)
    : m_templates(new QWidget(styleHost))
{
    m_templates->setObjectName(u"paintTemplates"_s);
    m_templates->hide();
    m_wrapLabel = new QLabel(m_templates);
    m_wrapLabel->setTextFormat(Qt::PlainText);
    m_wrapLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_placeholder = new QLabel(m_templates);
    m_placeholder->setTextFormat(Qt::PlainText);
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setProperty("placeholder", true);
    m_link = new QToolButton(m_templates); // as ToolCallCard's and ToolResponseCard's
    m_link->setObjectName(u"goToPaired"_s);
    m_link->setAutoRaise(true);
    m_toggle = new QToolButton(m_templates); // as ThoughtCard's
    m_toggle->setCheckable(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
}

PaintedMessageBuilder::~PaintedMessageBuilder()
{
    delete m_templates.data();
}

void PaintedMessageBuilder::measure() const
{
    m_measured = true;
    m_warmedFonts = 0; // other fonts perhaps
    QWidget *host = m_templates;
    m.font = host->font();
    m.bold = m.font;
    m.bold.setBold(true);
    m.italic = m.font;
    m.italic.setItalic(true);
    m.fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const auto heightOf = [](QWidget *w) {
        w->ensurePolished();
        const int h = w->sizeHint().height();
        delete w;
        return h;
    };
    // Measured as the cards' labels are made: plain text (they show text from the file).
    const auto plainLabel = [host](const QString &text) {
        auto *label = new QLabel(host);
        label->setTextFormat(Qt::PlainText);
        label->setText(text);
        return label;
    };
    m.lineHeight = heightOf(plainLabel(u"Xg"_s));
    auto *badge = plainLabel(u"User"_s);
    badge->setObjectName(u"roleBadge"_s);
    badge->setProperty("role", u"user"_s);
    {
        badge->ensurePolished(); // the style sheet's font weight
        m.badgeFont = badge->font();
        m.badgePadding = badge->sizeHint().width()
            - QFontMetrics(badge->font()).horizontalAdvance(badge->text());
    }
    m.badgeHeight = heightOf(badge);
    auto *chip = plainLabel(u"inv"_s);
    chip->setStyleSheet(u"border-radius: 3px; padding: 0px 4px;"_s);
    m.chipHeight = heightOf(chip);
    m_link->setText(u"Go"_s);
    m_link->ensurePolished();
    m.linkButtonHeight = m_link->sizeHint().height();
    m_toggle->setText(u"Show"_s);
    m_toggle->ensurePolished();
    m.toggleHeight = m_toggle->sizeHint().height();
    auto *push = new QPushButton(BlobCard::saveText(), host);
    push->ensurePolished();
    m.pushButtonWidth = push->sizeHint().width();
    m.pushButtonHeight = heightOf(push);
    // A compact tree of one row and of two: the row height and what a tree adds around its rows.
    auto *one = static_cast<JsonTreeView *>(
        JsonTreeView::createValueWidget(JsonText {QByteArrayLiteral("{\"a\":1}")}, host));
    auto *two = static_cast<JsonTreeView *>(
        JsonTreeView::createValueWidget(JsonText {QByteArrayLiteral("{\"a\":1,\"b\":2}")}, host));
    m.treeIndent = one->indentation();
    const int h1 = heightOf(one);
    const int h2 = heightOf(two);
    m.treeRowHeight = h2 - h1;
    m.treeExtra = h1 - m.treeRowHeight;

    m.theme = Theme::of(host);
    m.text = host->palette().color(QPalette::WindowText);

    // The frames and margins of a real message widget and card.
    auto conversation = std::make_shared<Conversation>();
    Message sample;
    Chunk text;
    text.kind = ChunkKind::Text;
    text.text = u"x"_s;
    sample.chunks.append(text);
    conversation->messages.append(sample);
    {
        MessageWidget widget(conversation, 0, host);
        m.messageInsets = insetsOf(&widget);
        m.messageSpacing = widget.layout()->spacing();
        m.cardInsets = insetsOf(widget.card(0));
        m.cardSpacing = widget.card(0)->layout()->spacing();
    }
}

int PaintedMessageBuilder::buttonHeight(
    QToolButton *button, int latinHeight, const QString &text) const
{
    if (isLatin(text))
        return latinHeight;
    button->setText(text);
    return button->sizeHint().height();
}

int PaintedMessageBuilder::lineHeight(const QString &text, const QFont &font) const
{
    // A line's height is its fonts': text beyond Latin may take a taller fallback font (a
    // Japanese label is taller than a Latin one), which QLabel's size hint includes.
    const QFontMetrics fm(font);
    if (isLatin(text))
        return fm.height();
    return fm.boundingRect(QRect(0, 0, 1 << 20, 1 << 20), Qt::AlignLeft, text).height();
}

int PaintedMessageBuilder::labelHeight(const QString &text, const QFont &font, int width) const
{
    m_wrapLabel->setFont(font);
    m_wrapLabel->setWordWrap(true);
    m_wrapLabel->setText(text);
    return m_wrapLabel->heightForWidth(width);
}

void PaintedMessageBuilder::addLabel(PaintedMessage &out, Column &column, const QString &text,
    const QFont &font, const QColor &color, bool wrap) const
{
    const int height = wrap ? labelHeight(text, font, column.width) : lineHeight(text, font);
    const int top = column.place(height);
    out.texts.append({QRect(column.x, top, column.width, height), text, font, color,
        int(Qt::AlignLeft | Qt::AlignTop | (wrap ? Qt::TextWordWrap : 0))});
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
    const Conversation &conversation, int row, int width) const
{
    ensureMeasured();
    auto out = std::make_shared<PaintedMessage>();
    out->width = width;
    const Message &message = conversation.messages.at(row);
    out->boxes.append(
        {QRect(), m.theme.messageFill, m.theme.messageBorder, Theme::kMessageRadius, -1});
    const QMargins in = m.messageInsets;
    Column column {in.left(), width - in.left() - in.right(), in.top(), m.messageSpacing};
    addHeader(*out, column, conversation, message);
    for (int i = 0; i < message.chunks.size(); ++i)
        addCard(*out, column, message, row, i);
    if (message.chunks.isEmpty())
        addLabel(*out, column, MessageWidget::emptyText(message), m.font, m.theme.muted, true);
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
    const QString time = MessageWidget::timeText(message);
    const QString turn = MessageWidget::turnText(message);
    const QString problems = MessageWidget::problemsText(message);
    const int badgeHeight = m.badgeHeight - m.lineHeight + lineHeight(role, badgeFont);
    int rowHeight = qMax(badgeHeight, lineHeight(time, m.font));
    for (const QString &text : {message.author, turn, problems})
        rowHeight = qMax(rowHeight, text.isEmpty() ? 0 : lineHeight(text, m.font));
    const int top = column.place(rowHeight);
    const auto centred = [&](int height) { return top + (rowHeight - height) / 2; };
    int x = column.x;
    // Role badge: white bold text on the role's colour (style sheet: padding 1px 7px).
    const int badgeWidth = QFontMetrics(badgeFont).horizontalAdvance(role) + m.badgePadding;
    const QString roleClass = MessageWidget::roleClass(message);
    const QColor roleColour = roleClass == u"user"_s ? m.theme.roleUser
        : roleClass == u"agent"_s                    ? m.theme.roleAgent
                                                     : m.theme.roleOther;
    const QRect badge(x, centred(badgeHeight), badgeWidth, badgeHeight);
    out.boxes.append({badge, roleColour, QColor(), 4});
    out.texts.append({badge, role, badgeFont, m.theme.roleText, int(Qt::AlignCenter)});
    x += badgeWidth + 8;
    const auto addText = [&](const QString &text, const QFont &font, const QColor &color) {
        const int w = QFontMetrics(font).horizontalAdvance(text);
        out.texts.append({QRect(x, top, w + 1, rowHeight), text, font, color,
            int(Qt::AlignLeft | Qt::AlignVCenter)});
        x += w + 8;
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
        right -= 8;
    };
    if (!turn.isEmpty())
        addRight(turn, m.theme.muted);
    if (!problems.isEmpty())
        addRight(problems, m.theme.warning);

    const QVector<EventBadges::Badge> badges = EventBadges::badges(
        message, MessageWidget::showsCandidate(conversation, message), m.theme);
    if (badges.isEmpty())
        return;
    int chipHeight = m.chipHeight;
    for (const EventBadges::Badge &b : badges)
        chipHeight = qMax(chipHeight, m.chipHeight - m.lineHeight + lineHeight(b.text, m.font));
    const int chipsTop = column.place(chipHeight);
    x = column.x;
    const QFontMetrics fm(m.font);
    for (const EventBadges::Badge &b : badges) {
        const int w = fm.horizontalAdvance(b.text) + 8; // padding 0 4px
        if (x + w > column.x + column.width)
            break; // the widget's row squeezes what does not fit; here it is left out
        const QRect chip(x, chipsTop, w, chipHeight);
        if (b.background.isValid())
            out.boxes.append({chip, b.background, QColor(), 3});
        out.texts.append({chip, b.text, m.font, b.foreground, int(Qt::AlignCenter)});
        x += w + 4;
    }
}
