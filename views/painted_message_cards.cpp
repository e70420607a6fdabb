// SPDX-License-Identifier: GPL-2.0-or-later
// PaintedMessageBuilder: the chunk cards, as the ChunkCard subclasses lay them out.
#include "painted_message_builder.h"

#include "chunk_cards/agent_transfer_card.h"
#include "chunk_cards/blob_card.h"
#include "chunk_cards/code_card.h"
#include "chunk_cards/image_card.h"
#include "chunk_cards/json_card.h"
#include "chunk_cards/markdown_browser.h"
#include "chunk_cards/plain_card.h"
#include "chunk_cards/text_card.h"
#include "chunk_cards/thought_card.h"
#include "chunk_cards/tool_call_card.h"
#include "chunk_cards/tool_response_card.h"
#include "grounded_text.h"
#include "items/grounding_index.h"
#include "items/image_decoder.h"
#include "items/json_tree_model.h"
#include "safe_text_document.h"
#include "json/json_node.h"

#include <QLabel>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolButton>
#include <QtMath>

using namespace Qt::StringLiterals;

namespace {

constexpr int kCompactTreeMaxHeight = 360; // JsonTreeView's compact limit
constexpr int kTreeKeyMaxWidth = 260;

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

void PaintedMessageBuilder::addCard(
    PaintedMessage &out, Column &column, const Message &message, int row, int index) const
{
    const Chunk &chunk = message.chunks.at(index);
    const int box = int(out.boxes.size());
    out.boxes.append({QRect(), cardFill(chunk, m.theme),
        isErrorCard(chunk) ? m.theme.errorCardBorder : m.theme.cardBorder, Theme::kCardRadius,
        index});
    const int top = column.place(0);
    const QMargins in = m.cardInsets;
    Column inner {
        column.x + in.left(), column.width - in.left() - in.right(), top + in.top(), m.cardSpacing};

    // Title line: the kind at the left, a link or the thought's button at the right.
    QString title = ChunkCard::kindTitle(chunk.kind);
    QString link;
    QString button;
    QString note; // the thought's signature size, left of its button
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Transcript:
        title = TextCard::title(chunk);
        break;
    case ChunkKind::Thought:
        title = ThoughtCard::title();
        button = ThoughtCard::toggleText(false);
        note = ThoughtCard::signatureText(chunk);
        break;
    case ChunkKind::ToolCall:
        link = chunk.paired.isValid() ? ToolCallCard::goToText() : QString();
        break;
    case ChunkKind::ToolResponse:
        link = chunk.paired.isValid() ? ToolResponseCard::goToText() : QString();
        break;
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
    case ChunkKind::Unknown:
        title = JsonCard::title(chunk);
        break;
    default:
        break;
    }
    // As tall as the tallest of its title and buttons (a Japanese text may make them taller).
    const int titleHeight = lineHeight(title, m.font);
    int headerHeight = titleHeight;
    if (!link.isEmpty())
        headerHeight = qMax(headerHeight, buttonHeight(m_link, m.linkButtonHeight, link));
    if (!button.isEmpty())
        headerHeight = qMax(headerHeight, buttonHeight(m_toggle, m.toggleHeight, button));
    if (!note.isEmpty())
        headerHeight = qMax(headerHeight, lineHeight(note, m.font));
    const int headerTop = inner.place(headerHeight);
    const int centre = headerTop + (headerHeight - m.lineHeight + 1) / 2;
    const QFontMetrics fm(m.font);
    out.texts.append({QRect(inner.x, centre, inner.width, m.lineHeight), title, m.font,
        m.theme.muted, int(Qt::AlignLeft | Qt::AlignVCenter)});
    int right = inner.x + inner.width;
    if (!link.isEmpty()) {
        QFont underlined = m.font;
        underlined.setUnderline(true);
        const int w = fm.horizontalAdvance(link) + 8;
        right -= w;
        out.texts.append({QRect(right, centre, w, m.lineHeight), link, underlined, m.theme.link,
            int(Qt::AlignCenter)});
    }
    if (!button.isEmpty()) {
        right -= 4; // the button's own margin
        const int w = fm.horizontalAdvance(button) + 8;
        right -= w;
        out.texts.append({QRect(right, centre, w, m.lineHeight), button, m.font, m.text,
            int(Qt::AlignRight | Qt::AlignVCenter)});
        out.branches.append({QRect(right - 12, centre, 12, m.lineHeight), false});
        right -= 20;
    }
    if (!note.isEmpty()) {
        const int w = fm.horizontalAdvance(note);
        right -= w;
        out.texts.append({QRect(right, centre, w + 1, m.lineHeight), note, m.font, m.theme.muted,
            int(Qt::AlignLeft | Qt::AlignVCenter)});
    }

    Column body {inner.x, inner.width, inner.y + inner.spacing, 4};
    addCardBody(out, body, message, row, index);
    const int height = body.y + in.bottom() - top;
    out.boxes[box].rect = QRect(column.x, top, column.width, height);
    column.y = top + height;
}

void PaintedMessageBuilder::addCardBody(
    PaintedMessage &out, Column &body, const Message &message, int row, int index) const
{
    const Chunk &chunk = message.chunks.at(index);
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Transcript:
        addTextDocument(out, body, message, chunk);
        return;
    case ChunkKind::Thought:
        addLabel(out, body, ThoughtCard::previewText(chunk), m.italic, m.theme.muted, false);
        return;
    case ChunkKind::ToolCall:
    case ChunkKind::ToolResponse: {
        addLabel(out, body, chunk.toolName, m.bold, m.text, false);
        const QString identity = ChunkCard::toolIdentityText(chunk);
        if (!identity.isEmpty())
            addLabel(out, body, identity, m.font, m.theme.muted, true);
        if (chunk.kind == ChunkKind::ToolCall) {
            addLabel(out, body, ToolCallCard::argumentsTitle(chunk), m.font, m.theme.muted, false);
            if (ToolCallCard::hasArguments(chunk))
                addJsonValue(out, body, chunk.json, m.text);
            return;
        }
        if (!chunk.error.isNull()) {
            addLabel(out, body, ToolResponseCard::errorTitle(), m.bold, m.theme.error, false);
            addJsonValue(out, body, chunk.error, m.theme.error);
        }
        if (const JsonText &result = ToolResponseCard::resultOf(chunk); !result.isNull()) {
            addLabel(out, body, ToolResponseCard::outputTitle(), m.font, m.theme.muted, false);
            addJsonValue(out, body, result, m.text);
        }
        return;
    }
    case ChunkKind::AgentTransfer:
        addLabel(out, body, AgentTransferCard::markerText(chunk), m.bold, m.text, true);
        return;
    case ChunkKind::ExecutableCode:
    case ChunkKind::CodeExecutionResult:
        if (const QString info = CodeCard::infoText(chunk); !info.isEmpty())
            addLabel(out, body, info, m.font, m.theme.muted, false);
        addLabel(out, body, chunk.text, m.fixed, m.text, true);
        return;
    case ChunkKind::File:
    case ChunkKind::Error:
        addLabel(out, body, PlainCard::shownText(chunk), m.font,
            chunk.kind == ChunkKind::Error ? m.theme.error : m.text, true);
        return;
    case ChunkKind::Blob: {
        // The type and size, with the save button at the right.
        const int textWidth = body.width - m.pushButtonWidth - 6;
        const QString info = BlobCard::infoText(chunk);
        const int textHeight = labelHeight(info, m.font, textWidth);
        const int height = qMax(textHeight, m.pushButtonHeight);
        const int top = body.place(height);
        out.texts.append({QRect(body.x, top + (height - textHeight) / 2, textWidth, textHeight),
            info, m.font, m.text, int(Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap)});
        const QRect button(body.x + body.width - m.pushButtonWidth,
            top + (height - m.pushButtonHeight) / 2, m.pushButtonWidth, m.pushButtonHeight);
        out.boxes.append({button, m.theme.buttonFill, m.theme.buttonBorder, Theme::kButtonRadius});
        out.texts.append({button, BlobCard::saveText(), m.font,
            chunk.data.isEmpty() ? m.theme.muted : m.text, int(Qt::AlignCenter)});
        return;
    }
    case ChunkKind::Image:
        addImage(out, body, chunk, ChunkAddress {row, index});
        return;
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
    case ChunkKind::Unknown:
        if (chunk.json.isNull())
            addLabel(out, body, u"{}"_s, m.font, m.theme.muted, false);
        else
            addJsonValue(out, body, chunk.json, m.text);
        return;
    }
}

void PaintedMessageBuilder::addTextDocument(
    PaintedMessage &out, Column &column, const Message &message, const Chunk &chunk) const
{
    auto doc = std::make_shared<SafeTextDocument>();
    doc->setUndoRedoEnabled(false);
    doc->setDocumentMargin(MarkdownBrowser::kDocumentMargin);
    doc->setDefaultFont(chunk.kind == ChunkKind::Transcript ? m.italic : m.font);
    const QBrush link(m_templates->palette().link());
    QVector<CitedRange> ranges;
    if (message.grounding && chunk.kind == ChunkKind::Text)
        ranges = GroundedText::rangesForChunk(GroundingIndex(message.grounding), chunk);
    if (chunk.kind == ChunkKind::Transcript)
        doc->setPlainText(chunk.text);
    else if (!ranges.isEmpty())
        GroundedText::render(doc.get(), chunk.text, true, ranges,
            [link](QTextDocument *d) { MarkdownBrowser::replaceImagesByLinks(d, link); });
    else
        MarkdownBrowser::renderMarkdown(doc.get(), chunk.text, link);
    // Keep each block's shaped glyphs after layout: painting then draws them instead of
    // shaping the text a second time (a third of the cost of a new row's first paint).
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
        block.layout()->setCacheEnabled(true);
    doc->setTextWidth(qMax(10, column.width));
    const int top = column.place(qCeil(doc->size().height()));
    out.documents.append({QPoint(column.x, top), std::move(doc), m.text});
}

void PaintedMessageBuilder::addJsonValue(
    PaintedMessage &out, Column &column, const JsonText &value, const QColor &color) const
{
    std::shared_ptr<JsonNode> root = parseJsonTree(value.json);
    if (!root) { // not JSON at all: the text as it is
        addLabel(out, column, QString::fromUtf8(value.json), m.font, color, true);
        return;
    }
    if (root->type != JsonNode::Type::Object && root->type != JsonNode::Type::Array) {
        addLabel(out, column, root->type == JsonNode::Type::Null ? u"null"_s : root->scalar,
            m.fixed, color, true);
        return;
    }
    // The compact tree: the top level, its containers open one level.
    JsonTreeModel model;
    model.setRoot(root);
    struct Row {
        QModelIndex index;
        int depth;
    };
    QVector<Row> rows;
    for (int i = 0; i < model.rowCount(); ++i) {
        const QModelIndex top = model.index(i, JsonTreeModel::KeyColumn);
        rows.append({top, 0});
        for (int j = 0; j < model.rowCount(top); ++j)
            rows.append({model.index(j, JsonTreeModel::KeyColumn, top), 1});
    }
    const int height = qMin(kCompactTreeMaxHeight,
        int(qMax(qsizetype(1), rows.size())) * m.treeRowHeight + m.treeExtra);
    const int top = column.place(height);
    const QFontMetrics fm(m.fixed);
    int keyWidth = 0;
    for (const Row &row : std::as_const(rows))
        keyWidth = qMax(keyWidth,
            m.treeIndent * (row.depth + 1) + fm.horizontalAdvance(row.index.data().toString()) + 8);
    keyWidth = qMin(keyWidth, kTreeKeyMaxWidth);
    const int first = top; // the rows start at the tree's top (it has no frame)
    for (int r = 0; r < rows.size(); ++r) {
        const int y = first + r * m.treeRowHeight;
        if (y + m.treeRowHeight > top + height)
            break;
        const Row &row = rows.at(r);
        const int indent = column.x + m.treeIndent * row.depth;
        if (model.hasChildren(row.index))
            out.branches.append({QRect(indent, y, m.treeIndent, m.treeRowHeight), row.depth == 0});
        const int keyX = indent + m.treeIndent + 3;
        const int keyRight = column.x + keyWidth;
        out.texts.append({QRect(keyX, y, qMax(0, keyRight - keyX - 3), m.treeRowHeight),
            fm.elidedText(row.index.data().toString(), Qt::ElideRight, keyRight - keyX - 3),
            m.fixed, color, int(Qt::AlignLeft | Qt::AlignVCenter)});
        const int valueWidth = column.width - keyWidth - 6;
        const QString text
            = row.index.siblingAtColumn(JsonTreeModel::ValueColumn).data().toString();
        out.texts.append({QRect(keyRight + 3, y, qMax(0, valueWidth), m.treeRowHeight),
            fm.elidedText(text, Qt::ElideRight, valueWidth), m.fixed, color,
            int(Qt::AlignLeft | Qt::AlignVCenter)});
    }
}

void PaintedMessageBuilder::addImage(
    PaintedMessage &out, Column &column, const Chunk &chunk, ChunkAddress address) const
{
    ImageDecoder *decoder = ImageDecoder::shared();
    const ImageDecoder::Key key = ImageDecoder::keyFor(address.message, address.chunk, chunk.data);
    const ImageDecoder::Result *hit = chunk.data.isEmpty() ? nullptr : decoder->cached(key);
    if (hit && hit->ok()) {
        const QSize size = hit->thumbnail.size();
        const int top = column.place(size.height());
        out.pictures.append({QRect(QPoint(column.x, top), size), hit->thumbnail});
        addLabel(out, column, ImageCard::captionText(chunk, hit->originalSize), m.font,
            m.theme.muted, true);
        return;
    }
    // The placeholder (ImageCard's: dashed border, 16 px padding) with the thumbnail's room.
    const bool decoding = !chunk.data.isEmpty() && !hit;
    QSize room(160, 40);
    if (decoding) {
        // As ImageCard reserves it: no room for an image beyond the limits.
        const BoundedImageReader::Outcome header = BoundedImageReader::probe(chunk.data);
        const QSize thumbnail = header.ok() ? ImageDecoder::thumbnailSize(header.size) : QSize();
        if (thumbnail.isValid())
            room = thumbnail.expandedTo(room);
        decoder->request(key, chunk.data); // MessageView lays the row out again when it is ready
    }
    const QString text = ImageCard::placeholderText(chunk,
        decoding ? ImageCard::State::Decoding : ImageCard::State::Failed,
        hit ? *hit : ImageDecoder::Result());
    constexpr int kPad = 17; // padding plus border
    m_placeholder->setText(text);
    const QSize hint = m_placeholder->sizeHint();
    const int width = qMin(column.width, qMax(room.width(), hint.width()));
    const int height = qMax(room.height(), m_placeholder->heightForWidth(width));
    const QRect rect(column.x, column.place(height), width, height);
    out.boxes.append({rect, QColor(), m.theme.placeholderBorder, 0, -2, true});
    out.texts.append({rect.adjusted(kPad, kPad, -kPad, -kPad), text, m.font, m.theme.muted,
        int(Qt::AlignCenter | Qt::TextWordWrap)});
}
