// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_documents.h"
#include "painted_message.h"
#include "theme.h"
#include "transcript/conversation.h"

#include "items/conversation_matches.h"
#include "items/grounding_index.h"

#include <QHash>
#include <QMargins>
#include <QSet>
#include <memory>
#include <optional>

struct JsonText;

/// Lays messages out as PaintedMessages straight from the model, with Theme's paddings and
/// spacings and the fonts and palette it is given: the header, the badges and one card per chunk,
/// with the state of the row (find highlights, the selected citation, open thoughts and tree
/// rows). Owned by MessageView.
class PaintedMessageBuilder
{
public:
    /// What a row shows beyond its message: highlights and what the user opened.
    struct RowState {
        FindQuery query; ///< find: its occurrences are highlighted (empty: none)
        std::optional<ConversationMatch> current; ///< the current find match, if in this row
        QVector<int> segments; ///< the cited segments given the strong highlight
        QSet<int> openThoughts; ///< chunks whose whole thought is shown
        /// JSON tree rows opened or closed by the user, by treeKey(chunk, value): their paths.
        QHash<int, QSet<QString>> toggledRows;
        static int treeKey(int chunk, int value) { return chunk * 8 + value; }
    };

    PaintedMessageBuilder();
    PaintedMessageBuilder(const PaintedMessageBuilder &) = delete;
    PaintedMessageBuilder &operator=(const PaintedMessageBuilder &) = delete;

    /// The fonts and colours rows are painted with (a widget's font and palette).
    void setStyle(const QFont &font, const QPalette &palette);
    /// Message `row` of `conversation` laid out for a row `width` pixels wide.
    std::shared_ptr<const PaintedMessage> build(const Conversation &conversation, int row,
        int width, const RowState &state = RowState()) const;
    /// Fonts, style or language changed: measure again before the next build.
    void invalidate()
    {
        m_measured = false;
        m_documents->clear();
    }
    /// The text documents of the cards: ready() says a big one laid out in the background can
    /// now be shown (the rows with a placeholder must be built again).
    PaintedDocuments *documents() const { return m_documents.get(); }
    /// Measures the fonts now if needed.
    void ensureMeasured() const
    {
        if (!m_measured)
            measure();
    }
    /// Loads the fallback font of Japanese text (one of the app's languages; transcripts mix
    /// it in) for one more of the fonts rows are painted with: the first Japanese line in a new
    /// style otherwise costs a scrolling frame several milliseconds. Returns false once every
    /// font is loaded (call it once per event-loop pass, outside frames).
    bool warmUpNextFont() const;
    bool fontsWarm() const { return m_measured && m_warmedFonts >= kWarmFonts; }

private:
    static constexpr int kWarmFonts = 5; ///< the fonts of Metrics
    mutable int m_warmedFonts = 0; ///< fonts warmUpNextFont() has loaded

    /// A vertical box layout being filled: where the next item goes.
    struct Column {
        int x = 0;
        int width = 0;
        int y = 0;
        int spacing = 0;
        bool empty = true;
        /// The top of the next item of height `height`; moves past it.
        int place(int height);
    };
    struct Metrics {
        QFont font, bold, italic, fixed, badgeFont;
        int lineHeight = 0; ///< one line of the font
        int badgeHeight = 0; ///< the role badge
        int chipHeight = 0; ///< an event badge
        int linkButtonHeight = 0; ///< "Go to response"
        int pushButtonHeight = 0; ///< "Save as…"
        int pushButtonWidth = 0;
        int treeRowHeight = 0;
        int treeIndent = 0;
        QMargins messageInsets; ///< border plus padding
        QMargins cardInsets;
        QColor text;
        QBrush link;
        Theme theme {QPalette()};
    };
    /// The state of the chunk being built: the row's state and where its highlights go.
    struct CardContext {
        const RowState &state;
        int chunk = -1;
        int value = 0; ///< the next JSON value of the chunk (ConversationMatches::jsonValues)
        /// The current find match when it is in this chunk (and `where`), else null.
        const ConversationMatch *current(ConversationMatch::Where where) const
        {
            return state.current && state.current->chunk == chunk && state.current->where == where
                ? &*state.current
                : nullptr;
        }
    };
    void measure() const;
    /// The height of one line of `text` in `font` (beyond Latin, a fallback font may be taller).
    int lineHeight(const QString &text, const QFont &font) const;
    /// A label placed in `column` (wrapped at its width or one line).
    PaintedMessage::Text &addLabel(PaintedMessage &out, Column &column, const QString &text,
        const QFont &font, const QColor &color, bool wrap) const;
    void addHeader(PaintedMessage &out, Column &column, const Conversation &conversation,
        const Message &message) const;
    /// The card of chunk `index` of `message` (message `row` of its conversation).
    void addCard(PaintedMessage &out, Column &column, const Message &message, int row, int index,
        const RowState &state) const;
    void addCardBody(PaintedMessage &out, Column &body, const Message &message, int row,
        CardContext &context) const;
    /// A JSON value as a card shows it: a wrapped scalar, or a compact tree.
    void addJsonValue(PaintedMessage &out, Column &column, const JsonText &value,
        const QColor &color, CardContext &context) const;
    void addTextDocument(PaintedMessage &out, Column &column, const Message &message,
        const Chunk &chunk, const CardContext &context) const;
    void addImage(
        PaintedMessage &out, Column &column, const Chunk &chunk, ChunkAddress address) const;
    /// Highlights `ranges` of `text` (the `current`-th as the current find match, -1: none).
    void highlight(
        PaintedMessage::Text &text, const QVector<Utf16Range> &ranges, int current) const;
    void addButton(
        PaintedMessage &out, PaintedMessage::Target::Kind kind, const QRect &rect, int chunk) const;

    QFont m_font;
    QPalette m_palette;
    std::unique_ptr<PaintedDocuments> m_documents;
    mutable GroundingIndex m_groundingIndex; ///< of the last grounded message built
    /// The cited ranges of its chunks, with their PaintedDocuments::rangesKey().
    mutable QHash<const Chunk *, QPair<QVector<CitedRange>, QByteArray>> m_chunkRanges;
    mutable Metrics m;
    mutable bool m_measured = false;
};
