// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_card_layout.h"
#include "painted_documents.h"
#include "painted_message.h"
#include "theme.h"
#include "transcript/conversation.h"

#include "items/conversation_matches.h"
#include "transcript/grounding_index.h"

#include <memory>

class PaintedTextCards;

/// Lays messages out as PaintedMessages straight from the model, with Theme's paddings and
/// spacings and the fonts and palette it is given: the header (painted_header), the badges and
/// one card per chunk (its frame and title line here, its body in painted_*_cards), with the
/// state of the row (find highlights, the selected citation, open thoughts and tree rows).
/// Owned by MessageView.
class PaintedMessageBuilder
{
public:
    /// What a row shows beyond its message: highlights and what the user opened.
    using RowState = PaintedRowState;

    PaintedMessageBuilder();
    ~PaintedMessageBuilder();
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

    void measure() const;
    /// The card of chunk `index` of `message` (message `row` of its conversation).
    void addCard(PaintedMessage &out, PaintedLayout::Column &column, const Message &message,
        int row, int index, const RowState &state) const;
    /// The card's title line: the kind at the left, a link or the thought's button at the right.
    void addTitleLine(PaintedMessage &out, PaintedLayout::Column &inner, const Chunk &chunk,
        int index, bool thoughtOpen) const;
    void addCardBody(PaintedMessage &out, PaintedLayout::Column &body, const Message &message,
        int row, PaintedLayout::CardContext &context) const;

    QFont m_font;
    QPalette m_palette;
    std::unique_ptr<PaintedDocuments> m_documents;
    std::unique_ptr<PaintedTextCards> m_textCards; ///< over m_documents
    mutable PaintedLayout::Metrics m;
    mutable bool m_measured = false;
};
