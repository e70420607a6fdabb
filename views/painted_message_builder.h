// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_message.h"
#include "theme.h"
#include "transcript/conversation.h"

#include <QMargins>
#include <QPointer>
#include <memory>

class QLabel;
class QToolButton;
class QWidget;
struct JsonText;

/// Lays messages out as PaintedMessages with the geometry MessageWidget and its ChunkCards get:
/// the same margins, fonts, texts and heights (measured once from template widgets styled like
/// the real ones, inside `styleHost`, whose style sheet the cards use). Owned by MessageView;
/// its templates are children of a hidden widget it owns.
class PaintedMessageBuilder
{
public:
    explicit PaintedMessageBuilder(QWidget *styleHost);
    ~PaintedMessageBuilder();
    PaintedMessageBuilder(const PaintedMessageBuilder &) = delete;
    PaintedMessageBuilder &operator=(const PaintedMessageBuilder &) = delete;

    /// Message `row` of `conversation` laid out for a row `width` pixels wide.
    std::shared_ptr<const PaintedMessage> build(
        const Conversation &conversation, int row, int width) const;
    /// Fonts, style or language changed: measure the templates again before the next build.
    void invalidate() { m_measured = false; }
    /// Measures the templates now if needed (a few milliseconds, better spent outside a frame).
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
        int lineHeight = 0; ///< a one-line QLabel
        int badgeHeight = 0; ///< the role badge (style-sheet padding)
        int badgePadding = 0; ///< the role badge's width beyond its text
        int chipHeight = 0; ///< an event badge
        int linkButtonHeight = 0; ///< "Go to response"
        int toggleHeight = 0; ///< the thought card's Show button
        int pushButtonHeight = 0; ///< "Save as…"
        int pushButtonWidth = 0;
        int treeRowHeight = 0;
        int treeExtra = 0; ///< a compact tree's height beyond its rows
        int treeIndent = 0;
        QMargins messageInsets; ///< MessageWidget: style-sheet border plus layout margins
        int messageSpacing = 0;
        QMargins cardInsets; ///< ChunkCard: the same
        int cardSpacing = 0;
        QColor text;
        Theme theme {QPalette()};
    };
    void measure() const;
    /// The height of `button` (a template) showing `text`; `latinHeight` for Latin text.
    int buttonHeight(QToolButton *button, int latinHeight, const QString &text) const;
    /// The height of a one-line QLabel showing `text` in `font`.
    int lineHeight(const QString &text, const QFont &font) const;
    /// The height of a word-wrapped, selectable QLabel showing `text` in `font` at `width`.
    int labelHeight(const QString &text, const QFont &font, int width) const;
    void addLabel(PaintedMessage &out, Column &column, const QString &text, const QFont &font,
        const QColor &color, bool wrap) const;
    void addHeader(PaintedMessage &out, Column &column, const Conversation &conversation,
        const Message &message) const;
    /// The card of chunk `index` of `message` (message `row` of its conversation).
    void addCard(
        PaintedMessage &out, Column &column, const Message &message, int row, int index) const;
    void addCardBody(
        PaintedMessage &out, Column &body, const Message &message, int row, int index) const;
    /// A JSON value as a card shows it: a wrapped scalar, or a compact tree.
    void addJsonValue(
        PaintedMessage &out, Column &column, const JsonText &value, const QColor &color) const;
    void addTextDocument(
        PaintedMessage &out, Column &column, const Message &message, const Chunk &chunk) const;
    void addImage(
        PaintedMessage &out, Column &column, const Chunk &chunk, ChunkAddress address) const;

    QPointer<QWidget> m_templates; ///< hidden parent of the template widgets
    QLabel *m_wrapLabel = nullptr; ///< measures wrapped label heights
    QLabel *m_placeholder = nullptr; ///< measures an image's placeholder
    QToolButton *m_link = nullptr; ///< measures a card's "Go to" link
    QToolButton *m_toggle = nullptr; ///< measures the thought card's button
    mutable Metrics m;
    mutable bool m_measured = false;
};
