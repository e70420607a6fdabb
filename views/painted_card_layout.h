// SPDX-License-Identifier: GPL-2.0-or-later
// The pieces every part of a painted message is laid out with: the column being filled, the
// measured fonts and colours, the state of the row and of the card being built, and the labels,
// highlights and buttons they place.
#pragma once

#include "painted_message.h"
#include "theme.h"

#include "items/conversation_matches.h"
#include "search/find_query.h"

#include <QBrush>
#include <QFont>
#include <QHash>
#include <QMargins>
#include <QPalette>
#include <QSet>
#include <QVector>
#include <optional>

/// What a painted row shows beyond its message: highlights and what the user opened. A value
/// MessageView fills for each row it builds (PaintedMessageBuilder::RowState).
struct PaintedRowState {
    FindQuery query; ///< find: its occurrences are highlighted (empty: none)
    std::optional<ConversationMatch> current; ///< the current find match, if in this row
    QVector<int> segments; ///< the cited segments given the strong highlight
    bool showUncited = false; ///< View ▸ Show Uncited Sentences: mark the sentences with no source
    /// The uncited sentence stepped to (Go ▸ Next Uncited Sentence), if in this row: its chunk
    /// and range of the chunk's text.
    std::optional<QPair<int, Utf16Range>> currentUncited;
    QSet<int> openThoughts; ///< chunks whose whole thought is shown
    /// JSON tree rows opened or closed by the user, by treeKey(chunk, value): their paths.
    QHash<int, QSet<QString>> toggledRows;
    static int treeKey(int chunk, int value) { return chunk * 8 + value; }
    /// Whether find highlights anything.
    bool finds() const { return !query.isEmpty() && query.isValid(); }
};

namespace PaintedLayout {

/// A vertical box layout being filled: where the next item goes. A value on the builder's stack.
struct Column {
    int x = 0;
    int width = 0;
    int y = 0;
    int spacing = 0;
    bool empty = true;
    /// The top of the next item of height `height`; moves past it.
    int place(int height);
};

/// The fonts, heights, insets and colours of painted rows, measured once per style. Owned by
/// PaintedMessageBuilder.
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

    /// The metrics of rows painted in `font` and `palette` (with the platform's push button).
    static Metrics measure(const QFont &font, const QPalette &palette);
};

/// The state of the chunk being built: the row's state and where its highlights go. A value on
/// the builder's stack, for one card.
struct CardContext {
    const PaintedRowState &state;
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

/// The height of one line of `text` in `font` (beyond Latin, a fallback font may be taller).
int lineHeight(const QString &text, const QFont &font);
/// A label placed in `column` (wrapped at its width or one line).
PaintedMessage::Text &addLabel(PaintedMessage &out, Column &column, const QString &text,
    const QFont &font, const QColor &color, bool wrap);
/// A wrapped label of `text` with find's matches of the row highlighted; the current match of
/// the card's text keeps its ordinal.
void addSearchedLabel(PaintedMessage &out, Column &column, const Metrics &m, const QString &text,
    const QFont &font, const QColor &color, const CardContext &context);
/// Highlights `ranges` of `text` (the `current`-th as the current find match, -1: none).
void highlight(
    PaintedMessage::Text &text, const QVector<Utf16Range> &ranges, int current, const Theme &theme);
/// A target of kind `kind` over `rect` in card `chunk`.
PaintedMessage::Target &addButton(
    PaintedMessage &out, PaintedMessage::Target::Kind kind, const QRect &rect, int chunk);

} // namespace PaintedLayout
