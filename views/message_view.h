// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "citation_ref.h"
#include "transcript/conversation.h"

#include <QHash>
#include <QPointer>
#include <QVector>
#include <QWidget>
#include <memory>

class MessageDelegate;
class MessageListModel;
class MessageListView;
class MessageWidget;

/// The centre pane: the messages of one conversation, one card per chunk. A QListView over a
/// MessageListModel keeps scrolling cheap for long conversations; only the rows on screen (and a
/// few around them) get a real MessageWidget (as index widget), the others are painted as light
/// summaries by MessageDelegate. Row heights are measured from the widgets and cached per width.
/// Owns its model, delegate and widgets; shares the Conversation.
class MessageView : public QWidget
{
    Q_OBJECT
public:
    explicit MessageView(QWidget *parent = nullptr);
    ~MessageView() override;

    /// Shows `conversation`, the `conversationIndex`-th of the current document (null clears).
    void setConversation(int conversationIndex, std::shared_ptr<const Conversation> conversation);
    int conversationIndex() const { return m_conversationIndex; }
    MessageListModel *model() const { return m_model; }
    MessageListView *listView() const { return m_list; }

    /// Selects message `row`, scrolls it into view and emits messageSelected.
    void selectMessage(int row);
    /// Selects the card of `address`, scrolls it into view and emits chunkSelected.
    void selectChunk(ChunkAddress address);
    /// The selection: message (and chunk, -1 for none); invalid when nothing is selected.
    ChunkRef currentRef() const;
    /// Grounding: selects the message of `ref` if needed, gives its segment (or, with segment -1,
    /// every segment its reference supports) the strong highlight and scrolls to the first one.
    /// An invalid ref clears. Emits no citationSelected.
    void showCitation(const CitationRef &ref);
    /// The citation shown (segment or reference); invalid when none.
    CitationRef currentCitation() const { return m_citation; }
    /// The segments currently given the strong highlight.
    QVector<int> selectedSegments() const { return m_citationSegments; }
    /// The widget of message `row` if it currently exists (it is on or near the screen).
    MessageWidget *messageWidget(int row) const;
    int widgetCount() const;

Q_SIGNALS:
    void messageSelected(ChunkRef ref);
    void chunkSelected(ChunkRef ref);
    /// A card is about to jump elsewhere ("Go to response"); `from` is the place being left.
    void jumping(ChunkRef from);
    /// The user clicked cited text: `ref` names the segment (reference -1).
    void citationSelected(CitationRef ref);

protected:
    void changeEvent(QEvent *event) override;

private:
    int itemWidth() const;
    int rowHeight(int row) const;
    int estimateHeight(int row) const;
    void scheduleMaterialize();
    void materializeVisible();
    MessageWidget *materialize(int row);
    bool measure(int row);
    void evictFarWidgets(int first, int last);
    void setCurrent(int row, int chunk, bool emitSignal);
    void scrollToCurrentChunk();
    bool scrollCardIntoView(); ///< true when it had to scroll
    void onHeightMayHaveChanged(int row);

    MessageListView *m_list = nullptr;
    MessageListModel *m_model = nullptr;
    MessageDelegate *m_delegate = nullptr;
    std::shared_ptr<const Conversation> m_conversation;
    int m_conversationIndex = -1;
    QHash<int, QPointer<MessageWidget>> m_widgets;
    /// Height per row for m_heightsWidth: > 0 measured, < 0 estimated, 0 not known yet.
    mutable QVector<int> m_heights;
    int m_heightsWidth = -1;
    int m_currentRow = -1;
    int m_currentChunk = -1;
    bool m_materializePending = false;
    bool m_materializing = false;
    int m_anchorPasses = 0; ///< passes left to keep the selected card in view
    CitationRef m_citation; ///< the citation shown in m_citation.message, if valid
    QVector<int> m_citationSegments; ///< its segments, in reading order
};
