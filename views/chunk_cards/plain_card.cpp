// SPDX-License-Identifier: GPL-2.0-or-later
#include "plain_card.h"

#include "find_highlight.h"
#include "search/text_matches.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

PlainCard::PlainCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    m_text = new QLabel(this);
    m_text->setObjectName(u"plainText"_s);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (chunk.kind == ChunkKind::Error) {
        setProperty("error", true);
        m_text->setProperty("errorText", true);
    }
    bodyLayout()->addWidget(m_text);
    retranslateUi();
}

void PlainCard::retranslateUi()
{
    ChunkCard::retranslateUi();
    m_shown = shownText(m_chunk);
    PlainCard::applyFind(); // sets the label's text, highlighted when Find is active
}

void PlainCard::applyFind()
{
    // The label may show more than the chunk's text (the code or MIME type): find the current
    // match among the label's occurrences.
    const FindQuery &query = findQuery();
    const std::optional<ConversationMatch> &current = currentFindMatch();
    int pick = -1;
    if (current && current->where == ConversationMatch::Where::Text && !query.isEmpty())
        pick = FindHighlight::pickCurrent(findMatches(m_shown, query), m_shown.size(),
            current->ordinal, int(findMatches(m_chunk.text, query).size()), current->range.begin,
            m_chunk.text.size());
    FindHighlight::highlightLabel(m_text, m_shown, query, pick);
}

QRect PlainCard::currentFindMatchRect() const
{
    const std::optional<ConversationMatch> &current = currentFindMatch();
    if (!current || current->where != ConversationMatch::Where::Text)
        return QRect();
    return QRect(m_text->mapTo(this, QPoint(0, 0)), m_text->size());
}

QString PlainCard::shownText(const Chunk &chunk)
{
    if (chunk.mimeType.isEmpty())
        return chunk.text;
    if (chunk.kind == ChunkKind::Error)
        //: an error chunk: %1 error code, %2 message
        return tr("%1: %2").arg(chunk.mimeType, chunk.text);
    //: a file reference: %1 URI, %2 MIME type
    return tr("%1 (%2)").arg(chunk.text, chunk.mimeType);
}
