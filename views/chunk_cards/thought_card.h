// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"

class MarkdownBrowser;
class QToolButton;

/// Card for model reasoning (a thought part): collapsed by default to a one-line preview, marked
/// as a thought, expanded on demand (the Markdown body is built on first expansion). Shows the
/// size of an opaque thought signature when the part carried one.
class ThoughtCard : public ChunkCard
{
    Q_OBJECT
public:
    ThoughtCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);

    bool isExpanded() const;
    void setExpanded(bool expanded);
    /// The card's title, translated.
    static QString title();
    /// The text of the expand (collapse, when `expanded`) button, translated.
    static QString toggleText(bool expanded);
    /// The size of the thought's signature ("signature 1.2 KB"); empty without one.
    static QString signatureText(const Chunk &chunk);
    /// The one-line preview shown while the card is collapsed.
    static QString previewText(const Chunk &chunk);
    /// The full body (null until first expanded).
    MarkdownBrowser *browser() const { return m_browser; }
    QRect currentFindMatchRect() const override;

protected:
    void retranslateUi() override;
    void applyFind() override;

private:
    QToolButton *m_toggle = nullptr;
    QLabel *m_preview = nullptr;
    QLabel *m_signature = nullptr;
    MarkdownBrowser *m_browser = nullptr;
    bool m_findExpanded = false; ///< expanded by Find (collapsed again when the query goes)
    QVector<Utf16Range> m_findShown;
    int m_findCurrent = -1;
};
