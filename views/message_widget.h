// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <QFrame>
#include <QVector>
#include <memory>

class ChunkCard;
class QLabel;

/// One message as shown in the message view: a header (role, author, local time, turn, problems)
/// and one card per chunk. Created only for the messages on screen; shares the Conversation.
class MessageWidget : public QFrame
{
    Q_OBJECT
    Q_PROPERTY(bool selected READ isSelected WRITE setSelected)
public:
    MessageWidget(std::shared_ptr<const Conversation> conversation, int messageIndex,
        QWidget *parent = nullptr);

    int messageIndex() const { return m_messageIndex; }
    bool isSelected() const { return m_selected; }
    void setSelected(bool selected);
    /// Highlights the card of chunk `chunk` (-1: none).
    void setSelectedChunk(int chunk);
    ChunkCard *card(int chunk) const;
    /// Grounding: gives the cited segments in `segments` the strong highlight in every text card.
    void setSelectedSegments(const QVector<int> &segments);
    /// The text card that highlights `segment` (nullptr when none does).
    ChunkCard *cardOfSegment(int segment) const;
    const QVector<ChunkCard *> &cards() const { return m_cards; }

    /// The header's texts for `message`, in the current language (also painted rows use them).
    static QString timeText(const Message &message);
    static QString turnText(const Message &message); ///< empty without a turn
    static QString problemsText(const Message &message); ///< empty without diagnostics
    /// What a message without chunks shows.
    static QString emptyText(const Message &message);
    /// Whether the header of `message` names its candidate (the response has several).
    static bool showsCandidate(const Conversation &conversation, const Message &message);
    /// "user", "agent" or "other": the colour class of the role badge.
    static QString roleClass(const Message &message);

Q_SIGNALS:
    /// The user clicked the message outside its cards.
    void activated(int message);
    /// The user clicked a card.
    void chunkActivated(ChunkAddress address);
    /// A card asked to jump to another chunk.
    void goToRequested(ChunkAddress target);
    /// The preferred height may have changed (a tree expanded, a layout settled).
    void heightMayHaveChanged(int message);
    /// The user clicked cited text: segment `segment` of the message's grounding.
    void citationClicked(int message, int segment);

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void retranslateUi();

    std::shared_ptr<const Conversation> m_conversation;
    int m_messageIndex = -1;
    bool m_selected = false;
    QLabel *m_role = nullptr;
    QLabel *m_author = nullptr;
    QLabel *m_time = nullptr;
    QLabel *m_turn = nullptr;
    QLabel *m_problems = nullptr;
    QLabel *m_empty = nullptr; ///< shown when the message has no chunks
    QVector<ChunkCard *> m_cards;
};
