// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_view.h"

#include "chunk_actions.h"
#include "find_bar.h"
#include "items/message_filter_proxy_model.h"
#include "items/message_list_model.h"
#include "message_delegate.h"
#include "message_filter_bar.h"
#include "message_height_cache.h"
#include "message_list_view.h"
#include "painted_message.h"
#include "painted_row_cache.h"
#include "theme.h"
#include "transcript/grounding_index.h"

#include <QEvent>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

MessageView::MessageView(QWidget *parent)
    : QWidget(parent)
    , m_list(new MessageListView(this))
    , m_model(new MessageListModel(this))
{
    setObjectName(u"messageView"_s);
    m_heights = std::make_unique<MessageHeightCache>(this);
    m_find = new MessageViewFind(m_model, this, this);
    m_list->setModel(m_find->proxy());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_find->filterBar());
    layout->addWidget(m_list);
    layout->addWidget(m_find->findBar());
    m_delegate = new MessageDelegate([this](int viewRow) { return rowHeight(viewRow); },
        [this](QPainter *painter, const QRect &rect, int viewRow) {
            return paintRow(painter, rect, viewRow);
        },
        this);
    m_list->setItemDelegate(m_delegate);
    m_list->setHeightProvider([this](int viewRow) { return rowHeight(viewRow); });
    setStyleSheet(Theme::of(this).messageViewStyleSheet());
    initPainting(); // message_view_paint.cpp
    m_input = new MessageViewInput(m_list, this, this);
    connectParts();

    connect(m_list, &MessageListView::viewportChanged, this, &MessageView::scheduleLayout);
    connect(m_list, &MessageListView::fontChanged, this, [this] {
        QEvent change(QEvent::FontChange);
        changeEvent(&change);
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid() && m_find->rowOf(current) != m_currentRow)
                setCurrent(m_find->rowOf(current), -1, true);
        });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_painted->clear();
        m_heights->reset(m_model->rowCount());
        m_currentRow = -1;
        m_currentChunk = -1;
        const bool uncited = m_marks.showsUncited(); // a view setting, kept
        m_marks = RowMarks {};
        m_marks.setShowUncited(uncited);
        m_input->clearTextSelection();
        scheduleLayout();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        m_heights->resize(m_model->rowCount());
        scheduleLayout();
    });
}

void MessageView::connectParts()
{
    const auto focusList = [this] { m_list->setFocus(Qt::OtherFocusReason); };
    connect(m_find, &MessageViewFind::listFocusWanted, this, focusList);
    connect(m_find, &MessageViewFind::queryChanged, this, &MessageView::findQueryChanged);
    connect(m_find, &MessageViewFind::highlightsChanged, this, [this] {
        m_painted->clear();
        m_list->viewport()->update();
        scheduleLayout();
    });
    connect(m_find, &MessageViewFind::rowHighlightsChanged, this, &MessageView::forgetRow);
    connect(m_find, &MessageViewFind::matchChosen, this, &MessageView::selectChunk);
    connect(m_find, &MessageViewFind::filterApplied, this, &MessageView::onFilterApplied);
    connect(m_input, &MessageViewInput::selectRequested, this,
        [this](int row, int chunk) { setCurrent(row, chunk, true); });
    connect(m_input, &MessageViewInput::jumpRequested, this, [this](ChunkAddress to) {
        Q_EMIT jumping(currentRef());
        selectChunk(to);
    });
    connect(m_input, &MessageViewInput::openToggled, this,
        [this](int row, const PaintedMessage::Target &target) {
            m_marks.toggle(row, target);
            forgetRow(row);
        });
    connect(m_input, &MessageViewInput::citationClicked, this, &MessageView::selectCitation);
}

MessageView::~MessageView()
{
    delete m_input; // its event filters go before the list
}

void MessageView::setConversation(
    int conversationIndex, std::shared_ptr<const Conversation> conversation)
{
    const bool sameConversation = conversationIndex == m_conversationIndex;
    m_conversationIndex = conversationIndex;
    if (conversation != m_conversation)
        m_painted->clear(); // read again or grown: any message may have changed
    m_conversation = conversation;
    if (!sameConversation)
        m_model->setConversation(nullptr); // a different conversation never "grows" the old one
    m_model->setConversation(conversation);
    // The same one read again or grown: keep Find's jump.
    m_find->setConversation(std::move(conversation), sameConversation);
}

int MessageView::itemWidth() const
{
    return qMax(100, m_list->viewport()->width() - 2 * m_list->spacing());
}

int MessageView::rowHeight(int viewRow) const
{
    const int row = m_find->proxy()->toSourceRow(viewRow);
    return m_heights->height(row, m_model->message(row), itemWidth());
}

void MessageView::scheduleLayout()
{
    if (m_layOutPending)
        return;
    m_layOutPending = true;
    QTimer::singleShot(0, this, &MessageView::layOutVisible);
}

void MessageView::layOutVisible()
{
    m_layOutPending = false;
    if (!m_conversation || m_find->proxy()->rowCount() == 0)
        return;
    if (m_heights->size() != m_model->rowCount())
        m_heights->resize(m_model->rowCount());
    if (m_heights->setWidth(itemWidth())) {
        m_list->invalidateLayout(); // every height is an estimate again
        m_painted->clear();
    }
    m_list->flushLayout();
    const QRect viewport = m_list->viewport()->rect();
    QModelIndex first;
    for (int y = 0; y < viewport.height() && !first.isValid(); y += 3)
        first = m_list->indexAt(QPoint(viewport.width() / 2, y));
    if (!first.isValid())
        first = m_find->proxy()->index(0, 0);
    const int firstRow = qMax(0, first.row() - 1); // rows of the list (shown messages)
    const int rows = m_find->proxy()->rowCount();
    bool changed = false;
    // Laying a row out moves the rows below it at once: one pass sees every row on screen.
    for (int row = firstRow; row < rows; ++row) {
        const QModelIndex index = m_find->proxy()->index(row, 0);
        if (row > firstRow + 1 && m_list->visualRect(index).top() > viewport.bottom())
            break;
        changed = layOutPainted(m_find->rowOf(index)) || changed;
    }
    if (m_anchorPasses > 0) {
        // Put the card we jumped to where the user can see it, until the heights settle.
        --m_anchorPasses;
        if (scrollCardIntoView() || changed)
            scheduleLayout();
        else
            m_anchorPasses = 0;
    } else if (changed) {
        // A row above the viewport that changed moved the view: look again at what is visible.
        const QModelIndex nowFirst = m_list->indexAt(QPoint(viewport.width() / 2, 0));
        if (nowFirst.isValid() && nowFirst.row() - 1 < firstRow)
            scheduleLayout();
    }
    m_painted->builder().ensureMeasured(); // ready for the first scroll
    m_painted->warmUpFonts();
}

void MessageView::setCurrent(int row, int chunk, bool emitSignal)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const int oldRow = m_currentRow;
    if (row != m_currentRow || chunk != m_currentChunk)
        m_input->clearFocusTarget(); // the keyboard starts again in the new selection
    m_currentRow = row;
    m_currentChunk = chunk;
    if (m_marks.citation().message != row)
        forgetRow(m_marks.clearCitation());
    if (m_marks.currentUncited().chunk.message != row)
        forgetRow(m_marks.setCurrentUncited(SentenceRef {}));
    for (int changed : {oldRow, row}) {
        if (const QModelIndex index = viewIndex(changed); index.isValid())
            m_list->update(index);
    }
    const QModelIndex index = viewIndex(row);
    if (index.isValid() && m_list->currentIndex() != index)
        m_list->setCurrentIndex(index);
    if (!emitSignal)
        return;
    const ChunkRef ref {m_conversationIndex, row, chunk};
    if (chunk >= 0)
        Q_EMIT chunkSelected(ref);
    else
        Q_EMIT messageSelected(ref);
}

void MessageView::selectMessage(int row)
{
    if (row >= 0 && row < m_model->rowCount())
        changeMarks(row, -1, nullptr);
}

void MessageView::selectChunk(ChunkAddress address)
{
    if (address.message >= 0 && address.message < m_model->rowCount())
        changeMarks(address.message, address.chunk, nullptr);
}

void MessageView::scrollToCurrentChunk()
{
    const QModelIndex index = viewIndex(m_currentRow);
    if (!index.isValid())
        return;
    m_list->flushLayout();
    m_list->scrollTo(index, QAbstractItemView::EnsureVisible);
    // Laying rows out moves the target: correct after each pass until heights settle (bounded).
    m_anchorPasses = 8;
    layOutPainted(m_currentRow);
    scrollCardIntoView();
    scheduleLayout();
}

bool MessageView::scrollCardIntoView()
{
    if (m_currentRow < 0)
        return false;
    const QModelIndex index = viewIndex(m_currentRow);
    const std::shared_ptr<const PaintedMessage> painted = paintedMessage(m_currentRow);
    if (!index.isValid() || !painted)
        return false;
    m_list->flushLayout();
    const QRect target = m_marks.anchorIn(*painted, m_currentRow, m_currentChunk);
    return m_list->scrollIntoView(target.translated(0, m_list->visualRect(index).top()));
}

void MessageView::showCitation(const CitationRef &ref)
{
    const Message *message = m_model->message(ref.message);
    const bool valid = ref.conversation == m_conversationIndex && message && message->grounding;
    changeMarks(valid ? ref.message : -1, ref.message == m_currentRow ? m_currentChunk : -1,
        [this, ref, valid](RowMarks &marks) {
            const Message *m = m_model->message(ref.message);
            return valid && m ? marks.showCitation(ref, *m) : marks.clearCitation();
        });
}

void MessageView::showUncited(const SentenceRef &ref)
{
    const bool valid = ref.isValid() && ref.chunk.conversation == m_conversationIndex
        && m_model->message(ref.chunk.message);
    changeMarks(valid ? ref.chunk.message : -1, ref.chunk.chunk, [ref, valid](RowMarks &marks) {
        return marks.setCurrentUncited(valid ? ref : SentenceRef {});
    });
}

void MessageView::changeMarks(int row, int chunk, const std::function<int(RowMarks &)> &change)
{
    if (row >= 0) {
        if (!m_find->revealOrNotify(
                row, [this, row, chunk, change] { changeMarks(row, chunk, change); }))
            return;
        if (!change || row != m_currentRow || chunk != m_currentChunk)
            setCurrent(row, chunk, true);
        m_find->selectAlone(m_list, row);
    }
    const int changed = change ? change(m_marks) : -1;
    if (changed == RowMarks::kEveryRow) {
        m_painted->clear(); // marks are drawn over the documents, which stay cached
        m_list->viewport()->update();
        scheduleLayout();
        return;
    }
    forgetRow(changed);
    if (row >= 0) {
        if (change)
            forgetRow(row);
        scrollToCurrentChunk();
    }
}

QVector<int> MessageView::selectedMessages() const
{
    return m_find->selected(m_list, m_currentRow);
}

ChunkRef MessageView::currentRef() const
{
    if (m_currentRow < 0)
        return ChunkRef {};
    return ChunkRef {m_conversationIndex, m_currentRow, m_currentChunk};
}

void MessageView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        m_model->retranslate();
        // Translated labels change widths and so heights: measure again.
        m_heights->invalidate();
        m_painted->clear();
        m_painted->builder().invalidate();
        m_find->retranslate();
        scheduleLayout();
    } else if (m_painted
        && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange
            || event->type() == QEvent::PaletteChange)) {
        m_painted->clear();
        m_painted->builder().setStyle(m_list->font(), palette()); // zoomed: View ▸ Zoom
        m_heights->invalidate();
        scheduleLayout();
    }
    QWidget::changeEvent(event);
}

void MessageView::onFilterApplied()
{
    if (m_currentRow >= 0 && !viewIndex(m_currentRow).isValid()) {
        // The selected message is filtered out: nothing stays selected.
        m_currentRow = -1;
        m_currentChunk = -1;
        m_marks.clearCitation();
        m_list->selectionModel()->clear();
    }
    if (m_currentRow >= 0)
        scrollToCurrentChunk(); // the selection stays in view while the rows around it change
    else
        scheduleLayout();
}

QRect MessageView::rowRect(int row) const
{
    const QModelIndex index = viewIndex(row);
    return index.isValid() ? m_list->visualRect(index) : QRect();
}

int MessageView::rowAt(QPoint viewportPoint) const
{
    return m_find->rowOf(m_list->indexAt(viewportPoint));
}

const Message *MessageView::message(int row) const
{
    return m_model->message(row);
}

void MessageView::selectCitation(int row, const QVector<int> &segments)
{
    const Message *message = m_model->message(row);
    if (segments.isEmpty() || !message || !message->grounding)
        return;
    const int segment = ChunkActions::innermost(GroundingIndex(message->grounding), segments);
    if (segment < 0)
        return;
    if (row != m_currentRow)
        setCurrent(row, -1, true);
    const CitationRef ref {m_conversationIndex, row, segment, -1};
    forgetRow(m_marks.setCitation(ref, {segment}));
    forgetRow(row);
    Q_EMIT citationSelected(ref);
}
