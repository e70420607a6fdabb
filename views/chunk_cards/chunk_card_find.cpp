// SPDX-License-Identifier: GPL-2.0-or-later
// ChunkCard, part 2: find highlights in the card's JSON values.
#include "chunk_card.h"

#include "find_highlight.h"
#include "json_tree_view.h"

#include <QLabel>

namespace {
const char kPlainTextProperty[] = "findPlainText";
}

void ChunkCard::setFindQuery(const FindQuery &query)
{
    if (query == m_findQuery)
        return;
    m_findQuery = query;
    applyFind();
}

void ChunkCard::setCurrentFindMatch(const std::optional<ConversationMatch> &match)
{
    if (!match && !m_findCurrent)
        return;
    m_findCurrent = match;
    applyFind();
}

QWidget *ChunkCard::addFindValue(QWidget *valueWidget)
{
    if (auto *label = qobject_cast<QLabel *>(valueWidget))
        label->setProperty(kPlainTextProperty, label->text());
    m_findValues.append(valueWidget);
    return valueWidget;
}

void ChunkCard::applyFind()
{
    const bool json = m_findCurrent && m_findCurrent->where == ConversationMatch::Where::Json;
    for (int i = 0; i < m_findValues.size(); ++i) {
        QWidget *w = m_findValues.at(i);
        const int current = json && m_findCurrent->value == i ? m_findCurrent->ordinal : -1;
        if (auto *tree = qobject_cast<JsonTreeView *>(w)) {
            tree->setFindQuery(m_findQuery);
            tree->setCurrentFindMatch(current);
        } else if (auto *label = qobject_cast<QLabel *>(w)) {
            FindHighlight::highlightLabel(
                label, label->property(kPlainTextProperty).toString(), m_findQuery, current);
        }
    }
}

QRect ChunkCard::currentFindMatchRect() const
{
    if (!m_findCurrent || m_findCurrent->where != ConversationMatch::Where::Json
        || m_findCurrent->value >= m_findValues.size())
        return QRect();
    QWidget *w = m_findValues.at(m_findCurrent->value);
    if (!w)
        return QRect();
    if (auto *tree = qobject_cast<JsonTreeView *>(w)) {
        const QRect cell = tree->findMatchRect(m_findCurrent->ordinal);
        if (cell.isValid())
            return QRect(tree->viewport()->mapTo(this, cell.topLeft()), cell.size());
    }
    return QRect(w->mapTo(this, QPoint(0, 0)), QSize(w->width(), qMin(w->height(), 40)));
}
