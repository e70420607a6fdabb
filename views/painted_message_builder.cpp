// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_message_builder.h"

#include "chunk_texts.h"
#include "message_texts.h"
#include "painted_header.h"
#include "painted_image_cards.h"
#include "painted_json_cards.h"
#include "painted_text_cards.h"
#include "painted_tool_cards.h"
#include "search/text_matches.h"

#include <QFontMetrics>

using namespace Qt::StringLiterals;
using namespace PaintedLayout;

namespace {

bool isErrorCard(const Chunk &chunk)
{
    return (chunk.kind == ChunkKind::ToolResponse && !chunk.error.isNull())
        || chunk.kind == ChunkKind::Error;
}

QColor cardFill(const Chunk &chunk, const Theme &theme)
{
    if (isErrorCard(chunk))
        return theme.errorCardFill;
    switch (chunk.kind) {
    case ChunkKind::ToolCall:
    case ChunkKind::ToolResponse:
        return theme.toolCardFill;
    case ChunkKind::AgentTransfer:
        return theme.transferCardFill;
    default:
        return theme.cardFill;
    }
}

} // namespace

PaintedMessageBuilder::PaintedMessageBuilder()
    : m_documents(std::make_unique<PaintedDocuments>())
    , m_textCards(std::make_unique<PaintedTextCards>(m_documents.get()))
{ }

PaintedMessageBuilder::~PaintedMessageBuilder() = default;

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
    m = Metrics::measure(m_font, m_palette);
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
    PaintedHeader::add(*out, column, m, conversation, message);
    for (int i = 0; i < message.chunks.size(); ++i)
        addCard(*out, column, message, row, i, state);
    if (message.chunks.isEmpty())
        addLabel(*out, column, MessageTexts::emptyText(message), m.font, m.theme.muted, true);
    out->height = column.y + in.bottom();
    out->boxes.first().rect = QRect(0, 0, width, out->height);
    out->prepare();
    return out;
}

void PaintedMessageBuilder::addCard(PaintedMessage &out, Column &column, const Message &message,
    int row, int index, const RowState &state) const
{
    const Chunk &chunk = message.chunks.at(index);
    const int box = int(out.boxes.size());
    out.boxes.append({QRect(), cardFill(chunk, m.theme),
        isErrorCard(chunk) ? m.theme.errorCardBorder : m.theme.cardBorder, Theme::kCardRadius,
        index});
    const int top = column.place(0);
    const QMargins in = m.cardInsets;
    Column inner {column.x + in.left(), column.width - in.left() - in.right(), top + in.top(),
        Theme::kCardSpacing};
    const int firstText = int(out.texts.size());
    const bool thoughtOpen = chunk.kind == ChunkKind::Thought
        && (state.openThoughts.contains(index)
            || (state.finds() && !findMatches(chunk.text, state.query, 1).isEmpty()));
    addTitleLine(out, inner, chunk, index, thoughtOpen);

    Column body {inner.x, inner.width, inner.y + inner.spacing, Theme::kCardSpacing};
    CardContext context {state, index};
    if (chunk.kind == ChunkKind::Thought && thoughtOpen)
        m_textCards->add(out, body, m, message, chunk, context);
    else
        addCardBody(out, body, message, row, context);
    const int height = body.y + in.bottom() - top;
    out.boxes[box].rect = QRect(column.x, top, column.width, height);
    column.y = top + height;
    for (int t = firstText; t < out.texts.size(); ++t)
        out.texts[t].chunk = index;
}

void PaintedMessageBuilder::addTitleLine(
    PaintedMessage &out, Column &inner, const Chunk &chunk, int index, bool thoughtOpen) const
{
    using Kind = PaintedMessage::Target::Kind;
    QString title = ChunkTexts::kindTitle(chunk.kind);
    QString link;
    QString button;
    QString note; // the thought's signature size, left of its button
    switch (chunk.kind) {
    case ChunkKind::Thought:
        title = ChunkTexts::cardTitle(chunk);
        button = ChunkTexts::thoughtToggleText(thoughtOpen);
        note = ChunkTexts::thoughtSignatureText(chunk);
        break;
    case ChunkKind::ToolCall:
    case ChunkKind::ToolResponse:
        link = chunk.paired.isValid() ? ChunkTexts::goToText(chunk.kind) : QString();
        break;
    case ChunkKind::Text:
    case ChunkKind::Transcript:
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
    case ChunkKind::Unknown:
        title = ChunkTexts::cardTitle(chunk);
        break;
    default:
        break;
    }
    // As tall as the tallest of its title and buttons (a Japanese text may make them taller).
    int headerHeight = lineHeight(title, m.font);
    for (const QString &text : {link, button, note}) {
        if (!text.isEmpty())
            headerHeight = qMax(headerHeight,
                lineHeight(text, m.font) + (text == note ? 0 : 2 * Theme::kButtonPadding));
    }
    const int headerTop = inner.place(headerHeight);
    const int centre = headerTop + (headerHeight - m.lineHeight + 1) / 2;
    const QFontMetrics fm(m.font);
    // The link, the button and the note from the right, each within the room left of the one
    // before, and the title in what is left: the right side takes what the title leaves, and at
    // least half the card (elided in a narrow card: a link wider than the card was painted out of
    // it, its underline a stray line left of the title).
    const int titleText = int(out.texts.size());
    out.texts.append({QRect(inner.x, centre, inner.width, m.lineHeight), title, m.font,
        m.theme.muted, int(Qt::AlignLeft | Qt::AlignVCenter)});
    const int end = inner.x + inner.width;
    const int leftLimit = inner.x + qMin(fm.horizontalAdvance(title) + 4, inner.width / 2);
    int right = end;
    const auto room = [&] { return qMax(0, right - leftLimit); };
    if (!link.isEmpty()) {
        QFont underlined = m.font;
        underlined.setUnderline(true);
        const int w = qMin(fm.horizontalAdvance(link) + 8, room());
        right -= w;
        const QRect rect(right, centre, w, m.lineHeight);
        out.texts.append({rect, link, underlined, m.theme.link, int(Qt::AlignCenter)});
        addButton(out, Kind::GoTo, QRect(right, headerTop, w, headerHeight), index).goTo
            = chunk.paired;
    }
    if (!button.isEmpty() && room() > 4 + 12) {
        right -= 4; // the button's own margin
        const int w = qMin(fm.horizontalAdvance(button) + 8, room() - 12);
        right -= w;
        out.texts.append({QRect(right, centre, w, m.lineHeight), button, m.font, m.text,
            int(Qt::AlignRight | Qt::AlignVCenter)});
        out.branches.append({QRect(right - 12, centre, 12, m.lineHeight), thoughtOpen});
        addButton(
            out, Kind::ShowThought, QRect(right - 12, headerTop, w + 12, headerHeight), index);
        right -= qMin(20, room());
    }
    if (!note.isEmpty()) {
        const int w = qMin(fm.horizontalAdvance(note), room());
        right -= w;
        out.texts.append({QRect(right, centre, qMin(w + 1, end - right), m.lineHeight), note,
            m.font, m.theme.muted, int(Qt::AlignLeft | Qt::AlignVCenter)});
    }
    if (right < end) // a gap between the title and what is right of it
        out.texts[titleText].rect.setWidth(qMax(0, right - inner.x - 4));
}

void PaintedMessageBuilder::addCardBody(
    PaintedMessage &out, Column &body, const Message &message, int row, CardContext &context) const
{
    const Chunk &chunk = message.chunks.at(context.chunk);
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Transcript:
        m_textCards->add(out, body, m, message, chunk, context);
        return;
    case ChunkKind::Thought:
        addLabel(out, body, ChunkTexts::thoughtPreviewText(chunk), m.italic, m.theme.muted, false);
        return;
    case ChunkKind::ToolCall:
    case ChunkKind::ToolResponse:
        PaintedToolCards::addTool(out, body, m, chunk, context);
        return;
    case ChunkKind::AgentTransfer:
        PaintedToolCards::addTransfer(out, body, m, chunk);
        return;
    case ChunkKind::ExecutableCode:
    case ChunkKind::CodeExecutionResult:
        PaintedToolCards::addCode(out, body, m, chunk, context);
        return;
    case ChunkKind::File:
    case ChunkKind::Error:
        addSearchedLabel(out, body, m, ChunkTexts::plainShownText(chunk), m.font,
            chunk.kind == ChunkKind::Error ? m.theme.error : m.text, context);
        return;
    case ChunkKind::Blob:
        PaintedImageCards::addBlob(out, body, m, chunk, context.chunk);
        return;
    case ChunkKind::Image:
        PaintedImageCards::addImage(out, body, m, chunk, ChunkAddress {row, context.chunk});
        return;
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
    case ChunkKind::Unknown:
        PaintedJsonCards::addPayload(out, body, m, chunk, context);
        return;
    }
}
