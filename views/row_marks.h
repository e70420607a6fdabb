// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "citation_ref.h"
#include "painted_message.h"
#include "painted_message_builder.h"
#include "sentence_ref.h"

#include <QHash>
#include <QSet>
#include <QVector>

struct Message;

/// What the user marked on MessageView's rows beyond their data: the citation shown (its
/// segments get the strong highlight) and the thoughts and JSON tree rows opened or closed. A
/// value owned by MessageView, which paints a row again when its marks change.
class RowMarks
{
public:
    /// What a change returns when it changes every row (MessageView::changeMarks).
    static constexpr int kEveryRow = -2;
    const CitationRef &citation() const { return m_citation; }
    /// The citation's segments, in reading order.
    const QVector<int> &segments() const { return m_segments; }
    /// Shows `ref` with `segments`; returns the message that showed the previous one (-1).
    int setCitation(const CitationRef &ref, const QVector<int> &segments);
    /// Shows `ref` of `message` (grounded): its segment, or every segment its reference
    /// supports; returns the message that showed the previous one (-1).
    int showCitation(const CitationRef &ref, const Message &message);
    /// Shows no citation; returns the message that showed one (-1).
    int clearCitation() { return setCitation(CitationRef {}, {}); }
    /// View ▸ Show Uncited Sentences; returns kEveryRow (every row shows it).
    int setShowUncited(bool on)
    {
        m_showUncited = on;
        return kEveryRow;
    }
    bool showsUncited() const { return m_showUncited; }
    /// Marks `ref` as the uncited sentence stepped to (invalid: none); returns the message that
    /// had the previous one (-1).
    int setCurrentUncited(const SentenceRef &ref);
    const SentenceRef &currentUncited() const { return m_uncited; }
    /// Opens or closes the thought or tree row `target` (ShowThought or Branch) of `row`.
    void toggle(int row, const PaintedMessage::Target &target);
    /// Where the eye goes in `painted`, message `row` with card `chunk` selected (-1: none): the
    /// current find match or the citation's first segment when inside the card, else the card,
    /// else the whole message.
    QRect anchorIn(const PaintedMessage &painted, int row, int chunk) const;
    /// Gives `state` the marks of message `row`.
    void addTo(int row, PaintedMessageBuilder::RowState &state) const;

private:
    CitationRef m_citation;
    QVector<int> m_segments;
    bool m_showUncited = false;
    SentenceRef m_uncited;
    QHash<int, QSet<int>> m_openThoughts; ///< chunks by message
    QHash<int, QHash<int, QSet<QString>>> m_toggledRows; ///< by message (RowState::toggledRows)
};
