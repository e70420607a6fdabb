// SPDX-License-Identifier: GPL-2.0-or-later
// PaintedMessageBuilder: the chunk cards.
#include "painted_message_builder.h"

#include "chunk_texts.h"
#include "find_highlight.h"
#include "grounded_text.h"
#include "items/grounding_index.h"
#include "items/image_decoder.h"
#include "items/json_tree_model.h"
#include "search/text_matches.h"
#include "json/json_node.h"

#include <QFontMetrics>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QtMath>

using namespace Qt::StringLiterals;

namespace {

constexpr int kCompactTreeMaxHeight = 360; // JsonTreeView's compact limit
constexpr int kTreeKeyMaxWidth = 260;
constexpr int kMaxTreeRows = 400; ///< rows of a tree the user opened
constexpr int kMaxDocumentHighlights = 1000; ///< find highlights in one text

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

void PaintedMessageBuilder::addButton(
    PaintedMessage &out, PaintedMessage::Target::Kind kind, const QRect &rect, int chunk) const
{
    PaintedMessage::Target target;
    target.kind = kind;
    target.rect = rect;
    target.chunk = chunk;
    out.targets.append(target);
}

void PaintedMessageBuilder::addCard(PaintedMessage &out, Column &column, const Message &message,
    int row, int index, const RowState &state) const
{
    using Kind = PaintedMessage::Target::Kind;
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

    // Title line: the kind at the left, a link or the thought's button at the right.
    QString title = ChunkTexts::kindTitle(chunk.kind);
    QString link;
    QString button;
    QString note; // the thought's signature size, left of its button
    const bool thoughtOpen = chunk.kind == ChunkKind::Thought
        && (state.openThoughts.contains(index)
            || (!state.query.isEmpty() && state.query.isValid()
                && !findMatches(chunk.text, state.query, 1).isEmpty()));
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Transcript:
        title = ChunkTexts::cardTitle(chunk);
        break;
    case ChunkKind::Thought:
        title = ChunkTexts::cardTitle(chunk);
        button = ChunkTexts::thoughtToggleText(thoughtOpen);
        note = ChunkTexts::thoughtSignatureText(chunk);
        break;
    case ChunkKind::ToolCall:
        link = chunk.paired.isValid() ? ChunkTexts::goToText(chunk.kind) : QString();
        break;
    case ChunkKind::ToolResponse:
        link = chunk.paired.isValid() ? ChunkTexts::goToText(chunk.kind) : QString();
        break;
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
    out.texts.append({QRect(inner.x, centre, inner.width, m.lineHeight), title, m.font,
        m.theme.muted, int(Qt::AlignLeft | Qt::AlignVCenter)});
    int right = inner.x + inner.width;
    if (!link.isEmpty()) {
        QFont underlined = m.font;
        underlined.setUnderline(true);
        const int w = fm.horizontalAdvance(link) + 8;
        right -= w;
        const QRect rect(right, centre, w, m.lineHeight);
        out.texts.append({rect, link, underlined, m.theme.link, int(Qt::AlignCenter)});
        addButton(out, Kind::GoTo, QRect(right, headerTop, w, headerHeight), index);
        out.targets.last().goTo = chunk.paired;
    }
    if (!button.isEmpty()) {
        right -= 4; // the button's own margin
        const int w = fm.horizontalAdvance(button) + 8;
        right -= w;
        out.texts.append({QRect(right, centre, w, m.lineHeight), button, m.font, m.text,
            int(Qt::AlignRight | Qt::AlignVCenter)});
        out.branches.append({QRect(right - 12, centre, 12, m.lineHeight), thoughtOpen});
        addButton(
            out, Kind::ShowThought, QRect(right - 12, headerTop, w + 12, headerHeight), index);
        right -= 20;
    }
    if (!note.isEmpty()) {
        const int w = fm.horizontalAdvance(note);
        right -= w;
        out.texts.append({QRect(right, centre, w + 1, m.lineHeight), note, m.font, m.theme.muted,
            int(Qt::AlignLeft | Qt::AlignVCenter)});
    }

    Column body {inner.x, inner.width, inner.y + inner.spacing, Theme::kCardSpacing};
    CardContext context {state, index};
    if (chunk.kind == ChunkKind::Thought && thoughtOpen)
        addTextDocument(out, body, message, chunk, context);
    else
        addCardBody(out, body, message, row, context);
    const int height = body.y + in.bottom() - top;
    out.boxes[box].rect = QRect(column.x, top, column.width, height);
    column.y = top + height;
    for (int t = firstText; t < out.texts.size(); ++t)
        out.texts[t].chunk = index;
}

void PaintedMessageBuilder::addCardBody(
    PaintedMessage &out, Column &body, const Message &message, int row, CardContext &context) const
{
    const Chunk &chunk = message.chunks.at(context.chunk);
    const RowState &state = context.state;
    const ConversationMatch *current = context.current(ConversationMatch::Where::Text);
    // Labels showing Chunk::text: the current match keeps its ordinal.
    const auto addSearchedLabel = [&](const QString &text, const QFont &font, const QColor &color) {
        PaintedMessage::Text &label = addLabel(out, body, text, font, color, true);
        if (state.query.isValid() && !state.query.isEmpty())
            highlight(label, findMatches(text, state.query), current ? current->ordinal : -1);
    };
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Transcript:
        addTextDocument(out, body, message, chunk, context);
        return;
    case ChunkKind::Thought:
        addLabel(out, body, ChunkTexts::thoughtPreviewText(chunk), m.italic, m.theme.muted, false);
        return;
    case ChunkKind::ToolCall:
    case ChunkKind::ToolResponse: {
        addLabel(out, body, chunk.toolName, m.bold, m.text, false);
        const QString identity = ChunkTexts::toolIdentityText(chunk);
        if (!identity.isEmpty())
            addLabel(out, body, identity, m.font, m.theme.muted, true);
        if (chunk.kind == ChunkKind::ToolCall) {
            addLabel(out, body, ChunkTexts::argumentsTitle(chunk), m.font, m.theme.muted, false);
            if (ChunkTexts::hasArguments(chunk))
                addJsonValue(out, body, chunk.json, m.text, context);
            return;
        }
        if (!chunk.error.isNull()) {
            addLabel(out, body, ChunkTexts::errorTitle(), m.bold, m.theme.error, false);
            addJsonValue(out, body, chunk.error, m.theme.error, context);
        }
        if (const JsonText &result = ChunkTexts::resultOf(chunk); !result.isNull()) {
            addLabel(out, body, ChunkTexts::outputTitle(), m.font, m.theme.muted, false);
            addJsonValue(out, body, result, m.text, context);
        }
        return;
    }
    case ChunkKind::AgentTransfer:
        addLabel(out, body, ChunkTexts::agentTransferText(chunk), m.bold, m.text, true);
        return;
    case ChunkKind::ExecutableCode:
    case ChunkKind::CodeExecutionResult:
        if (const QString info = ChunkTexts::codeInfoText(chunk); !info.isEmpty())
            addLabel(out, body, info, m.font, m.theme.muted, false);
        addSearchedLabel(chunk.text, m.fixed, m.text);
        return;
    case ChunkKind::File:
    case ChunkKind::Error:
        addSearchedLabel(ChunkTexts::plainShownText(chunk), m.font,
            chunk.kind == ChunkKind::Error ? m.theme.error : m.text);
        return;
    case ChunkKind::Blob: {
        // The type and size, with the save button at the right.
        const int textWidth = body.width - m.pushButtonWidth - 6;
        PaintedMessage::Text info {QRect(body.x, 0, textWidth, 0), ChunkTexts::blobInfoText(chunk),
            m.font, m.text, int(Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap)};
        const int textHeight = PaintedMessage::layOutWrapped(info);
        const int height = qMax(textHeight, m.pushButtonHeight);
        const int top = body.place(height);
        info.rect = QRect(body.x, top + (height - textHeight) / 2, textWidth, textHeight);
        out.texts.append(std::move(info));
        const QRect button(body.x + body.width - m.pushButtonWidth,
            top + (height - m.pushButtonHeight) / 2, m.pushButtonWidth, m.pushButtonHeight);
        out.boxes.append({button, m.theme.buttonFill, m.theme.buttonBorder, Theme::kButtonRadius});
        out.texts.append({button, ChunkTexts::saveText(), m.font,
            chunk.data.isEmpty() ? m.theme.muted : m.text, int(Qt::AlignCenter)});
        addButton(out, PaintedMessage::Target::Kind::SaveBlob, button, context.chunk);
        out.targets.last().enabled = !chunk.data.isEmpty();
        return;
    }
    case ChunkKind::Image:
        addImage(out, body, chunk, ChunkAddress {row, context.chunk});
        return;
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
    case ChunkKind::Unknown:
        if (chunk.json.isNull())
            addLabel(out, body, u"{}"_s, m.font, m.theme.muted, false);
        else
            addJsonValue(out, body, chunk.json, m.text, context);
        return;
    }
}

void PaintedMessageBuilder::addTextDocument(PaintedMessage &out, Column &column,
    const Message &message, const Chunk &chunk, const CardContext &context) const
{
    PaintedDocuments::Request request;
    request.text = chunk.text;
    request.markdown = chunk.kind != ChunkKind::Transcript;
    request.font = chunk.kind == ChunkKind::Transcript || chunk.kind == ChunkKind::Thought
        ? m.italic
        : m.font;
    request.link = m.link;
    request.theme = m.theme;
    if (message.grounding && chunk.kind == ChunkKind::Text) {
        // One index per grounding (a hostile one has 200,000 citations) and the ranges of each
        // of its chunks once, not once per build.
        if (m_groundingIndex.sharedGrounding() != message.grounding) {
            m_groundingIndex = GroundingIndex(message.grounding);
            m_chunkRanges.clear();
        }
        auto ranges = m_chunkRanges.find(&chunk);
        if (ranges == m_chunkRanges.end()) {
            QVector<CitedRange> found = GroundedText::rangesForChunk(m_groundingIndex, chunk);
            QByteArray key = PaintedDocuments::rangesKey(found);
            ranges = m_chunkRanges.insert(&chunk, {std::move(found), std::move(key)});
        }
        request.ranges = ranges->first;
        request.rangesKey = ranges->second;
        if (!request.ranges.isEmpty())
            request.selected = context.state.segments;
    }
    request.width = column.width;
    const std::shared_ptr<QTextDocument> doc = m_documents->document(request);
    if (!doc) {
        // Laid out in the background (PaintedDocuments::ready() builds the row again).
        addLabel(out, column, ChunkTexts::layingOutText(chunk.text.size()), m.italic, m.theme.muted,
            true);
        return;
    }
    const int top = column.place(qCeil(doc->size().height()));
    PaintedMessage::Document painted {QPoint(column.x, top), doc, m.text, context.chunk};
    const RowState &state = context.state;
    if (!state.query.isEmpty() && state.query.isValid()) {
        const PaintedDocuments::Matches &found
            = m_documents->matches(doc, chunk.text, state.query, kMaxDocumentHighlights);
        const QVector<Utf16Range> &shown = found.shown;
        int current = -1;
        if (const ConversationMatch *match = context.current(ConversationMatch::Where::Text))
            current = FindHighlight::pickCurrent(shown, doc->characterCount(), match->ordinal,
                found.sourceCount, match->range.begin, chunk.text.size());
        const int docIndex = int(out.documents.size());
        out.documents.append(painted);
        for (int i = 0; i < shown.size(); ++i) {
            QAbstractTextDocumentLayout::Selection selection;
            selection.cursor = QTextCursor(doc.get());
            selection.cursor.setPosition(int(shown.at(i).begin));
            selection.cursor.setPosition(int(shown.at(i).end), QTextCursor::KeepAnchor);
            selection.format.setBackground(i == current ? m.theme.findCurrent : m.theme.findMatch);
            if (i == current)
                selection.format.setForeground(m.theme.findCurrentText);
            out.documents[docIndex].selections.append(selection);
            const QVector<QRect> rects
                = out.documentRangeRects(docIndex, int(shown.at(i).begin), int(shown.at(i).end));
            if (rects.isEmpty())
                continue;
            PaintedMessage::Target target;
            target.kind = PaintedMessage::Target::Kind::FindMatch;
            target.rect = rects.first();
            target.chunk = context.chunk;
            target.current = i == current;
            if (target.current)
                out.currentFind = target.rect;
            out.targets.append(target);
        }
        return;
    }
    out.documents.append(std::move(painted));
}

void PaintedMessageBuilder::addJsonValue(PaintedMessage &out, Column &column, const JsonText &value,
    const QColor &color, CardContext &context) const
{
    const RowState &state = context.state;
    const int valueIndex = context.value++;
    const ConversationMatch *current = context.current(ConversationMatch::Where::Json);
    if (current && current->value != valueIndex)
        current = nullptr;
    std::shared_ptr<JsonNode> root = parseJsonTree(value.json);
    if (!root || (root->type != JsonNode::Type::Object && root->type != JsonNode::Type::Array)) {
        // Not JSON at all (the text as it is), or one scalar.
        const QString text = !root               ? QString::fromUtf8(value.json)
            : root->type == JsonNode::Type::Null ? u"null"_s
                                                 : root->scalar;
        PaintedMessage::Text &label
            = addLabel(out, column, text, root ? m.fixed : m.font, color, true);
        if (state.query.isValid() && !state.query.isEmpty())
            highlight(label, findMatches(text, state.query), current ? current->ordinal : -1);
        return;
    }
    // The compact tree: the top level, its containers open one level; the user's toggles and
    // the current find match open or close more.
    JsonTreeModel model;
    model.setRoot(root);
    const bool find = !state.query.isEmpty() && state.query.isValid();
    if (find) {
        model.setFindQuery(state.query);
        model.setCurrentMatch(current ? current->ordinal : -1);
    }
    QSet<QString> forcedOpen; // the ancestors of the current match
    if (current) {
        for (QModelIndex at = model.matchIndex(current->ordinal).parent(); at.isValid();
             at = at.parent())
            forcedOpen.insert(at.data(JsonTreeModel::PathRole).toString());
    }
    const QSet<QString> toggled
        = state.toggledRows.value(RowState::treeKey(context.chunk, valueIndex));
    const auto isOpen = [&](const QModelIndex &index, int depth) {
        const QString path = index.data(JsonTreeModel::PathRole).toString();
        return forcedOpen.contains(path) || ((depth == 0) != toggled.contains(path));
    };
    struct Row {
        QModelIndex index;
        int depth;
        bool open;
    };
    const int maxRows = toggled.isEmpty() && forcedOpen.isEmpty()
        ? kCompactTreeMaxHeight / m.treeRowHeight
        : kMaxTreeRows;
    QVector<Row> rows;
    const std::function<void(const QModelIndex &, int)> addRows
        = [&](const QModelIndex &parent, int depth) {
              for (int i = 0; i < model.rowCount(parent) && rows.size() < maxRows; ++i) {
                  const QModelIndex index = model.index(i, JsonTreeModel::KeyColumn, parent);
                  const bool open = model.hasChildren(index) && isOpen(index, depth);
                  rows.append({index, depth, open});
                  if (open)
                      addRows(index, depth + 1);
              }
          };
    addRows(QModelIndex(), 0);
    const int top = column.place(int(qMax(qsizetype(1), rows.size())) * m.treeRowHeight);
    const QFontMetrics fm(m.fixed);
    int keyWidth = 0;
    for (const Row &row : std::as_const(rows))
        keyWidth = qMax(keyWidth,
            m.treeIndent * (row.depth + 1) + fm.horizontalAdvance(row.index.data().toString()) + 8);
    keyWidth = qMin(keyWidth, kTreeKeyMaxWidth);
    const auto cell = [&](const QModelIndex &index, const QRect &rect) {
        PaintedMessage::Text text {rect,
            fm.elidedText(index.data().toString(), Qt::ElideRight, rect.width()), m.fixed, color,
            int(Qt::AlignLeft | Qt::AlignVCenter)};
        if (find)
            highlight(text, index.data(JsonTreeModel::MatchRangesRole).value<QVector<Utf16Range>>(),
                index.data(JsonTreeModel::CurrentMatchRole).toInt());
        out.texts.append(std::move(text));
    };
    for (int r = 0; r < rows.size(); ++r) {
        const int y = top + r * m.treeRowHeight;
        const Row &row = rows.at(r);
        const int indent = column.x + m.treeIndent * row.depth;
        if (model.hasChildren(row.index)) {
            const QRect arrow(indent, y, m.treeIndent, m.treeRowHeight);
            out.branches.append({arrow, row.open});
            addButton(out, PaintedMessage::Target::Kind::Branch, arrow, context.chunk);
            out.targets.last().value = valueIndex;
            out.targets.last().path = row.index.data(JsonTreeModel::PathRole).toString();
        }
        const int keyX = indent + m.treeIndent + 3;
        const int keyRight = column.x + keyWidth;
        cell(row.index, QRect(keyX, y, qMax(0, keyRight - keyX - 3), m.treeRowHeight));
        cell(row.index.siblingAtColumn(JsonTreeModel::ValueColumn),
            QRect(keyRight + 3, y, qMax(0, column.width - keyWidth - 6), m.treeRowHeight));
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
        addButton(
            out, PaintedMessage::Target::Kind::OpenImage, out.pictures.last().rect, address.chunk);
        addLabel(out, column, ChunkTexts::imageCaptionText(chunk, hit->originalSize), m.font,
            m.theme.muted, true);
        return;
    }
    // The placeholder (dashed border, Theme's padding) with the thumbnail's room.
    const bool decoding = !chunk.data.isEmpty() && !hit;
    QSize room(160, 40);
    if (decoding) {
        // No room for an image beyond the limits.
        const BoundedImageReader::Outcome header = BoundedImageReader::probe(chunk.data);
        const QSize thumbnail = header.ok() ? ImageDecoder::thumbnailSize(header.size) : QSize();
        if (thumbnail.isValid())
            room = thumbnail.expandedTo(room);
        decoder->request(key, chunk.data); // MessageView lays the row out again when it is ready
    }
    const QString text
        = ChunkTexts::imagePlaceholderText(chunk, decoding, hit ? *hit : ImageDecoder::Result());
    constexpr int kPad = Theme::kPlaceholderPadding + Theme::kBorder;
    const QFontMetrics fm(m.font);
    const int width = qMin(column.width, qMax(room.width(), fm.horizontalAdvance(text) + 2 * kPad));
    PaintedMessage::Text label {QRect(column.x + kPad, 0, width - 2 * kPad, 0), text, m.font,
        m.theme.muted, int(Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap)};
    const int textHeight = PaintedMessage::layOutWrapped(label);
    const int height = qMax(room.height(), textHeight + 2 * kPad);
    const QRect rect(column.x, column.place(height), width, height);
    label.rect.moveTop(rect.top() + (height - textHeight) / 2);
    label.rect.setHeight(textHeight);
    out.boxes.append({rect, QColor(), m.theme.placeholderBorder, 0, -2, true});
    out.texts.append(std::move(label));
}
